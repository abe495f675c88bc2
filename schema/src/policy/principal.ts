/**
 * Who is asking, as the pure rules read it: the API's request context, the gateway's socket viewer
 * and the web app's signed-in user all reduce to this.
 */
import { CLINICAL_ROLES } from "../groupNotes";
import type { ClinicalRole } from "../groupNotes";
import { isPortalRole, STAFF_ROLES } from "../roles";
import type { Role, StaffRole } from "../roles";

export interface Principal {
  id: string;
  role: Role;
  locationIds: readonly string[];
}

export { isPortalRole };
export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);
export const isAdminRole = (role: Role): boolean => role === "admin";
export const isClinicalRole = (role: string): role is ClinicalRole =>
  (CLINICAL_ROLES as readonly string[]).includes(role);

/** Clinical staff (supervisor, therapist, nurse, physician, BHT) assigned to the location. */
export const isClinicalAt = (p: Pick<Principal, "role" | "locationIds">, locationId: string): boolean =>
  isClinicalRole(p.role) && p.locationIds.includes(locationId);

/** A supervisor assigned to the location. */
export const supervisesAt = (p: Pick<Principal, "role" | "locationIds">, locationId: string): boolean =>
  p.role === "supervisor" && p.locationIds.includes(locationId);

const principals = new WeakMap<object, Principal>();

/** The principal of a signed-in user as the REST API presents it (`Me`); the same object gives the same principal. */
export function principalOf(me: { id: string; role: Role; locations: readonly { id: string }[] }): Principal {
  let principal = principals.get(me);
  if (!principal) {
    principal = { id: me.id, role: me.role, locationIds: me.locations.map((location) => location.id) };
    principals.set(me, principal);
  }
  return principal;
}
