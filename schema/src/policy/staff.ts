/** Staff-only features, the live board and clinician administration. */
import { ClinicianStatus } from "../roles";
import { isAdminRole, isPortalRole } from "./principal";
import type { Principal } from "./principal";

/** Tasks, messaging, the live board and events are for staff; portal clients have none. */
export const isStaff = (p: Pick<Principal, "role">): boolean => !isPortalRole(p.role);

/** A location's live board: the staff who work there, and admins of any location. */
export const mayWatchBoard = (p: Pick<Principal, "role" | "locationIds">, locationId: string): boolean =>
  isAdminRole(p.role) || p.locationIds.includes(locationId);

/** Creating, changing and deactivating clinicians is the administrators'. */
export const mayAdministerClinicians = (p: Pick<Principal, "role">): boolean => isAdminRole(p.role);

/** This clinician may be deactivated by the person now: an admin, never themselves, and only an active account. */
export const mayDeactivateClinician = (p: Principal, target: { id: string; status: number }): boolean =>
  mayAdministerClinicians(p) && target.id !== p.id && target.status === ClinicianStatus.Active;

/** Crash reports of the organization are read by its administrators. */
export const mayReadCrashReports = (p: Pick<Principal, "role">): boolean => isAdminRole(p.role);
