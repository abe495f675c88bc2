/**
 * Who may do what with a group note: the one vocabulary the routes, the presenter's `permissions`
 * and the note document's access rule all ask. A refusal says why, so that the service answers
 * 404 (the caller may not even know the note exists), 403 (not theirs to do) or 409 (not now).
 */
import type { GroupNoteStatus, SignatureRole } from "@hearth/schema";
import { canReadClinicalAt, isClinicalAt, sessionRoleOf } from "../groupSessions/access";
import type { Principal } from "../groupSessions/access";

export const GROUP_NOTE_ACTIONS = [
  "read",
  "edit",
  "submit",
  "sign",
  "approve",
  "kick_back",
  "manage_signees",
  "add_addendum",
  "print",
  "manage_attendance",
  "check_in",
] as const;
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
}

export interface Denial {
  code: "not_found" | "forbidden" | "conflict";
  message: string;
}

export const FINAL_MESSAGE = "This note is approved and can no longer change; add an addendum instead";
const SUBMITTED_MESSAGE = "This note is submitted and read-only until a supervisor returns it for revision";
const CANCELLED_MESSAGE = "This session was cancelled; its note can no longer change";

const forbidden = (message: string): Denial => ({ code: "forbidden", message });
const conflict = (message: string): Denial => ({ code: "conflict", message });

/** A supervisor assigned to the note's location. */
const supervisesHere = (ctx: Principal, note: NoteView) => ctx.role === "supervisor" && isClinicalAt(ctx, note.locationId);

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

/** Why the caller may not do `action` with this note now, or null when they may. */
export function denial(ctx: Principal, action: GroupNoteAction, note: NoteView): Denial | null {
  if (ctx.organizationId !== note.organizationId || !canReadClinicalAt(ctx, note.locationId)) return { code: "not_found", message: "Group note not found" };
  const clinical = isClinicalAt(ctx, note.locationId);
  const sessionRole = clinical ? sessionRoleOf(ctx.user.id, note) : null;
  switch (action) {
    case "read":
      return null;
    case "print":
      return note.status === "draft" ? conflict("Only submitted and approved notes print") : null;
    case "edit":
      return sessionRole ? draftOnly(note) : forbidden("Only the session's facilitator and co-facilitators write this note");
    case "submit":
      if (sessionRole !== "facilitator") return forbidden("Only the session's facilitator submits its note");
      return note.status === "submitted" ? conflict("This note is already submitted") : draftOnly(note);
    case "sign": {
      const involved = clinical && (note.coFacilitatorIds.includes(ctx.user.id) || note.signeeIds.includes(ctx.user.id));
      if (!involved) return forbidden("Only co-facilitators and additional signees co-sign this note");
      if (note.status === "draft") return conflict("This note is not submitted yet");
      return pendingSignRole(ctx.user.id, note) ? null : conflict("You already signed this revision");
    }
    case "approve":
    case "kick_back":
      if (!supervisesHere(ctx, note)) return forbidden("Only a supervisor of the location approves or returns notes");
      if (note.submittedBy === ctx.user.id) return forbidden(action === "approve" ? "You cannot approve a note you submitted" : "You cannot return a note you submitted");
      if (note.status === "approved") return conflict("This note is already approved");
      return note.status === "submitted" ? null : conflict("This note is not submitted");
    case "manage_signees":
      if (sessionRole !== "facilitator" && !supervisesHere(ctx, note)) return forbidden("Only the facilitator or a supervisor of the location chooses additional signees");
      if (note.status === "approved") return conflict(FINAL_MESSAGE);
      return note.cancelled ? conflict(CANCELLED_MESSAGE) : null;
    case "add_addendum": {
      const involved = clinical && (sessionRole !== null || note.signeeIds.includes(ctx.user.id) || supervisesHere(ctx, note));
      if (!involved) return forbidden("Only the note's facilitators, signees and the location's supervisors add addenda");
      return note.status === "approved" ? null : conflict("Addenda are added to approved notes; this one can still be revised");
    }
    case "manage_attendance":
      if (!sessionRole && !supervisesHere(ctx, note)) return forbidden("Only the facilitators and the location's supervisors change the roster and attendance");
      return draftOnly(note);
    case "check_in":
      return clinical ? draftOnly(note) : forbidden("Only clinical staff of the location check clients in");
  }
}

export const can = (ctx: Principal, action: GroupNoteAction, note: NoteView): boolean => denial(ctx, action, note) === null;
