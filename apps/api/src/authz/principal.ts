/** Who counts as clinical staff of a location, and who runs a session: shared by sessions and notes. */
import { CLINICAL_ROLES } from "@hearth/schema";
import type { ClinicalRole } from "@hearth/schema";
import type { RequestContext } from "../context";

/**
 * What the access rules read of a person: the caller's request context satisfies it, and so does
 * a user who is not calling, such as the recipient of a notification checked against a note.
 */
export type Principal = Pick<RequestContext, "organizationId" | "role" | "locationIds" | "isAdmin"> & {
  user: { id: string };
};

export const isClinicalRole = (role: string): role is ClinicalRole =>
  (CLINICAL_ROLES as readonly string[]).includes(role);

/** Clinical staff (supervisor, therapist, nurse, physician, BHT) assigned to the location. */
export function isClinicalAt(ctx: Pick<Principal, "role" | "locationIds">, locationId: string): boolean {
  return isClinicalRole(ctx.role) && ctx.locationIds.includes(locationId);
}

/** May read group sessions and notes of the location: its clinical staff, and administrators (audit). */
export function canReadClinicalAt(
  ctx: Pick<Principal, "role" | "locationIds" | "isAdmin">,
  locationId: string,
): boolean {
  return isClinicalAt(ctx, locationId) || ctx.isAdmin;
}

export type SessionRole = "facilitator" | "co_facilitator" | null;

/** The caller's part in running a session, if any. */
export function sessionRoleOf(
  userId: string,
  session: { facilitatorId: string; coFacilitatorIds: readonly string[] },
): SessionRole {
  if (session.facilitatorId === userId) return "facilitator";
  return session.coFacilitatorIds.includes(userId) ? "co_facilitator" : null;
}
