import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import type { GridColDef, GridPaginationModel } from "@mui/x-data-grid";
import { PAGE_SIZE } from "@hearth/schema";
import { Link as RouterLink, useNavigate } from "react-router";
import { graphql } from "../../__generated__";
import type { ClientGroupNotesTabQuery } from "../../__generated__/graphql";
import { LoadError } from "../../app/pages/LoadError";
import { ServerPagedGrid } from "../../lib/ServerPagedGrid";
import { LateEntryChip } from "../groupNotes/LateEntryChip";
import { NOTE_STATUS_LABELS, attendanceLabel } from "../groupNotes/print/signedNoteFormat";
import { calendarDateText, wallClockText } from "./clientFormat";

const PAGE = PAGE_SIZE.groupSessions;

const ClientGroupNotesQuery = graphql(`
  query ClientGroupNotesTab($mrNo: String!, $page: Int, $pageSize: Int) {
    clientGroupNotes(mrNo: $mrNo, page: $page, pageSize: $pageSize) {
      results {
        noteId
        sessionId
        date
        startTime
        endTime
        groupName
        facilitator {
          id
          fullname
        }
        attendanceStatus
        minutesAttended
        noteStatus
        late
      }
      pageInfo {
        total
        page
        pageSize
      }
    }
  }
`);

type Row = ClientGroupNotesTabQuery["clientGroupNotes"]["results"][number];

const notePath = (mrNo: string, noteId: string) =>
  `/clients/${encodeURIComponent(mrNo)}/group-notes/${encodeURIComponent(noteId)}`;

function columnsFor(mrNo: string): GridColDef<Row>[] {
  return [
    {
      field: "date",
      headerName: "Date",
      minWidth: 120,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={notePath(mrNo, row.noteId)} onClick={(event) => event.stopPropagation()}>
          {calendarDateText(row.date)}
        </Link>
      ),
    },
    {
      field: "time",
      headerName: "Time",
      minWidth: 170,
      valueGetter: (_value, row) => `${wallClockText(row.startTime)} – ${wallClockText(row.endTime)}`,
    },
    { field: "groupName", headerName: "Group", flex: 1, minWidth: 160 },
    {
      field: "facilitator",
      headerName: "Facilitator",
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) => row.facilitator.fullname,
    },
    {
      field: "attendance",
      headerName: "Attendance",
      minWidth: 170,
      valueGetter: (_value, row) =>
        `${attendanceLabel(row.attendanceStatus)}${row.minutesAttended !== null && row.minutesAttended !== undefined ? ` · ${row.minutesAttended} min` : ""}`,
    },
    {
      field: "noteStatus",
      headerName: "Note",
      minWidth: 110,
      valueGetter: (_value, row) => NOTE_STATUS_LABELS[row.noteStatus],
    },
    {
      field: "late",
      headerName: "Late",
      minWidth: 80,
      renderCell: ({ row }) => (row.late ? <LateEntryChip status={row.noteStatus} /> : null),
    },
  ];
}

/** The client's group-note history, newest first as the server orders it; a row opens their copy. */
export default function ClientGroupNotesTab({ mrNo }: { mrNo: string }) {
  const navigate = useNavigate();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE });
  const { data, previousData, loading, error, refetch } = useQuery(ClientGroupNotesQuery, {
    variables: { mrNo, page: pagination.page + 1, pageSize: pagination.pageSize },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: "cache-and-network",
  });
  const page = data?.clientGroupNotes ?? previousData?.clientGroupNotes;
  return (
    <Box>
      {error && <LoadError what="The group-note history" error={error} onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      <ServerPagedGrid<Row>
        label="Group notes"
        rows={error ? [] : (page?.results ?? [])}
        getRowId={(row) => row.noteId}
        columns={columnsFor(mrNo)}
        rowCount={page?.pageInfo.total ?? 0}
        loading={loading}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        onRowClick={({ row }) => void navigate(notePath(mrNo, row.noteId))}
        emptyText="No group sessions yet"
      />
    </Box>
  );
}
