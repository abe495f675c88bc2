/**
 * Who sees and who manages the organization's events. Staff see the events whose audience includes
 * them; admins manage every event, supervisors those whose audience lies within their own locations.
 * Portal clients see none. The gateway matches live events with these before asking the API.
 */
import type { StaffRole } from "../roles";
import type { EventAudienceKind } from "../rest/events";
import { isAdminRole, isPortalRole } from "./principal";
import type { Principal } from "./principal";

export interface AudienceRule {
  kind: EventAudienceKind;
  locationIds: readonly string[];
  roles: readonly StaffRole[];
}

const overlaps = (a: readonly string[], b: readonly string[]): boolean => a.some((x) => b.includes(x));

/** Staff follow events; portal clients never see them. */
export const mayWatchEvents = (p: Pick<Principal, "role">): boolean => !isPortalRole(p.role);

/** Admins and clinical directors create events (a supervisor for their own locations only). */
export const mayCreateEvents = (p: Pick<Principal, "role">): boolean => isAdminRole(p.role) || p.role === "supervisor";

/** Only an admin addresses all staff, or a role across the whole organization. */
export const mayAddressOrganization = (p: Pick<Principal, "role">): boolean => isAdminRole(p.role);

/** The person is one of those the event is for. */
export function inEventAudience(p: Pick<Principal, "role" | "locationIds">, audience: AudienceRule): boolean {
  if (!mayWatchEvents(p)) return false;
  switch (audience.kind) {
    case "all_staff":
      return true;
    case "locations":
      return overlaps(audience.locationIds, p.locationIds);
    case "roles":
      return (
        (audience.roles as readonly string[]).includes(p.role) &&
        (audience.locationIds.length === 0 || overlaps(audience.locationIds, p.locationIds))
      );
  }
}

/** The person may create an event for this audience, or edit or cancel one addressed to it. */
export function mayManageEventAudience(p: Pick<Principal, "role" | "locationIds">, audience: AudienceRule): boolean {
  if (isAdminRole(p.role)) return true;
  // A supervisor speaks for their own locations only: never to all staff, nor to a role organization-wide.
  if (p.role !== "supervisor" || audience.kind === "all_staff" || audience.locationIds.length === 0) return false;
  return audience.locationIds.every((id) => p.locationIds.includes(id));
}

/** The person may read the event: its audience includes them, or it is theirs to manage. */
export const maySeeEvent = (p: Pick<Principal, "role" | "locationIds">, audience: AudienceRule): boolean =>
  mayWatchEvents(p) && (inEventAudience(p, audience) || mayManageEventAudience(p, audience));
