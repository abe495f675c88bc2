import type { GridColDef } from "@mui/x-data-grid";
import { graphql } from "../../__generated__";
import type { PlanApprovalGrid_PlanFragment } from "../../__generated__/graphql";
import { DATE_FORMAT, formatDate } from "../../lib/dates";
import { ServerPagedGrid } from "../../lib/ServerPagedGrid";
import type { ServerPage } from "../../lib/ServerPagedGrid";
import { ageText } from "./approvalKind";

export const PlanApprovalGridFragment = graphql(`
  fragment PlanApprovalGrid_plan on TreatmentPlan {
    id
    version
    status
    levelOfCare
    client {
      id
      mrNo
      fullname
      dateOfBirth
    }
    location {
      id
      name
    }
    signedBy {
      id
      fullname
    }
    signedAt
    contentHash
  }
`);

export type PlanApprovalRow = PlanApprovalGrid_PlanFragment;

const dateTime = `${DATE_FORMAT.display} ${DATE_FORMAT.time12}`;

function columns(now: number): GridColDef<PlanApprovalRow>[] {
  return [
    { field: "kind", headerName: "Kind", minWidth: 140, sortable: false, valueGetter: () => "Treatment plan" },
    {
      field: "client",
      headerName: "Client",
      minWidth: 240,
      flex: 1.5,
      sortable: false,
      valueGetter: (_value, row) => `${row.client.fullname} (${row.client.mrNo})`,
    },
    { field: "version", headerName: "Version", minWidth: 90, sortable: false },
    {
      field: "signedBy",
      headerName: "Signed by",
      minWidth: 160,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.signedBy?.fullname ?? "—",
    },
    {
      field: "signedAt",
      headerName: "Signed at",
      minWidth: 170,
      sortable: false,
      valueGetter: (_value, row) => (row.signedAt ? formatDate(row.signedAt, dateTime) : "—"),
    },
    {
      field: "location",
      headerName: "Location",
      minWidth: 180,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.location.name,
    },
    {
      field: "age",
      headerName: "Waiting",
      minWidth: 110,
      sortable: false,
      valueGetter: (_value, row) => ageText(row.signedAt, now),
    },
  ];
}

/** One page of the signed plans awaiting approval, in the order given; a click (or Enter) opens the review. */
export function PlanApprovalGrid({
  emptyText,
  now,
  onOpen,
  ...page
}: ServerPage<PlanApprovalRow> & { emptyText: string; now: number; onOpen: (planId: string) => void }) {
  return (
    <ServerPagedGrid<PlanApprovalRow>
      {...page}
      label="Treatment plans waiting for approval"
      columns={columns(now)}
      onRowClick={({ row }) => onOpen(row.id)}
      onCellKeyDown={({ row }, event) => {
        if (event.key === "Enter") onOpen(row.id);
      }}
      emptyText={emptyText}
    />
  );
}
