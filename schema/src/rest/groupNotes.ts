/** REST contract of the co-authored group note: submitting, signatures, approvals, addenda, prints and a client's copy. */
import { z } from "zod";
import { PAGE_SIZE } from "../constants";
import { pin } from "./auth";
import { id, paging } from "./common";
import { calendarDate } from "./groupSessions";
import type { GroupNoteStatus, SignatureMethod, SignatureRole } from "../groupNotes";
import type { ClientCopyNarrativeMode } from "../disclosure";
import type { AttendanceEntry, ClinicianRef, GroupSession } from "./groupSessions";

/** Password or PIN re-entry that signs an action; exactly one of them. */
export const SignatureCredential = z
  .object({ password: z.string().min(1).max(200).optional(), pin: pin.optional() })
  .refine((v) => (v.password === undefined) !== (v.pin === undefined), {
    message: "enter either your password or your PIN",
  });

export type SignatureCredential = z.output<typeof SignatureCredential>;

export const SubmitGroupNoteBody = z.intersection(
  SignatureCredential,
  z.object({
    /** Base64 Yjs state vector of the submitter's copy: the API refuses (409) until storage covers it. */
    seenStateVector: z.base64().max(100_000).optional(),
  }),
);

export const SignGroupNoteBody = SignatureCredential;

export const ApproveGroupNotesBody = z.intersection(
  SignatureCredential,
  z.object({ noteIds: z.array(id).min(1).max(100) }),
);

export const KickBackGroupNotesBody = z.object({
  noteIds: z.array(id).min(1).max(100),
  comment: z.string().trim().min(1, { message: "tell the author what to revise" }).max(2000),
});

export const GroupNoteSigneesBody = z.object({ userIds: z.array(id).min(1).max(20) });

export const GroupNoteAddendumBody = z.intersection(
  SignatureCredential,
  z.object({ text: z.string().trim().min(1, { message: "is required" }).max(20_000) }),
);

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
  .object({
    sessionId: id.optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    groupId: id.optional(),
  })
  .refine((q) => q.sessionId !== undefined || (q.from !== undefined && q.to !== undefined), {
    message: "give a sessionId, or from and to",
  })
  .refine((q) => !q.from || !q.to || (q.from <= q.to && (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 31), {
    message: "must be on or after from, at most 31 days later",
    path: ["to"],
  });

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
