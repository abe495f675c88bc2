import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { levelOfCareLabel } from "@hearth/schema";
import type {
  TreatmentPlanSignatureFieldsFragment,
  TreatmentPlanSummaryFieldsFragment,
} from "../../../__generated__/graphql";
import { PlanStatusChip, startedText } from "../planFormat";
import { PlanSignature } from "./PlanSignature";

/**
 * Who the plan is for and where it stands: client, MR number, stay, version, status, level of care,
 * and once signed who signed it, when, and the hash of what they signed. `actions` sit by the title.
 */
export function PlanHeader({
  plan,
  actions,
}: {
  plan: TreatmentPlanSummaryFieldsFragment & TreatmentPlanSignatureFieldsFragment;
  actions?: ReactNode;
}) {
  const chart = `/clients/${encodeURIComponent(plan.client.mrNo)}?tabs=treatment-plan`;
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1.5 }}>
        <Typography variant="h1">Treatment plan — {plan.client.fullname}</Typography>
        <PlanStatusChip status={plan.status} />
        {actions && <Box sx={{ ml: "auto" }}>{actions}</Box>}
      </Box>
      <Box component="dl" sx={{ display: "flex", flexWrap: "wrap", columnGap: 4, rowGap: 1, m: 0, mt: 1.5 }}>
        <Item label="MR number">
          <Link component={RouterLink} to={chart}>
            {plan.client.mrNo}
          </Link>
        </Item>
        <Item label="Stay">{plan.episodeNumber}</Item>
        <Item label="Version">{plan.version}</Item>
        <Item label="Level of care">{levelOfCareLabel(plan.levelOfCare, { short: true }) || "—"}</Item>
        <Item label="Location">{plan.location.name}</Item>
        <Item label="Started">{startedText(plan)}</Item>
      </Box>
      <PlanSignature plan={plan} />
    </Box>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
