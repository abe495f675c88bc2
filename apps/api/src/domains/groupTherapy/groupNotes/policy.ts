/**
 * Who may do what with a group note: the one vocabulary the routes, the presenter's `permissions`
 * and the note document's access rule all ask. A refusal says why, so that the service answers
 * 404 (the caller may not even know the note exists), 403 (not theirs to do) or 409 (not now).
 */
import type { Action, GroupNoteStatus, SignatureRole } from "@hearth/schema";
import { canReadClinicalAt, isClinicalAt, sessionRoleOf } from "../../../authz/principal";
import type { Principal } from "../../../authz/principal";
import { checkInOpensMessage, isOpen, signingOpensMessage } from "../groupSessions/window";
import type { SessionWindow } from "../groupSessions/window";

/** The actions the note's policy decides, by their audit names (a check-in is logged by how it was made). */
export const GROUP_NOTE_ACTIONS = [
  "group_note:read",
  "group_note:read_content",
  "group_note:edit",
  "group_note:submit",
  "group_note:sign",
  "group_note:approve",
  "group_note:kick_back",
  "group_note:signees",
  "group_note:addendum",
  "group_note:print",
  "group_session:attendance",
  "group_session:roster",
  "group_session:bulk_check_in",
  "group_session:kiosk_open",
  "group_session:self_check_in",
] as const satisfies readonly Action[];
export type GroupNoteAction = (typeof GROUP_NOTE_ACTIONS)[number];

/** What the policy needs to know about a note (built by `loadNotes`). */
export interface NoteView {
  organizationId: string;
  locationId: string;
  status: GroupNoteStatus;
  cancelled: boolean;
  facilitatorId: string;
  coFacilitatorIds: readonly string[];
  signeeIds: readonly string[];
  submittedBy: string | null;
  /** Valid (not voided) signatures of the current revision. */
  signatures: readonly { signerId: string; role: SignatureRole }[];
  /** When check-in and signing open for the session (the organization's setting applied). */
  window: SessionWindow;
  /** The moment the view was loaded: the time rules judge it, so one decision reads the clock once. */
  asOf: Date;
}

export interface Denial {
  code: "not_found" | "forbidden" | "conflict";
  message: string;
  /** An approval refused for missing co-signatures: whose. The service names them (`waitingMessage`). */
  waitingFor?: readonly PendingSignature[];
}

/** A signature the current revision still needs before a supervisor may approve it. */
export interface PendingSignature {
  userId: string;
  role: SignatureRole;
}

export const FINAL_MESSAGE = "This note is approved and can no longer change; add an addendum instead";
const SUBMITTED_MESSAGE = "This note is submitted and read-only until a supervisor returns it for revision";
const CANCELLED_MESSAGE = "This session was cancelled; its note can no longer change";

const forbidden = (message: string): Denial => ({ code: "forbidden", message });
const conflict = (message: string): Denial => ({ code: "conflict", message });

/** A supervisor assigned to the note's location. */
const supervisesHere = (ctx: Principal, note: NoteView) =>
  ctx.role === "supervisor" && isClinicalAt(ctx, note.locationId);

/** Changes to the note's draft (its text, attendance, check-in): refused once it is submitted or cancelled. */
function draftOnly(note: NoteView): Denial | null {
  if (note.status === "approved") return conflict(FINAL_MESSAGE);
  if (note.cancelled) return conflict(CANCELLED_MESSAGE);
  if (note.status === "submitted") return conflict(SUBMITTED_MESSAGE);
  return null;
}

/**
 * The role in which the caller would co-sign the current revision, or null when they have no
 * signature to give (not a co-facilitator or additional signee, or signed already).
 */
export function pendingSignRole(userId: string, note: NoteView): SignatureRole | null {
  const signed = (role: SignatureRole) => note.signatures.some((s) => s.signerId === userId && s.role === role);
  if (note.coFacilitatorIds.includes(userId) && !signed("co_facilitator")) return "co_facilitator";
  if (note.signeeIds.includes(userId) && !signed("additional_signee")) return "additional_signee";
  return null;
}

/** Every co-facilitator and additional signee who has not signed the current revision, co-facilitators first. */
export function pendingSignatures(note: NoteView): PendingSignature[] {
  const required: PendingSignature[] = [
    ...note.coFacilitatorIds.map((userId) => ({ userId, role: "co_facilitator" as const })),
    ...note.signeeIds.map((userId) => ({ userId, role: "additional_signee" as const })),
  ];
  return required.filter(({ userId, role }) => !note.signatures.some((s) => s.signerId === userId && s.role === role));
}

const SIGNER_ROLE_NAMES: Partial<Record<SignatureRole, string>> = {
  co_facilitator: "co-facilitator",
  additional_signee: "additional signee",
};

/**
 * "Waiting for the signature of Bailey Nguyen (co-facilitator)"; several people joined readably
 * ("… of Bailey Nguyen (co-facilitator) and Sam Ortiz (additional signee)"), one person once.
 */
export function waitingMessage(pending: readonly PendingSignature[], nameOf: (userId: string) => string): string {
  const roles = new Map<string, string[]>();
  for (const { userId, role } of pending)
    roles.set(userId, [...(roles.get(userId) ?? []), SIGNER_ROLE_NAMES[role] ?? role]);
  const people = [...roles].map(([userId, names]) => `${nameOf(userId)} (${names.join(", ")})`);
  const list = new Intl.ListFormat("en", { style: "long", type: "conjunction" }).format(people);
  return `Waiting for the signature${people.length > 1 ? "s" : ""} of ${list}`;
}

/** Why the caller may not do `action` with this note, by who they are and where the note stands (time aside). */
function standingDenial(ctx: Principal, action: GroupNoteAction, note: NoteView): Denial | null {
  if (ctx.organizationId !== note.organizationId || !canReadClinicalAt(ctx, note.locationId))
    return { code: "not_found", message: "Group note not found" };
  const clinical = isClinicalAt(ctx, note.locationId);
  const sessionRole = clinical ? sessionRoleOf(ctx.user.id, note) : null;
  switch (action) {
    case "group_note:read":
    case "group_note:read_content":
      return null;
    case "group_note:print":
      return note.status === "draft" ? conflict("Only submitted and approved notes print") : null;
    case "group_note:edit":
      return sessionRole
        ? draftOnly(note)
        : forbidden("Only the session's facilitator and co-facilitators write this note");
    case "group_note:submit":
      if (sessionRole !== "facilitator") return forbidden("Only the session's facilitator submits its note");
      return note.status === "submitted" ? conflict("This note is already submitted") : draftOnly(note);
    case "group_note:sign": {
      const involved =
        clinical && (note.coFacilitatorIds.includes(ctx.user.id) || note.signeeIds.includes(ctx.user.id));
      if (!involved) return forbidden("Only co-facilitators and additional signees co-sign this note");
      if (note.status === "draft") return conflict("This note is not submitted yet");
      return pendingSignRole(ctx.user.id, note) ? null : conflict("You already signed this revision");
    }
    case "group_note:approve":
    case "group_note:kick_back": {
      if (!supervisesHere(ctx, note)) return forbidden("Only a supervisor of the location approves or returns notes");
      if (note.submittedBy === ctx.user.id)
        return forbidden(
          action === "group_note:approve"
            ? "You cannot approve a note you submitted"
            : "You cannot return a note you submitted",
        );
      if (note.status === "approved") return conflict("This note is already approved");
      if (note.status !== "submitted") return conflict("This note is not submitted");
      // Approval seals the note for good, so it waits for every co-signature; returning it for
      // revision voids the signatures anyway, so a supervisor may send it back at any time.
      const waiting = action === "group_note:approve" ? pendingSignatures(note) : [];
      return waiting.length > 0
        ? { code: "conflict", message: waitingMessage(waiting, () => "a co-signer"), waitingFor: waiting }
        : null;
    }
    case "group_note:signees":
      if (sessionRole !== "facilitator" && !supervisesHere(ctx, note))
        return forbidden("Only the facilitator or a supervisor of the location chooses additional signees");
      if (note.status === "approved") return conflict(FINAL_MESSAGE);
      return note.cancelled ? conflict(CANCELLED_MESSAGE) : null;
    case "group_note:addendum": {
      const involved =
        clinical && (sessionRole !== null || note.signeeIds.includes(ctx.user.id) || supervisesHere(ctx, note));
      if (!involved)
        return forbidden("Only the note's facilitators, signees and the location's supervisors add addenda");
      return note.status === "approved"
        ? null
        : conflict("Addenda are added to approved notes; this one can still be revised");
    }
    case "group_session:attendance":
    case "group_session:roster":
      if (!sessionRole && !supervisesHere(ctx, note))
        return forbidden("Only the facilitators and the location's supervisors change the roster and attendance");
      return draftOnly(note);
    case "group_session:bulk_check_in":
    case "group_session:kiosk_open":
    case "group_session:self_check_in":
      return clinical ? draftOnly(note) : forbidden("Only clinical staff of the location check clients in");
  }
}

/**
 * A session is documented once it has happened: check-in, attendance marks and the note's text
 * open when check-in opens (the organization's minutes before the start), signing at the start.
 * The roster, signees and addenda have no time rule; nothing closes later (a late entry is marked).
 */
function notYet(action: GroupNoteAction, note: NoteView): Denial | null {
  switch (action) {
    case "group_session:bulk_check_in":
    case "group_session:kiosk_open":
    case "group_session:self_check_in":
      return isOpen(note.window, "check_in", note.asOf) ? null : conflict(checkInOpensMessage(note.window));
    case "group_session:attendance":
      return isOpen(note.window, "check_in", note.asOf)
        ? null
        : conflict(`Attendance is marked once check-in opens. ${checkInOpensMessage(note.window)}`);
    case "group_note:edit":
      return isOpen(note.window, "check_in", note.asOf)
        ? null
        : conflict(`The note is written once check-in opens. ${checkInOpensMessage(note.window)}`);
    case "group_note:submit":
    case "group_note:sign":
    case "group_note:approve":
      return isOpen(note.window, "signing", note.asOf) ? null : conflict(signingOpensMessage(note.window));
    case "group_note:read":
    case "group_note:read_content":
    case "group_note:print":
    case "group_note:kick_back":
    case "group_note:signees":
    case "group_note:addendum":
    case "group_session:roster":
      return null;
  }
}

/** Why the caller may not do `action` with this note now, or null when they may: who and what first (403, 409), then when. */
export function denial(ctx: Principal, action: GroupNoteAction, note: NoteView): Denial | null {
  return standingDenial(ctx, action, note) ?? notYet(action, note);
}

export const can = (ctx: Principal, action: GroupNoteAction, note: NoteView): boolean =>
  denial(ctx, action, note) === null;
