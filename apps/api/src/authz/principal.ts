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

/** Assigned to the location: where they work, administrators included (not every location they may see). */
export const worksAt = (p: { locationIds: readonly string[] }, locationId: string): boolean =>
  p.locationIds.includes(locationId);

/**
 * The location is within reach: any of the organization's for an administrator, else one they work
 * at. The one-object twin of `ctx.scope.locations`.
 */
export const reachesLocation = (p: Pick<Principal, "isAdmin" | "locationIds">, locationId: string): boolean =>
  p.isAdmin || worksAt(p, locationId);

/** Clinical staff (supervisor, therapist, nurse, physician, BHT) assigned to the location. */
export function isClinicalAt(ctx: Pick<Principal, "role" | "locationIds">, locationId: string): boolean {
  return isClinicalRole(ctx.role) && worksAt(ctx, locationId);
}

/** May read group sessions and notes of the location: its clinical staff, and administrators (audit). */
export function canReadClinicalAt(
  ctx: Pick<Principal, "role" | "locationIds" | "isAdmin">,
  locationId: string,
): boolean {
  return isClinicalAt(ctx, locationId) || ctx.isAdmin;
}

/** Reads clinical records somewhere: clinical staff of at least one location, or an administrator. */
export const readsClinicalAnywhere = (ctx: Pick<Principal, "role" | "locationIds" | "isAdmin">): boolean =>
  ctx.isAdmin || ctx.locationIds.some((l) => isClinicalAt(ctx, l));

export type SessionRole = "facilitator" | "co_facilitator" | null;

/** The caller's part in running a session, if any. */
export function sessionRoleOf(
  userId: string,
  session: { facilitatorId: string; coFacilitatorIds: readonly string[] },
): SessionRole {
  if (session.facilitatorId === userId) return "facilitator";
  return session.coFacilitatorIds.includes(userId) ? "co_facilitator" : null;
}
