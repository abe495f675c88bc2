/** Who may do what with clinician records. */
import type { RequestContext } from "../../context";

export type ClinicianAction = "list" | "read" | "case_load" | "create" | "update" | "deactivate";

export function canClinician(ctx: RequestContext, action: ClinicianAction): boolean {
  switch (action) {
    case "list":
    case "read":
    case "case_load":
      return ctx.isStaff;
    case "create":
    case "update":
    case "deactivate":
      return ctx.isAdmin;
  }
}
