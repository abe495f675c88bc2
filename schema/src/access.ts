/**
 * Which roles may open each area of the staff app. The side navigation offers exactly these, the
 * web app's page guards show "Access denied" to everyone else, and the API's rules for the same
 * data agree with them (the server still decides every call on its own).
 *
 * Admissions staff work with pre-admission and admission data: the client list and a chart's
 * demographics, never clinical notes (group notes, the shift handoff, approvals).
 */
import { CLINICAL_ROLES } from "./groupNotes";
import { STAFF_ROLES } from "./roles";
import type { Role, StaffRole } from "./roles";

/** Clinical staff and administrators (audit): who reads clinical notes of their locations. */
export const CLINICAL_RECORD_ROLES: readonly StaffRole[] = ["admin", ...CLINICAL_ROLES];
const MEDICAL: readonly StaffRole[] = ["admin", "supervisor", "nurse", "physician"];
const SALES: readonly StaffRole[] = ["admin", "supervisor", "admissions"];

export const AREA_ROLES = {
  dashboard: STAFF_ROLES,
  clients: STAFF_ROLES,
  leads: SALES,
  groupNotes: CLINICAL_RECORD_ROLES,
  approvals: ["admin", "supervisor"],
  medications: MEDICAL,
  appointments: STAFF_ROLES,
  events: STAFF_ROLES,
  timeEntries: STAFF_ROLES,
  incidents: STAFF_ROLES,
  forms: STAFF_ROLES,
  emailHub: SALES,
  handoff: CLINICAL_RECORD_ROLES,
  board: STAFF_ROLES,
  notifications: STAFF_ROLES,
  tasks: STAFF_ROLES,
  messages: STAFF_ROLES,
  clinicians: STAFF_ROLES,
  settings: ["admin"],
  activityLog: ["admin"],
  crashReports: ["admin"],
  treatmentPlans: CLINICAL_RECORD_ROLES,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Area = keyof typeof AREA_ROLES;

export const mayOpenArea = (role: Role, area: Area): boolean => (AREA_ROLES[area] as readonly Role[]).includes(role);

/** Whether the role reads clinical notes at all (in its locations): group notes, the handoff board, a chart's clinical tabs. */
export const readsClinicalRecord = (role: Role): boolean => (CLINICAL_RECORD_ROLES as readonly Role[]).includes(role);
