import Link from "@mui/material/Link";
import type { GridColDef } from "@mui/x-data-grid";
import { Link as RouterLink, useNavigate } from "react-router";
import { graphql } from "../../__generated__";
import type { SessionGrid_SessionFragment } from "../../__generated__/graphql";
import { displayDate } from "../../lib/dates";
import { ServerPagedGrid } from "../../lib/ServerPagedGrid";
import type { ServerPage } from "../../lib/ServerPagedGrid";
import { NoteStatusChip } from "./NoteStatusChip";
import { timeRange } from "./schedule";

export const SessionGridFragment = graphql(`
  fragment SessionGrid_session on GroupSession {
    id
    groupId
    groupName
    date
    startTime
    endTime
    endsAt
    topic
    facilitator {
      id
      fullname
    }
    coFacilitators {
      id
      fullname
    }
    room {
      id
      name
    }
    cancelledAt
    checkInOpensAt
    signingOpensAt
    noteId
    noteStatus
    late
    attendance {
      roster
      attended
      absent
      unmarked
    }
  }
`);

type Row = SessionGrid_SessionFragment;

/** "3 of 6 attended, 1 unmarked"; before check-in opens only the roster, since nobody can have attended yet. */
export const attendanceSummary = (row: Row, now: number = Date.now()) =>
  row.noteStatus === "draft" && !row.cancelledAt && now < Date.parse(row.checkInOpensAt)
    ? `${row.attendance.roster} on the roster`
    : `${row.attendance.attended} of ${row.attendance.roster} attended${row.attendance.unmarked > 0 ? `, ${row.attendance.unmarked} unmarked` : ""}`;

const columns: GridColDef<Row>[] = [
  { field: "date", headerName: "Date", minWidth: 110, valueGetter: (_value, row) => displayDate(row.date) },
  {
    field: "time",
    headerName: "Time",
    minWidth: 170,
    valueGetter: (_value, row) => timeRange(row.startTime, row.endTime),
  },
  {
    field: "groupName",
    headerName: "Group",
    flex: 1,
    minWidth: 180,
    // A real link, so the session opens from the keyboard too (the row click is for the mouse).
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/groupnotes/session/${row.id}`} onClick={(event) => event.stopPropagation()}>
        {row.groupName}
      </Link>
    ),
  },
  {
    field: "facilitator",
    headerName: "Facilitator",
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => row.facilitator.fullname,
  },
  { field: "room", headerName: "Room", minWidth: 120, valueGetter: (_value, row) => row.room?.name ?? "—" },
  {
    field: "attendance",
    headerName: "Attendance",
    minWidth: 200,
    valueGetter: (_value, row) => attendanceSummary(row),
  },
  {
    field: "noteStatus",
    headerName: "Note",
    minWidth: 170,
    renderCell: ({ row }) => (
      <NoteStatusChip status={row.noteStatus} late={row.late} cancelled={Boolean(row.cancelledAt)} />
    ),
  },
];

/** One server-side page of sessions; a click opens the session. */
export function SessionGrid(page: ServerPage<Row>) {
  const navigate = useNavigate();
  return (
    <ServerPagedGrid<Row>
      {...page}
      label="Group sessions"
      columns={columns}
      onRowClick={({ row }) => void navigate(`/groupnotes/session/${row.id}`)}
      getRowClassName={({ row }) => (row.cancelledAt ? "session-cancelled" : "")}
      emptyText="No sessions match these filters"
      sx={{ "& .session-cancelled": { color: "text.disabled", textDecoration: "line-through" } }}
    />
  );
}
