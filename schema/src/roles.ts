/** Staff roles of the clinician app; `client` is the portal user. */
export const STAFF_ROLES = ["admin", "supervisor", "therapist", "nurse", "physician", "bht", "admissions"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLES = [...STAFF_ROLES, "client"] as const;
export type Role = (typeof ROLES)[number];

/** Value of the CUSTOMER_TYPE cookie (§3): staff of a provider, or a portal client. */
export type CustomerType = "staff" | "client";
export const customerTypeOf = (role: Role): CustomerType => (role === "client" ? "client" : "staff");
/** Portal users (role client) see only their own record; everybody else is staff. */
export const isPortalRole = (role: Role): boolean => role === "client";

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  supervisor: "Clinical director",
  therapist: "Therapist",
  nurse: "Nurse",
  physician: "Physician",
  bht: "Behavioural health technician",
  admissions: "Admissions",
  client: "Client",
};

/** Clinician status values of the clinician filter (§3: default Active, value 1). */
export const ClinicianStatus = { Active: 1, Inactive: 2, Invited: 3 } as const;
export type ClinicianStatusValue = (typeof ClinicianStatus)[keyof typeof ClinicianStatus];
export const CLINICIAN_STATUS_LABELS: Record<ClinicianStatusValue, string> = {
  1: "Active",
  2: "Inactive",
  3: "Invited",
};

/** Lead lifecycle options (§3). */
export const LeadLifecycle = {
  Working: 1,
  QualifiedLead: 11,
  PreAdmission: 5,
  IntakeDate: 12,
  WaitingList: 13,
} as const;
export type LeadLifecycleValue = (typeof LeadLifecycle)[keyof typeof LeadLifecycle];
