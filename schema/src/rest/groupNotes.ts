/**
 * REST contract of group therapy: programs, rooms, groups, sessions, attendance and check-in,
 * and the co-authored group note with its signatures, approvals and addenda.
 */
import { z } from "zod";
import { PAGE_SIZE } from "../constants";
import { ATTENDANCE_STATUSES, GROUP_NOTE_STATUSES } from "../groupNotes";
import type { AttendanceStatus, CheckInMethod, GroupNoteStatus, SessionOrigin, SignatureMethod, SignatureRole } from "../groupNotes";
import type { ClientCopyNarrativeMode } from "../disclosure";
import type { StaffRole } from "../roles";
import { pin } from "./auth";
import { id, listParam, paging } from "./common";
import type { LocationRef } from "./common";

// ---------------------------------------------------------------------------------------------
// Field rules
// ---------------------------------------------------------------------------------------------

/** A wall-clock time, 24-hour `HH:mm` (§9). */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "must be a time as HH:mm" });

/** A calendar date `YYYY-MM-DD` (§9 SQL format) that exists. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date as YYYY-MM-DD" })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, { message: "is not a calendar date" });

const boolParam = z.enum(["true", "false"]).transform((v) => v === "true");
const name = z.string().trim().min(1, { message: "is required" }).max(120);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const ScheduleSlot = z
  .object({ weekday: z.number().int().min(0).max(6), startTime: timeOfDay, endTime: timeOfDay })
  .refine((s) => s.endTime > s.startTime, { message: "must end after it starts", path: ["endTime"] });
export type ScheduleSlot = z.output<typeof ScheduleSlot>;

/** Password or PIN re-entry that signs an action; exactly one of them. */
export const SignatureCredential = z
  .object({ password: z.string().min(1).max(200).optional(), pin: pin.optional() })
  .refine((v) => (v.password === undefined) !== (v.pin === undefined), { message: "enter either your password or your PIN" });
export type SignatureCredential = z.output<typeof SignatureCredential>;

/** HCPCS/CPT-style service code, e.g. H0005 or 90853. */
export const serviceCode = z.string().trim().toUpperCase().regex(/^[A-Z0-9]{4,7}$/, { message: "must be 4 to 7 letters or digits, e.g. H0005" });

// ---------------------------------------------------------------------------------------------
// Bodies and queries
// ---------------------------------------------------------------------------------------------

export const ProgramBody = z.object({ name, locationId: id.nullable().optional(), levelOfCare: optionalText(20), active: z.boolean().optional() });
export const ProgramUpdateBody = ProgramBody.partial().refine((v) => Object.keys(v).length > 0, { message: "nothing to update" });
export const ProgramListQuery = z.object({ locationId: id.optional(), active: boolParam.optional() });

export const RoomBody = z.object({ locationId: id, name, capacity: z.number().int().min(1).max(500).nullable().optional() });
export const RoomListQuery = z.object({ locationId: id.optional() });

const groupFields = {
  name,
  description: optionalText(2000),
  programId: id,
  locationId: id,
  roomId: id.nullable().optional(),
  serviceCode: serviceCode.nullable().optional(),
  facilitatorIds: z.array(id).min(1, { message: "at least one facilitator is required" }).max(10),
  rosterClientIds: z.array(id).max(200).optional(),
  schedule: z.array(ScheduleSlot).max(21).optional(),
  active: z.boolean().optional(),
};
export const GroupBody = z.object(groupFields);
/** Everything but the location can change; a group never moves to another location. */
export const GroupUpdateBody = z
  .object(groupFields)
  .omit({ locationId: true })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "nothing to update" });
export const GroupListQuery = z.object({
  locationId: id.optional(),
  programId: id.optional(),
  facilitatorId: id.optional(),
  active: boolParam.optional(),
  searchQuery: z.string().trim().max(100).optional(),
  ...paging(PAGE_SIZE.groups),
});

export const GroupSessionListQuery = z
  .object({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    groupId: id.optional(),
    facilitatorId: id.optional(),
    locationId: id.optional(),
    /** Note status; several allowed. */
    status: listParam(z.enum(GROUP_NOTE_STATUSES)),
    includeCancelled: boolParam.optional(),
    ...paging(PAGE_SIZE.groupSessions),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "must not be before from", path: ["to"] });

export const GroupSessionBody = z
  .object({
    groupId: id,
    date: calendarDate,
    startTime: timeOfDay,
    endTime: timeOfDay,
    topic: optionalText(300),
    /** Defaults to the caller when they facilitate the group, else the group's first facilitator. */
    facilitatorId: id.optional(),
    coFacilitatorIds: z.array(id).max(10).optional(),
    /** Defaults to the group's room. */
    roomId: id.nullable().optional(),
  })
  .refine((s) => s.endTime > s.startTime, { message: "must be after the start time", path: ["endTime"] });

export const GroupSessionUpdateBody = z
  .object({
    topic: optionalText(300),
    startTime: timeOfDay,
    endTime: timeOfDay,
    facilitatorId: id,
    coFacilitatorIds: z.array(id).max(10),
    roomId: id.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "nothing to update" });

/** Sessions from the groups' weekly schedules for a range of at most 31 days. */
export const GenerateSessionsBody = z
  .object({ from: calendarDate, to: calendarDate, groupId: id.optional(), locationId: id.optional() })
  .refine((b) => b.from <= b.to, { message: "must not be before from", path: ["to"] })
  .refine((b) => (Date.parse(b.to) - Date.parse(b.from)) / 86_400_000 <= 31, { message: "the range may span at most 31 days", path: ["to"] });

export const CancelSessionBody = z.object({ reason: z.string().trim().min(1, { message: "is required" }).max(500) });
export const RosterAddBody = z.object({ clientId: id });
export const AttendanceBody = z.object({
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  /** Defaults from the status: the session's length when present, 0 when absent or excused. */
  minutesAttended: z.number().int().min(0).max(1440).nullable().optional(),
});
export const BulkCheckInBody = z.object({ clientIds: z.array(id).min(1, { message: "choose at least one client" }).max(200) });
export const KioskStartBody = z.object({
  /** Clears this browser's sign-in cookies, so the tablet shows nothing but the check-in screen. */
  signOutHere: z.boolean().optional(),
});
export const KioskCheckInBody = z.object({ entryId: id, dateOfBirth: calendarDate });

export const SubmitGroupNoteBody = z.intersection(
  SignatureCredential,
  z.object({
    /** Base64 Yjs state vector of the submitter's copy: the API refuses (409) until storage covers it. */
    seenStateVector: z.base64().max(100_000).optional(),
  }),
);
export const SignGroupNoteBody = SignatureCredential;
export const ApproveGroupNotesBody = z.intersection(SignatureCredential, z.object({ noteIds: z.array(id).min(1).max(100) }));
export const KickBackGroupNotesBody = z.object({
  noteIds: z.array(id).min(1).max(100),
  comment: z.string().trim().min(1, { message: "tell the author what to revise" }).max(2000),
});
export const GroupNoteSigneesBody = z.object({ userIds: z.array(id).min(1).max(20) });
export const GroupNoteAddendumBody = z.intersection(SignatureCredential, z.object({ text: z.string().trim().min(1, { message: "is required" }).max(20_000) }));

/** The approvals queue's readiness filter: every required signature in (and not the caller's own), or still waiting for co-signers. */
export const APPROVAL_READINESS = ["ready", "waiting"] as const;
export type ApprovalReadiness = (typeof APPROVAL_READINESS)[number];

export const ApprovalQueueQuery = z
  .object({
    readiness: z.enum(APPROVAL_READINESS, { message: `must be one of ${APPROVAL_READINESS.join(", ")}` }).optional(),
    locationId: id.optional(),
    clinicianId: id.optional(),
    groupId: id.optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    ...paging(PAGE_SIZE.approvals),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "must not be before from", path: ["to"] });

export const GroupNoteContentQuery = z.object({ clientId: id.optional() });
export const GroupNoteClientCopyQuery = z.object({ clientId: id });

/** One session, or the signed notes of a date range (optionally one group), at most 31 days. */
export const GroupNotePrintQuery = z
  .object({ sessionId: id.optional(), from: calendarDate.optional(), to: calendarDate.optional(), groupId: id.optional() })
  .refine((q) => q.sessionId !== undefined || (q.from !== undefined && q.to !== undefined), { message: "give a sessionId, or from and to" })
  .refine((q) => !q.from || !q.to || (q.from <= q.to && (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 31), {
    message: "must be on or after from, at most 31 days later",
    path: ["to"],
  });

export const ClientListQuery = z.object({ searchQuery: z.string().trim().max(100).optional(), locationId: id.optional(), ...paging(PAGE_SIZE.clients) });
export const ClientGroupNotesQuery = z.object({ ...paging(PAGE_SIZE.groupSessions) });

// ---------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------

export interface ClinicianRef {
  id: string;
  fullname: string;
  role: StaffRole;
}
export interface ClientRef {
  id: string;
  mrNo: string;
  firstName: string;
  lastName: string;
  fullname: string;
  /** YYYY-MM-DD: with the MR number, what tells namesakes apart (schema/src/clientIdentity.ts). */
  dateOfBirth: string;
}
export interface RoomRef {
  id: string;
  name: string;
}

export interface Program {
  id: string;
  name: string;
  locationId: string | null;
  levelOfCare: string | null;
  active: boolean;
}
export interface Room {
  id: string;
  locationId: string;
  name: string;
  capacity: number | null;
  active: boolean;
}
export interface Group {
  id: string;
  name: string;
  description: string | null;
  program: { id: string; name: string };
  location: LocationRef;
  room: RoomRef | null;
  serviceCode: string | null;
  facilitators: ClinicianRef[];
  roster: ClientRef[];
  schedule: ScheduleSlot[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AttendanceCounts {
  roster: number;
  attended: number;
  absent: number;
  unmarked: number;
}
export interface GroupSession {
  id: string;
  groupId: string;
  groupName: string;
  programName: string;
  serviceCode: string | null;
  location: LocationRef;
  room: RoomRef | null;
  /** YYYY-MM-DD, HH:mm and HH:mm in the server time zone. */
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  topic: string | null;
  facilitator: ClinicianRef;
  coFacilitators: ClinicianRef[];
  origin: SessionOrigin;
  cancelledAt: string | null;
  cancelReason: string | null;
  noteId: string;
  noteStatus: GroupNoteStatus;
  /** The note is a late entry (see `GroupNote.late`). */
  late: boolean;
  attendance: AttendanceCounts;
  /** Check-in, attendance and writing the note open here: the organization's minutes before the start. */
  checkInOpensAt: string;
  /** Submitting, co-signing and approving open here: the start. */
  signingOpensAt: string;
}

/** One client on a session's roster (a "group client note"). */
export interface AttendanceEntry {
  id: string;
  client: ClientRef;
  status: AttendanceStatus | null;
  minutesAttended: number | null;
  checkedInAt: string | null;
  checkInMethod: CheckInMethod | null;
  /** The Lexical root of this client's individual note in the note's document. */
  rootName: string;
  updatedAt: string;
}

export interface GroupNoteSignature {
  id: string;
  signer: ClinicianRef;
  role: SignatureRole;
  method: SignatureMethod;
  revision: number;
  contentHash: string;
  signedAt: string;
  voidedAt: string | null;
  voidReason: string | null;
}
export interface GroupNoteAddendum {
  id: string;
  author: ClinicianRef;
  text: string;
  html: string;
  contentHash: string;
  method: SignatureMethod;
  signedAt: string;
}
export interface GroupNoteStatusChange {
  id: number;
  from: GroupNoteStatus | null;
  to: GroupNoteStatus;
  actor: ClinicianRef | null;
  comment: string | null;
  at: string;
}
/** What the caller may do with this note now; the server decided, the UI only shows. */
export interface GroupNotePermissions {
  edit: boolean;
  manageAttendance: boolean;
  /** Adding and removing clients: no time rule, unlike attendance marks. */
  manageRoster: boolean;
  checkIn: boolean;
  submit: boolean;
  sign: boolean;
  approve: boolean;
  /** Why `approve` is false, in the server's words ("Waiting for the signature of …"); null when it is true. */
  approveBlockedReason: string | null;
  kickBack: boolean;
  manageSignees: boolean;
  addAddendum: boolean;
  print: boolean;
}
export interface PendingSigner {
  user: ClinicianRef;
  role: SignatureRole;
}
export interface GroupNote {
  id: string;
  documentName: string;
  narrativeRoot: string;
  status: GroupNoteStatus;
  revision: number;
  session: GroupSession;
  attendance: AttendanceEntry[];
  additionalSignees: ClinicianRef[];
  signatures: GroupNoteSignature[];
  /** Co-facilitators and additional signees who have not signed the current revision. */
  pendingSigners: PendingSigner[];
  submittedAt: string | null;
  submittedBy: ClinicianRef | null;
  approvedAt: string | null;
  approvedBy: ClinicianRef | null;
  kickBack: { at: string; by: ClinicianRef; comment: string } | null;
  contentHash: string | null;
  /** Submitted more than GROUP_NOTE_LATE_AFTER_HOURS after the session ended (or still a draft past it). */
  late: boolean;
  addendums: GroupNoteAddendum[];
  history: GroupNoteStatusChange[];
  permissions: GroupNotePermissions;
}

export interface RenderedContent {
  /** Serialized Lexical editor state. */
  json: unknown;
  html: string;
  text: string;
  empty: boolean;
}
export interface GroupNoteClientContent {
  entry: AttendanceEntry;
  content: RenderedContent;
}
/** The note's text: the signed snapshot once submitted (`sealed`), else rendered from the live document's stored state. */
export interface GroupNoteContent {
  noteId: string;
  status: GroupNoteStatus;
  sealed: boolean;
  contentHash: string | null;
  narrative: RenderedContent;
  /** Attending clients only (absent and excused clients get no note). */
  clients: GroupNoteClientContent[];
}
/** The top of every printed page: whose record, where, and who printed it when (the time of the audited print). */
export interface PrintHeader {
  organizationName: string;
  locationName: string;
  printedAt: string;
  printedBy: string;
}
export interface GroupNotePrint {
  note: GroupNote;
  content: GroupNoteContent;
  header: PrintHeader;
}
/**
 * One client's copy of a signed group note, for printing or export: that client's attendance and
 * individual note, the narrative as the organization's setting says, the note's signatures, and
 * the Part 2 redisclosure notice. Nothing in it names another client.
 */
export interface GroupNoteClientCopy {
  header: PrintHeader;
  noteId: string;
  status: GroupNoteStatus;
  late: boolean;
  /** The hash of the whole signed note (a redacted copy shows less than it covers). */
  contentHash: string | null;
  session: GroupSession;
  entry: AttendanceEntry;
  /** The client's own note; null when they did not attend. */
  content: RenderedContent | null;
  narrativeMode: ClientCopyNarrativeMode;
  /** Null when omitted, or when the client did not attend (the narrative is the attendees'). */
  narrative: RenderedContent | null;
  signatures: GroupNoteSignature[];
  /** Addenda: as written with a full narrative, redacted like it, none when it is omitted. */
  addendums: GroupNoteAddendum[];
  /** Addenda left out of this copy. */
  withheldAddendums: number;
  redisclosureNotice: string;
}

/** Outcome of one note of a bulk approve or kick-back. */
export interface GroupNoteActionResult {
  noteId: string;
  ok: boolean;
  error: { code: string; message: string } | null;
  note: GroupNote | null;
}
export interface GenerateSessionsResult {
  created: number;
  sessions: GroupSession[];
}

export interface KioskStart {
  token: string;
  expiresAt: string;
  sessionId: string;
  groupId: string;
}
export interface KioskEntry {
  id: string;
  /** First name and last initial only, e.g. "Maria G.". */
  displayName: string;
  checkedIn: boolean;
}
export interface KioskSession {
  sessionId: string;
  groupName: string;
  date: string;
  startTime: string;
  endTime: string;
  entries: KioskEntry[];
}
export interface KioskCheckInResult {
  displayName: string;
  checkedInAt: string;
  status: AttendanceStatus;
}

export interface ClientSummary {
  id: string;
  mrNo: string;
  firstName: string;
  lastName: string;
  fullname: string;
  dateOfBirth: string;
  gender: string;
  levelOfCare: string;
  location: LocationRef;
  admissionDate: string | null;
  primaryTherapist: ClinicianRef | null;
}
export interface ClientGroupNoteRow {
  noteId: string;
  sessionId: string;
  date: string;
  startTime: string;
  endTime: string;
  groupName: string;
  facilitator: ClinicianRef;
  attendanceStatus: AttendanceStatus | null;
  minutesAttended: number | null;
  noteStatus: GroupNoteStatus;
  late: boolean;
}
export interface ClientGroupSchedule {
  groups: { id: string; name: string; programName: string; room: RoomRef | null; facilitators: ClinicianRef[]; schedule: ScheduleSlot[] }[];
  upcoming: GroupSession[];
}
