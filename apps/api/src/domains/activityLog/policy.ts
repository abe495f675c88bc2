/** Who reads the activity log: administrators, the organization's auditors. */
import type { RequestContext } from "../../context";

export type ActivityLogAction = "activity_log:read" | "activity_log:export";

export function canActivityLog(ctx: Pick<RequestContext, "isAdmin">, action: ActivityLogAction): boolean {
  switch (action) {
    case "activity_log:read":
    case "activity_log:export":
      return ctx.isAdmin;
  }
}
