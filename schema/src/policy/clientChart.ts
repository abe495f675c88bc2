/**
 * Who may do what with a client's chart, by role. Scope comes on top and is the API's: the client must be
 * at one of the caller's locations (administrators: any), else the chart answers 404.
 */
import type { Action } from "../actions";
import { CLINICAL_RECORD_ROLES } from "../access";
import { STAFF_ROLES } from "../roles";
import type { StaffRole } from "../roles";
import type { Principal } from "./principal";

/** Intake, demographics, contacts, labels: the people who register and look after a client's record. */
const RECORD_KEEPERS: readonly StaffRole[] = ["admin", "supervisor", "therapist", "admissions"];
/** Admission, discharge, referral, transfer: admissions staff and the clinical lead. */
const EPISODE_KEEPERS: readonly StaffRole[] = ["admin", "supervisor", "therapist", "admissions"];
/** Level-of-care decisions and diagnoses are clinical judgements of licensed staff. */
const DIAGNOSING: readonly StaffRole[] = ["admin", "supervisor", "therapist", "physician"];

/** Treatment plans are written together by the clinicians of the stay: counsellors, nurses, physicians and their leads. */
const PLAN_AUTHORS: readonly StaffRole[] = ["admin", "supervisor", "therapist", "nurse", "physician"];

/** The chart actions, each with the roles that may do it (the list, the chart header and the group history are decided elsewhere). */
export const CLIENT_CHART_ROLES = {
  "client:create": RECORD_KEEPERS,
  "client:duplicate_check": RECORD_KEEPERS,
  "client:export": STAFF_ROLES,
  "client:print": STAFF_ROLES,
  "client:episodes": STAFF_ROLES,
  "client:admit": EPISODE_KEEPERS,
  "client:readmit": EPISODE_KEEPERS,
  "client:discharge": EPISODE_KEEPERS,
  "client:refer": EPISODE_KEEPERS,
  "client:location_change": EPISODE_KEEPERS,
  "client:primary_therapist": EPISODE_KEEPERS,
  "client:anticipated_discharge": EPISODE_KEEPERS,
  "client:level_of_care_change": DIAGNOSING,
  "client:demographics_read": STAFF_ROLES,
  "client:demographics_update": RECORD_KEEPERS,
  "client:contacts_read": STAFF_ROLES,
  "client:contacts_update": RECORD_KEEPERS,
  "client:care_team_read": STAFF_ROLES,
  "client:care_team_update": ["admin", "supervisor"],
  "client:labels_update": RECORD_KEEPERS,
  // Diagnoses are clinical: admissions staff (minimum necessary) do not read them.
  "client:diagnoses_read": CLINICAL_RECORD_ROLES,
  "client:diagnoses_update": DIAGNOSING,
  "client:documents_read": STAFF_ROLES,
  "client:document_upload": STAFF_ROLES,
  "client:document_download": STAFF_ROLES,
  "client:document_delete": ["admin", "supervisor"],
  "client:photo_update": RECORD_KEEPERS,
  // 42 CFR Part 2: everyone who works with the client reads what may be disclosed; those who keep the
  // record (and the clinical lead) record consents, revocations and disclosures.
  "client:consents_read": STAFF_ROLES,
  "client:consents_update": RECORD_KEEPERS,
  "client:disclose": RECORD_KEEPERS,
  // A disclosure's release packet is the disclosed records themselves: only those who may disclose fetch it
  // (and not under emergency access, which opens the chart for reading only).
  "client:disclosure_packet": RECORD_KEEPERS,
  // Emergency access: any staff member may ask; the location's clinical director (or an admin) decides.
  "client:break_glass_request": STAFF_ROLES,
  "client:break_glass_review": ["admin", "supervisor"],
  // Treatment plans are clinical records: admissions staff do not read them.
  "client:treatment_plans_read": CLINICAL_RECORD_ROLES,
  "client:treatment_plan_start": PLAN_AUTHORS,
  "client:treatment_plan_edit": PLAN_AUTHORS,
  "client:treatment_plan_sign": PLAN_AUTHORS,
  // The clinical lead approves a signed plan or returns it to its author.
  "client:treatment_plan_approve": ["admin", "supervisor"],
  "client:treatment_plan_return": ["admin", "supervisor"],
  "label:list": STAFF_ROLES,
  "label:manage": ["admin"],
  "diagnosis_code:search": STAFF_ROLES,
} as const satisfies Partial<Record<Action, readonly StaffRole[]>>;

export type ClientChartAction = keyof typeof CLIENT_CHART_ROLES;

/** The caller's role allows the chart action (scope is checked against the client by the API). */
export const mayDoChartAction = (p: Pick<Principal, "role">, action: ClientChartAction): boolean =>
  (CLIENT_CHART_ROLES[action] as readonly string[]).includes(p.role);

/**
 * What an emergency (break-glass) grant opens: the chart's reads, never a change. The API enforces it;
 * the web app hides the changes of a chart open this way.
 */
export const CHART_READ_ACTIONS: ReadonlySet<ClientChartAction> = new Set<ClientChartAction>([
  "client:episodes",
  "client:demographics_read",
  "client:contacts_read",
  "client:care_team_read",
  "client:diagnoses_read",
  "client:documents_read",
  "client:document_download",
  "client:consents_read",
  "client:print",
  "client:treatment_plans_read",
]);
