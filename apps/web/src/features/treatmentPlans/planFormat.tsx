import Chip from "@mui/material/Chip";
import type { TreatmentPlanStatus } from "@hearth/schema";
import { displayDateTimeWithZone } from "../../lib/dates";

export const PLAN_STATUS_LABELS: Record<TreatmentPlanStatus, string> = {
  draft: "Draft",
  awaiting_approval: "Awaiting approval",
  returned: "Returned",
  approved: "Approved",
};

const PLAN_STATUS_COLORS: Record<TreatmentPlanStatus, "default" | "info" | "warning" | "success"> = {
  draft: "default",
  awaiting_approval: "info",
  returned: "warning",
  approved: "success",
};

/** Statuses in which the plan is written; signed or approved, it is read only. */
export const WRITABLE_PLAN_STATUSES: ReadonlySet<TreatmentPlanStatus> = new Set(["draft", "returned"]);

export function PlanStatusChip({ status }: { status: TreatmentPlanStatus }) {
  return <Chip size="small" variant="outlined" color={PLAN_STATUS_COLORS[status]} label={PLAN_STATUS_LABELS[status]} />;
}

/** "Version 2 · stay 1". */
export const planVersionText = (plan: { version: number; episodeNumber: number }) =>
  `Version ${plan.version} · stay ${plan.episodeNumber}`;

/** "Dana Whitfield, 11-26-2026 9:14 AM PST"; who started a plan and when. */
export const startedText = (plan: { startedAt: string; startedBy?: { fullname: string } | null }) =>
  `${plan.startedBy?.fullname ?? "Someone no longer on staff"}, ${displayDateTimeWithZone(plan.startedAt)}`;

export const planPath = (planId: string) => `/treatment-plans/${encodeURIComponent(planId)}`;
