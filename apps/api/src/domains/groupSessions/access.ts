/** Who counts as clinical staff of a location, and who runs a session: shared by sessions and notes. */
import { CLINICAL_ROLES } from "@hearth/schema";
import type { ClinicalRole } from "@hearth/schema";
import type { RequestContext } from "../../context";

export const isClinicalRole = (role: string): role is ClinicalRole => (CLINICAL_ROLES as readonly string[]).includes(role);

/** Clinical staff (supervisor, therapist, nurse, physician, BHT) assigned to the location. */
export function isClinicalAt(ctx: RequestContext, locationId: string): boolean {
  return isClinicalRole(ctx.role) && ctx.locationIds.includes(locationId);
}

/** May read group sessions and notes of the location: its clinical staff, and administrators (audit). */
export function canReadClinicalAt(ctx: RequestContext, locationId: string): boolean {
  return isClinicalAt(ctx, locationId) || ctx.isAdmin;
}

export type SessionRole = "facilitator" | "co_facilitator" | null;

/** The caller's part in running a session, if any. */
export function sessionRoleOf(userId: string, session: { facilitatorId: string; coFacilitatorIds: readonly string[] }): SessionRole {
  if (session.facilitatorId === userId) return "facilitator";
  return session.coFacilitatorIds.includes(userId) ? "co_facilitator" : null;
}
