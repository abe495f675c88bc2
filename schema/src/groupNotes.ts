/** Group therapy: sessions, attendance and the co-authored note, named once for every app. */

/** draft → submitted → approved; a kick-back returns a submitted note to draft. */
export const GROUP_NOTE_STATUSES = ["draft", "submitted", "approved"] as const;
export type GroupNoteStatus = (typeof GROUP_NOTE_STATUSES)[number];

/** What happened to a note, carried by the `groupNote.changed` event. */
export const GROUP_NOTE_CHANGES = [
  "created",
  "session_updated",
  "roster",
  "attendance",
  "submitted",
  "signed",
  "approved",
  "kicked_back",
  "signees",
  "addendum",
] as const;
export type GroupNoteChange = (typeof GROUP_NOTE_CHANGES)[number];

/** Attendance of one client at one session; `null` on the wire means not marked yet. */
export const ATTENDANCE_STATUSES = ["present", "late", "left_early", "absent", "excused"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
/** Clients with these statuses attended and get an individual note; the others get none. */
export const ATTENDED_STATUSES: readonly AttendanceStatus[] = ["present", "late", "left_early"];
export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  present: "Present",
  late: "Late",
  left_early: "Left early",
  absent: "Absent",
  excused: "Excused",
};
export const attended = (status: AttendanceStatus | null): boolean =>
  status !== null && ATTENDED_STATUSES.includes(status);

export const CHECK_IN_METHODS = ["staff", "bulk", "self"] as const;
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number];
/** A check-in this many minutes after the session start counts as late. */
export const LATE_CHECK_IN_GRACE_MINUTES = 10;

export const SIGNATURE_ROLES = ["facilitator", "co_facilitator", "additional_signee", "supervisor"] as const;
export type SignatureRole = (typeof SIGNATURE_ROLES)[number];
export const SIGNATURE_METHODS = ["password", "pin"] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** A note submitted this long after its session ended is flagged as a late entry. */
export const GROUP_NOTE_LATE_AFTER_HOURS = 24;

/** Where a session came from: the group's weekly schedule, or created by hand. */
export const SESSION_ORIGINS = ["schedule", "ad_hoc"] as const;
export type SessionOrigin = (typeof SESSION_ORIGINS)[number];

/** Template sections the server writes into a new note (each a heading with an empty paragraph). */
export const NARRATIVE_SECTIONS = ["Topic and interventions", "Group process", "Plan"] as const;
export const CLIENT_NOTE_SECTIONS = ["Participation", "Response", "Progress", "Plan"] as const;

/** Roles that may facilitate a group or be an additional signee. */
export const CLINICAL_ROLES = ["supervisor", "therapist", "nurse", "physician", "bht"] as const;
export type ClinicalRole = (typeof CLINICAL_ROLES)[number];

/** 0 = Sunday … 6 = Saturday, as JavaScript's Date and dayjs count them. */
export const WEEKDAY_LABELS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
