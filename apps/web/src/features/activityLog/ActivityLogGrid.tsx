import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import type { GridColDef } from "@mui/x-data-grid";
import { ROLE_LABELS, actionLabel, activityDetailParts } from "@hearth/schema";
import { graphql } from "../../__generated__";
import type { ActivityLogGrid_EntryFragment } from "../../__generated__/graphql";
import { DATE_FORMAT, formatDate } from "../../lib/dates";
import { ServerPagedGrid } from "../../lib/ServerPagedGrid";
import type { ServerPage } from "../../lib/ServerPagedGrid";

export const ActivityLogGridFragment = graphql(`
  fragment ActivityLogGrid_entry on ActivityLogEntry {
    id
    at
    actor {
      id
      fullname
      role
    }
    action
    subjectType
    subjectId
    outcome
    ip
    clients {
      id
      mrNo
      fullname
    }
    details
  }
`);

type Row = ActivityLogGrid_EntryFragment;

const OUTCOME_COLOURS: Record<string, "success" | "warning" | "error"> = {
  success: "success",
  denied: "warning",
  failure: "error",
};

/**
 * What the line recorded besides who, what and when, as "Label: value" parts (a refusal's reason first).
 * The ids of the clients and rows a read showed are left out: the Client column names the clients.
 */
function detailParts(details: string): string[] {
  try {
    return activityDetailParts(JSON.parse(details), { omit: ["clientIds", "returned"], listLimit: 10 });
  } catch {
    return [details];
  }
}

const columns: GridColDef<Row>[] = [
  {
    field: "at",
    headerName: "When",
    minWidth: 170,
    valueGetter: (_value, row) => formatDate(row.at, `${DATE_FORMAT.display} ${DATE_FORMAT.time12}`),
  },
  {
    field: "actor",
    headerName: "User",
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) => (row.actor ? `${row.actor.fullname} (${ROLE_LABELS[row.actor.role]})` : "—"),
  },
  {
    field: "action",
    headerName: "Action",
    minWidth: 200,
    valueGetter: (_value, row) => actionLabel(row.action),
    // The code behind the words, for whoever knows the codes (the CSV export has it as a column).
    renderCell: ({ row, value }) => <span title={row.action}>{value}</span>,
  },
  {
    field: "clients",
    headerName: "Client",
    flex: 1,
    minWidth: 200,
    valueGetter: (_value, row) => row.clients.map((c) => `${c.fullname} · ${c.mrNo}`).join(", "),
  },
  {
    field: "outcome",
    headerName: "Outcome",
    minWidth: 110,
    renderCell: ({ row }) => (
      <Chip size="small" label={row.outcome} color={OUTCOME_COLOURS[row.outcome] ?? "default"} />
    ),
  },
  { field: "ip", headerName: "From", minWidth: 130, valueGetter: (_value, row) => row.ip ?? "" },
  {
    field: "details",
    headerName: "Details",
    flex: 1.5,
    minWidth: 240,
    valueGetter: (_value, row) => detailParts(row.details).join("; "),
    renderCell: ({ row }) => (
      // A part a line of its own, wrapping within the column (grid cells do not wrap by default).
      <Box sx={{ py: 0.5, whiteSpace: "normal", overflowWrap: "anywhere" }}>
        {detailParts(row.details).map((part, i) => (
          <Box key={i}>{part}</Box>
        ))}
      </Box>
    ),
  },
];

/** One page of the activity log, newest first. */
export function ActivityLogGrid(props: ServerPage<Row>) {
  return (
    <ServerPagedGrid<Row>
      {...props}
      label="Activity log"
      emptyText="Nothing was recorded that matches this filter."
      columns={columns}
      getRowHeight={() => "auto"}
    />
  );
}
