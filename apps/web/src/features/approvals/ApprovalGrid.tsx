import { useMemo } from "react";
import Chip from "@mui/material/Chip";
import type { GridColDef, GridRowSelectionModel } from "@mui/x-data-grid";
import { graphql } from "../../__generated__";
import type { ApprovalGrid_NoteFragment } from "../../__generated__/graphql";
import { DATE_FORMAT, formatDate } from "../../lib/dates";
import { ServerPagedGrid } from "../../lib/ServerPagedGrid";
import type { ServerPage } from "../../lib/ServerPagedGrid";
import { LateEntryChip } from "../groupNotes/LateEntryChip";
import { queueState, queueStateLabel } from "./queueState";

export const ApprovalGridFragment = graphql(`
  fragment ApprovalGrid_note on GroupNote {
    id
    status
    late
    submittedAt
    submittedBy {
      id
      fullname
    }
    session {
      id
      groupName
      startsAt
      endsAt
      facilitator {
        id
        fullname
      }
      attendance {
        roster
        attended
        absent
        unmarked
      }
    }
    pendingSigners {
      role
      user {
        id
        fullname
      }
    }
    permissions {
      approve
      approveBlockedReason
      kickBack
    }
  }
`);

export type ApprovalRow = ApprovalGrid_NoteFragment;

const dateTime = `${DATE_FORMAT.display} ${DATE_FORMAT.time12}`;

const STATE_COLORS = { ready: "success", waiting: "warning", own: "default", blocked: "default" } as const;

/** Where the note stands for the person looking: ready, waiting for whom, or their own. */
function stateColumn(meId: string): GridColDef<ApprovalRow> {
  return {
    field: "state",
    headerName: "Status",
    minWidth: 260,
    flex: 1.5,
    sortable: false,
    valueGetter: (_value, row) => queueStateLabel(queueState(row, meId)),
    renderCell: ({ row, value }) => {
      const state = queueState(row, meId);
      const label = String(value);
      return (
        <Chip
          size="small"
          color={STATE_COLORS[state.kind]}
          variant={state.kind === "ready" ? "filled" : "outlined"}
          label={label}
          title={label}
          sx={{ maxWidth: "100%" }}
        />
      );
    },
  };
}

const columns: GridColDef<ApprovalRow>[] = [
  {
    field: "session",
    headerName: "Session",
    minWidth: 240,
    flex: 1,
    valueGetter: (_value, row) =>
      `${formatDate(row.session.startsAt, dateTime)} – ${formatDate(row.session.endsAt, DATE_FORMAT.time12)}`,
  },
  { field: "group", headerName: "Group", minWidth: 160, flex: 1, valueGetter: (_value, row) => row.session.groupName },
  {
    field: "facilitator",
    headerName: "Facilitator",
    minWidth: 160,
    flex: 1,
    valueGetter: (_value, row) => row.session.facilitator.fullname,
  },
  {
    field: "submittedAt",
    headerName: "Submitted",
    minWidth: 170,
    valueGetter: (_value, row) => (row.submittedAt ? formatDate(row.submittedAt, dateTime) : "—"),
  },
  {
    field: "late",
    headerName: "Late",
    minWidth: 80,
    renderCell: ({ row }) => (row.late ? <LateEntryChip status="submitted" /> : null),
  },
  {
    field: "attendance",
    headerName: "Attendance",
    minWidth: 210,
    valueGetter: (_value, row) =>
      `${row.session.attendance.attended} attended, ${row.session.attendance.absent} absent of ${row.session.attendance.roster}`,
  },
];

/** The ids a selection model means on this page ("exclude" is what "select all" produces). */
export function selectedIds(model: GridRowSelectionModel, rows: readonly { id: string }[]): string[] {
  if (model.type === "include") return rows.filter((row) => model.ids.has(row.id)).map((row) => row.id);
  return rows.filter((row) => !model.ids.has(row.id)).map((row) => row.id);
}

/** One server-side page of the queue; a click opens the review, a checkbox selects for bulk actions. */
export function ApprovalGrid({
  meId,
  filtered,
  selectable,
  selection,
  onSelectionChange,
  onOpen,
  ...page
}: ServerPage<ApprovalRow> & {
  /** The signed-in user: their own submissions are marked as such. */
  meId: string;
  filtered: boolean;
  selectable: boolean;
  selection: GridRowSelectionModel;
  onSelectionChange: (model: GridRowSelectionModel) => void;
  onOpen: (noteId: string) => void;
}) {
  const withState = useMemo(() => [stateColumn(meId), ...columns], [meId]);
  return (
    <ServerPagedGrid<ApprovalRow>
      {...page}
      label="Notes waiting for approval"
      columns={withState}
      checkboxSelection={selectable}
      isRowSelectable={({ row }) => row.permissions.approve || row.permissions.kickBack}
      rowSelectionModel={selection}
      onRowSelectionModelChange={onSelectionChange}
      onRowClick={({ row }) => onOpen(row.id)}
      onCellKeyDown={({ row, field }, event) => {
        if (event.key === "Enter" && field !== "__check__") onOpen(row.id);
      }}
      emptyText={filtered ? "No submitted notes match these filters" : "Nothing waiting for your approval"}
    />
  );
}
