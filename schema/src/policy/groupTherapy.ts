/**
 * Group therapy: who watches notes live, who manages groups, creates sessions and runs them. The
 * API's policies (groups, groupSessions, groupNotes) decide every call; these are the same rules
 * for the gateway's live feeds and the web app's per-object `permissions`.
 */
import type { GroupNoteStatus } from "../groupNotes";
import { isAdminRole, isClinicalAt, isClinicalRole, supervisesAt } from "./principal";
import type { Principal } from "./principal";

/** Clinical staff and admins may watch group notes; admissions staff and portal clients never. */
export const mayWatchGroupNotes = (p: Pick<Principal, "role">): boolean =>
  isAdminRole(p.role) || isClinicalRole(p.role);

/** May read group sessions and notes of the location: its clinical staff, and administrators (audit). */
export const mayReadClinicalAt = (p: Pick<Principal, "role" | "locationIds">, locationId: string): boolean =>
  isClinicalAt(p, locationId) || isAdminRole(p.role);

export interface GroupFacts {
  locationId: string;
  facilitatorIds: readonly string[];
}

/** Admins and clinical directors create and edit groups (a supervisor those of their own locations). */
export const mayManageGroups = (p: Pick<Principal, "role">): boolean => isAdminRole(p.role) || p.role === "supervisor";

export const mayManageGroup = (p: Pick<Principal, "role" | "locationIds">, group: { locationId: string }): boolean =>
  isAdminRole(p.role) || supervisesAt(p, group.locationId);

/** Programs, rooms and the organization's check-in settings are the administrators'. */
export const mayManagePrograms = (p: Pick<Principal, "role">): boolean => isAdminRole(p.role);

/** Ad hoc sessions for any group of the person's locations, facilitated or not. */
export const mayCreateSessionsForAnyGroup = (p: Pick<Principal, "role">): boolean =>
  isAdminRole(p.role) || p.role === "supervisor";

/** Ad hoc sessions of this group: an admin, a supervisor of the location, or one of the group's facilitators. */
export const mayCreateSessionFor = (p: Principal, group: GroupFacts): boolean =>
  isAdminRole(p.role) ||
  (p.role === "supervisor" && isClinicalAt(p, group.locationId)) ||
  (isClinicalAt(p, group.locationId) && group.facilitatorIds.includes(p.id));

/** May generate from some group's schedule at all (others get 403 before anything is looked up). */
export const mayGenerateSessions = (p: Pick<Principal, "role">): boolean =>
  isAdminRole(p.role) || p.role === "supervisor" || p.role === "therapist";

/** Sessions from this group's schedule: an admin, a supervisor of the location, or a therapist who facilitates it. */
export const mayGenerateSessionsFor = (p: Principal, group: GroupFacts): boolean =>
  isAdminRole(p.role) ||
  (p.role === "supervisor" && isClinicalAt(p, group.locationId)) ||
  (p.role === "therapist" && isClinicalAt(p, group.locationId) && group.facilitatorIds.includes(p.id));

export interface SessionFacts {
  locationId: string;
  facilitatorId: string;
  cancelled: boolean;
  noteStatus: GroupNoteStatus;
}

/**
 * May change or cancel the session now: its facilitator, a supervisor of the location or an admin,
 * while the session stands and its note is a draft (the API also refuses cancelling a signed one).
 */
export function mayManageSession(p: Principal, session: SessionFacts): boolean {
  if (session.cancelled || session.noteStatus !== "draft") return false;
  return (
    isAdminRole(p.role) ||
    supervisesAt(p, session.locationId) ||
    (session.facilitatorId === p.id && isClinicalAt(p, session.locationId))
  );
}

/** Approving and returning submitted notes is a supervisor's work (of the note's location); admins read the queue. */
export const mayApproveNotes = (p: Pick<Principal, "role">): boolean => p.role === "supervisor";
