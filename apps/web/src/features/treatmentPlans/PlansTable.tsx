import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { Link as RouterLink } from "react-router";
import { levelOfCareLabel } from "@hearth/schema";
import type { TreatmentPlanSummaryFieldsFragment } from "../../__generated__/graphql";
import { PlanStatusChip, planPath, startedText } from "./planFormat";

/** Plans in a table, each opening from its link; `withClient` for lists across clients. */
export function PlansTable(props: {
  label: string;
  plans: readonly TreatmentPlanSummaryFieldsFragment[];
  withClient?: boolean;
}) {
  return (
    <Table size="small" aria-label={props.label}>
      <TableHead>
        <TableRow>
          {props.withClient && <TableCell>Client</TableCell>}
          <TableCell>Plan</TableCell>
          <TableCell>Stay</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Level of care</TableCell>
          <TableCell>Started</TableCell>
          {props.withClient && <TableCell>Location</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.plans.map((plan) => (
          <TableRow key={plan.id}>
            {props.withClient && (
              <TableCell>
                {plan.client.fullname} ({plan.client.mrNo})
              </TableCell>
            )}
            <TableCell>
              <Link component={RouterLink} to={planPath(plan.id)}>
                {props.withClient ? `Open version ${plan.version}` : `Version ${plan.version}`}
              </Link>
            </TableCell>
            <TableCell>{plan.episodeNumber}</TableCell>
            <TableCell>
              <PlanStatusChip status={plan.status} />
            </TableCell>
            <TableCell>{levelOfCareLabel(plan.levelOfCare, { short: true })}</TableCell>
            <TableCell>{startedText(plan)}</TableCell>
            {props.withClient && <TableCell>{plan.location.name}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
