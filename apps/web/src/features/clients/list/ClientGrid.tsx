import { useMemo } from "react";
import type { ReactNode } from "react";
import Link from "@mui/material/Link";
import type { GridColDef, GridSortModel } from "@mui/x-data-grid";
import { levelOfCareLabel } from "@hearth/schema";
import type { ClientSortField, SortDirection } from "@hearth/schema";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../../__generated__";
import type { ClientGrid_ClientFragment } from "../../../__generated__/graphql";
import { ServerPagedGrid } from "../../../lib/ServerPagedGrid";
import type { ServerPage } from "../../../lib/ServerPagedGrid";
import { calendarDateText } from "../clientFormat";
import { LabelChips, StatusChip } from "./LabelChip";

export const ClientGridFragment = graphql(`
  fragment ClientGrid_client on ClientSummary {
    id
    mrNo
    status
    fullname
    preferredName
    dateOfBirth
    levelOfCare
    admissionDate
    location {
      id
      name
    }
    primaryTherapist {
      id
      fullname
    }
    labels {
      id
      name
      color
    }
  }
`);

type Row = ClientGrid_ClientFragment;

/** The grid's column of each sort key the server offers; the other columns do not sort. */
const SORT_FIELD_OF_COLUMN: Record<string, ClientSortField> = {
  mrNo: "mrNo",
  fullname: "name",
  status: "status",
  levelOfCare: "levelOfCare",
  location: "location",
  dateOfBirth: "dateOfBirth",
  admissionDate: "admissionDate",
};
const COLUMN_OF_SORT_FIELD = Object.fromEntries(
  Object.entries(SORT_FIELD_OF_COLUMN).map(([column, field]) => [field, column]),
) as Record<ClientSortField, string>;

// Every column flexes from a minimum that together fit a 1366 px window beside the navigation,
// so the whole row shows without scrolling sideways; wider windows share the space out.
const columns: GridColDef<Row>[] = [
  {
    field: "mrNo",
    headerName: "MR no",
    flex: 0.8,
    minWidth: 110,
    // A real link, so the chart opens from the keyboard and in a new tab too.
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={`/clients/${encodeURIComponent(row.mrNo)}`}
        onClick={(event) => event.stopPropagation()}
      >
        {row.mrNo}
      </Link>
    ),
  },
  {
    field: "fullname",
    headerName: "Name",
    flex: 1.4,
    minWidth: 150,
    valueGetter: (_value, row) => (row.preferredName ? `${row.fullname} (${row.preferredName})` : row.fullname),
  },
  {
    field: "status",
    headerName: "Status",
    flex: 0.9,
    minWidth: 150,
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
  {
    field: "dateOfBirth",
    headerName: "Date of birth",
    flex: 0.8,
    minWidth: 110,
    valueGetter: (_value, row) => calendarDateText(row.dateOfBirth),
  },
  {
    field: "levelOfCare",
    headerName: "Level of care",
    flex: 1,
    minWidth: 140,
    valueGetter: (_value, row) => (row.levelOfCare ? levelOfCareLabel(row.levelOfCare, { short: true }) : "—"),
  },
  {
    field: "location",
    headerName: "Location",
    flex: 1.1,
    minWidth: 140,
    valueGetter: (_value, row) => row.location.name,
  },
  {
    field: "admissionDate",
    headerName: "Admitted",
    flex: 0.8,
    minWidth: 100,
    valueGetter: (_value, row) => calendarDateText(row.admissionDate),
  },
  {
    field: "primaryTherapist",
    headerName: "Primary therapist",
    flex: 1,
    minWidth: 130,
    sortable: false,
    valueGetter: (_value, row) => row.primaryTherapist?.fullname ?? "—",
  },
  {
    field: "labels",
    headerName: "Labels",
    flex: 1.4,
    minWidth: 150,
    sortable: false,
    renderCell: ({ row }) => <LabelChips labels={row.labels} />,
  },
];

/** One page of the EMR list, sorted by the server; a click on a sortable header asks for the other order. */
export function ClientGrid({
  sortBy,
  sortDirection,
  onSortChange,
  onRowClick,
  emptyText,
  ...page
}: ServerPage<Row> & {
  sortBy: ClientSortField;
  sortDirection: SortDirection;
  onSortChange: (sortBy: ClientSortField, sortDirection: SortDirection) => void;
  onRowClick: (row: Row) => void;
  emptyText: ReactNode;
}) {
  // The same model until the order changes: DataGrid takes a new model for a new sort and goes back to
  // the first page, so a model rebuilt on each render undid every "next page".
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: COLUMN_OF_SORT_FIELD[sortBy], sort: sortDirection }],
    [sortBy, sortDirection],
  );
  return (
    <ServerPagedGrid<Row>
      {...page}
      label="Clients"
      columns={columns}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const [first] = model;
        const field = first ? SORT_FIELD_OF_COLUMN[first.field] : undefined;
        if (first && field) onSortChange(field, first.sort === "desc" ? "desc" : "asc");
      }}
      // Rows grow with their labels; every row keeps at least a chip's height, its cells centred.
      getRowHeight={() => "auto"}
      sx={{ "& .MuiDataGrid-cell": { display: "flex", alignItems: "center", minHeight: 40, py: 0.5 } }}
      onRowClick={({ row }) => onRowClick(row)}
      emptyText={emptyText}
    />
  );
}
