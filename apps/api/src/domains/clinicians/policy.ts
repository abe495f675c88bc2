/** Who may do what with clinician records. */
import type { Action } from "@hearth/schema";
import type { RequestContext } from "../../context";

export type ClinicianAction = Extract<
  Action,
  | "clinician:list"
  | "clinician:read"
  | "clinician:case_load"
  | "clinician:create"
  | "clinician:update"
  | "clinician:deactivate"
>;

/** Administrators see every staff member of the organization, those not assigned anywhere yet included. */
export const seesUnassignedStaff = (ctx: Pick<RequestContext, "isAdmin">): boolean => ctx.isAdmin;

export function canClinician(ctx: RequestContext, action: ClinicianAction): boolean {
  switch (action) {
    case "clinician:list":
    case "clinician:read":
    case "clinician:case_load":
      return ctx.isStaff;
    case "clinician:create":
    case "clinician:update":
    case "clinician:deactivate":
      return ctx.isAdmin;
  }
}
