/**
 * Who may create, generate, change and cancel sessions. Roster, attendance and check-in ask the
 * group note's policy (`group_session:attendance`, `…:bulk_check_in`), so the note's `permissions` agree with them.
 */
import type { RequestContext } from "../../../context";
import { denial as noteDenial } from "../groupNotes/policy";
import type { Denial, NoteView } from "../groupNotes/policy";
import { canReadClinicalAt, isClinicalAt, readsClinicalAnywhere } from "../../../authz/principal";

const supervisesAt = (ctx: RequestContext, locationId: string): boolean =>
  ctx.role === "supervisor" && isClinicalAt(ctx, locationId);

/** Session lists are for clinical staff and admins; admissions staff and portal clients get 403. */
export const canListSessions = (ctx: RequestContext): boolean => readsClinicalAnywhere(ctx);

/** Ad hoc sessions: an admin, a supervisor of the location, or one of the group's facilitators. */
export function canCreateSessionFor(
  ctx: RequestContext,
  group: { locationId: string },
  facilitatorIds: readonly string[],
): boolean {
  return (
    ctx.isAdmin ||
    supervisesAt(ctx, group.locationId) ||
    (isClinicalAt(ctx, group.locationId) && facilitatorIds.includes(ctx.user.id))
  );
}

/** Sessions from the schedule: an admin, a supervisor of the location, or a therapist for the groups they facilitate. */
export function canGenerateFor(
  ctx: RequestContext,
  group: { locationId: string },
  facilitatorIds: readonly string[],
): boolean {
  return (
    ctx.isAdmin ||
    supervisesAt(ctx, group.locationId) ||
    (ctx.role === "therapist" && isClinicalAt(ctx, group.locationId) && facilitatorIds.includes(ctx.user.id))
  );
}

/** May generate for some group: the roles above (others get 403 before anything is looked up). */
export const mayGenerate = (ctx: RequestContext): boolean =>
  ctx.isAdmin || ctx.role === "supervisor" || ctx.role === "therapist";

/**
 * Why the caller may not change (`update`) or cancel the session of this note now, or null. The
 * session's facilitator, a supervisor of the location or an admin; only while the note is a draft,
 * and a session whose note carries signatures is not cancelled.
 */
export function sessionDenial(
  ctx: RequestContext,
  action: "group_session:update" | "group_session:cancel",
  note: NoteView,
): Denial | null {
  if (ctx.organizationId !== note.organizationId || !canReadClinicalAt(ctx, note.locationId))
    return { code: "not_found", message: "Group session not found" };
  const runs = note.facilitatorId === ctx.user.id && isClinicalAt(ctx, note.locationId);
  if (!runs && !supervisesAt(ctx, note.locationId) && !ctx.isAdmin) {
    return {
      code: "forbidden",
      message: "Only the session's facilitator, a supervisor of the location or an administrator changes this session",
    };
  }
  if (note.cancelled) return { code: "conflict", message: "This session is cancelled" };
  if (note.status !== "draft")
    return { code: "conflict", message: `This session's note is ${note.status}; the session can no longer change` };
  if (action === "group_session:cancel" && note.signatures.length > 0)
    return { code: "conflict", message: "This session's note has signatures; it can no longer be cancelled" };
  return null;
}

/** The changes to an existing session, by their audit names. */
export type SessionChange =
  | "group_session:update"
  | "group_session:cancel"
  | "group_session:roster"
  | "group_session:attendance"
  | "group_session:bulk_check_in"
  | "group_session:kiosk_open"
  | "group_session:self_check_in";

/** Why the caller may not make this change to the session of this note now: its own rule for update and cancel, the note's for the rest. */
export function sessionChangeDenial(ctx: RequestContext, action: SessionChange, note: NoteView): Denial | null {
  return action === "group_session:update" || action === "group_session:cancel"
    ? sessionDenial(ctx, action, note)
    : noteDenial(ctx, action, note);
}
