import { useMemo } from "react";
import Chip from "@mui/material/Chip";
import type { GridColDef } from "@mui/x-data-grid";
import { CLINICIAN_STATUS_LABELS, ROLE_LABELS } from "@hearth/schema";
import type { ClinicianStatusValue } from "@hearth/schema";
import { graphql } from "../../__generated__";
import type { ClinicianGrid_ClinicianFragment } from "../../__generated__/graphql";
import { ServerPagedGrid } from "../../lib/ServerPagedGrid";
import type { ServerPage } from "../../lib/ServerPagedGrid";
import { DeactivateButton } from "./DeactivateClinician";

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
    permissions {
      deactivate
    }
  }
`);

type Row = ClinicianGrid_ClinicianFragment;

const STATUS_COLOURS: Record<ClinicianStatusValue, "success" | "default" | "info"> = {
  1: "success",
  2: "default",
  3: "info",
};

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
      return (
        <Chip
          size="small"
          label={CLINICIAN_STATUS_LABELS[status] ?? String(status)}
          color={STATUS_COLOURS[status] ?? "default"}
        />
      );
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

/** The admin's row actions; without them the grid has no actions column. */
export interface ClinicianRowActions {
  canDeactivate: (row: Row) => boolean;
  ask: (row: Row) => void;
}

/** One server-side page of clinicians; sorting and filtering happen on the server, not in the grid. */
export function ClinicianGrid({ actions, ...page }: ServerPage<Row> & { actions?: ClinicianRowActions }) {
  const withActions = useMemo<GridColDef<Row>[]>(
    () =>
      actions
        ? [
            ...columns,
            {
              field: "actions",
              headerName: "",
              sortable: false,
              minWidth: 130,
              renderCell: ({ row }) =>
                actions.canDeactivate(row) ? (
                  <DeactivateButton name={row.fullname} onClick={() => actions.ask(row)} />
                ) : null,
            },
          ]
        : columns,
    [actions],
  );
  return (
    <ServerPagedGrid<Row>
      {...page}
      label="Clinicians"
      columns={withActions}
      emptyText="No clinicians match these filters"
    />
  );
}
