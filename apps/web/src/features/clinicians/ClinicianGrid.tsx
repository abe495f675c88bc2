import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { DataGrid } from "@mui/x-data-grid";
import type { GridColDef, GridPaginationModel } from "@mui/x-data-grid";
import { CLINICIAN_STATUS_LABELS, ROLE_LABELS } from "@hearth/schema";
import type { ClinicianStatusValue } from "@hearth/schema";
import { graphql } from "../../__generated__";
import type { ClinicianGrid_ClinicianFragment } from "../../__generated__/graphql";
import { CLINICIAN_PAGE_SIZE } from "./clinicianFilter";

export const ClinicianGridFragment = graphql(`
  fragment ClinicianGrid_clinician on Clinician {
    id
    fullname
    email
    role
    status
    locations {
      id
      name
    }
  }
`);

type Row = ClinicianGrid_ClinicianFragment;

const STATUS_COLOURS: Record<ClinicianStatusValue, "success" | "default" | "info"> = { 1: "success", 2: "default", 3: "info" };

const columns: GridColDef<Row>[] = [
  { field: "fullname", headerName: "Name", flex: 1, minWidth: 180 },
  { field: "email", headerName: "Email", flex: 1.2, minWidth: 220 },
  { field: "role", headerName: "Role", minWidth: 220, valueGetter: (_value, row) => ROLE_LABELS[row.role] },
  {
    field: "status",
    headerName: "Status",
    minWidth: 120,
    renderCell: ({ row }) => {
      const status = row.status as ClinicianStatusValue;
      return <Chip size="small" label={CLINICIAN_STATUS_LABELS[status] ?? String(status)} color={STATUS_COLOURS[status] ?? "default"} />;
    },
  },
  {
    field: "locations",
    headerName: "Locations",
    flex: 1,
    minWidth: 200,
    valueGetter: (_value, row) => row.locations.map((location) => location.name).join(", "),
  },
];

function NoClinicians() {
  return (
    <Box sx={{ height: "100%", display: "grid", placeItems: "center", p: 2 }}>
      <Typography color="text.secondary">No clinicians match these filters</Typography>
    </Box>
  );
}

/** One server-side page of clinicians; sorting and filtering happen on the server, not in the grid. */
export function ClinicianGrid(props: {
  rows: Row[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
}) {
  return (
    <DataGrid<Row>
      label="Clinicians"
      rows={props.rows}
      columns={columns}
      rowCount={props.rowCount}
      loading={props.loading}
      paginationMode="server"
      paginationModel={props.paginationModel}
      onPaginationModelChange={props.onPaginationModelChange}
      pageSizeOptions={[CLINICIAN_PAGE_SIZE]}
      disableColumnSorting
      disableColumnFilter
      disableRowSelectionOnClick
      autoHeight
      slots={{ noRowsOverlay: NoClinicians }}
      sx={{ bgcolor: "background.paper", minHeight: 240 }}
    />
  );
}
