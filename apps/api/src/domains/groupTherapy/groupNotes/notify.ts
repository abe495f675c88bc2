/**
 * Who hears of a group note's progress, and what they are told. Each function runs inside the
 * transaction of the change it reports. Recipients are decided by the note's own policy (the same
 * rules that guard the note), and the person who acted is never told of their own action.
 */
import { and, eq } from "drizzle-orm";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { groups, userLocations, users } from "../../../db/schema";
import { fullnameOf } from "../../../kernel/refs";
import { activePrincipals } from "../../../authz/principals";
import { sessionStartLabel } from "../../../kernel/time";
import { markSubjectDone, notifyUsers } from "../../notifications/producers";
import type { NotificationMessage, NotificationSubject } from "../../notifications/producers";
import type { LoadedNote } from "./load";
import { can } from "./policy";
import type { GroupNoteAction, NoteView } from "./policy";

/** Of the candidates, those the policy lets do `action` with the note; never the actor. */
async function permitted(
  tx: Db,
  ctx: RequestContext,
  view: NoteView,
  action: GroupNoteAction,
  candidates: readonly string[],
): Promise<string[]> {
  const others = [...new Set(candidates)].filter((id) => id !== ctx.user.id);
  return (await activePrincipals(tx, view.organizationId, others))
    .filter((p) => can(p, action, view))
    .map((p) => p.user.id);
}

/** "Relapse Prevention, 11-23-2026 10:00 AM": the session as staff know it. */
export async function sessionLabel(tx: Db, { session }: Pick<LoadedNote, "session">): Promise<string> {
  const [group] = await tx.select({ name: groups.name }).from(groups).where(eq(groups.id, session.groupId));
  return `${group?.name ?? "Group session"}, ${sessionStartLabel(session.sessionDate, session.startTime)}`;
}

export const sessionPage = ({ session }: LoadedNote) => `/groupnotes/session/${session.id}`;

/** The review pane of the note in the approvals queue, which also tells what became of it. */
export const reviewPage = ({ note }: LoadedNote) => `/approvals?note=${note.id}`;

const subjectOf = ({ note }: LoadedNote): NotificationSubject => ({ type: "group_note", id: note.id });

async function send(
  tx: Db,
  ctx: RequestContext,
  recipients: string[],
  message: (label: string) => NotificationMessage,
  loaded: LoadedNote,
): Promise<void> {
  if (recipients.length === 0) return;
  await notifyUsers(
    tx,
    recipients,
    { ...message(await sessionLabel(tx, loaded)), subject: subjectOf(loaded) },
    ctx.user.id,
  );
}

/**
 * Submitted: the supervisors of the note's location who may review it have a note to approve.
 * Asked with "kick_back", which has approve's rules on who but not its wait for co-signatures:
 * they are told now, and the note shows them whose signature it still waits for.
 */
export async function notifySubmitted(tx: Db, ctx: RequestContext, loaded: LoadedNote): Promise<void> {
  const { note, view } = loaded;
  const supervisors = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.id), eq(userLocations.locationId, note.locationId)))
    .where(and(eq(users.role, "supervisor"), eq(users.organizationId, note.organizationId)));
  const submitted: NoteView = { ...view, status: "submitted", submittedBy: ctx.user.id };
  const recipients = await permitted(
    tx,
    ctx,
    submitted,
    "group_note:kick_back",
    supervisors.map((s) => s.id),
  );
  const by = fullnameOf(ctx.user);
  await send(
    tx,
    ctx,
    recipients,
    (label) => ({
      type: "group_note_submitted",
      title: "Group note to approve",
      body: `${label}, submitted by ${by}`,
      link: reviewPage(loaded),
    }),
    loaded,
  );
}

/** Approved or returned: every supervisor's "note to approve" of this note is done, in the same transaction. */
export async function markToApproveDone(tx: Db, noteId: string): Promise<void> {
  await markSubjectDone(tx, { type: "group_note", id: noteId }, ["group_note_submitted"]);
}

/** Everyone who wrote or signs the note: its facilitators, its submitter and signers, and its additional signees. */
function notePeople(view: NoteView): string[] {
  const signers = view.signatures.filter((s) => s.role !== "supervisor").map((s) => s.signerId);
  return [
    view.facilitatorId,
    ...view.coFacilitatorIds,
    ...(view.submittedBy ? [view.submittedBy] : []),
    ...signers,
    ...view.signeeIds,
  ];
}

export type ReviewOutcome = { kind: "approved" } | { kind: "kicked_back"; comment: string };

/** Approved or returned for revision: the note's people who may still see it; a return carries the supervisor's comment. */
export async function notifyReviewed(
  tx: Db,
  ctx: RequestContext,
  loaded: LoadedNote,
  outcome: ReviewOutcome,
): Promise<void> {
  const recipients = await permitted(tx, ctx, loaded.view, "group_note:read", notePeople(loaded.view));
  const by = fullnameOf(ctx.user);
  const link = sessionPage(loaded);
  await send(
    tx,
    ctx,
    recipients,
    (label) =>
      outcome.kind === "approved"
        ? { type: "group_note_approved", title: "Group note approved", body: `${label}, approved by ${by}`, link }
        : {
            type: "group_note_kicked_back",
            title: "Group note returned for revision",
            body: `${label}, returned by ${by}: ${outcome.comment}`,
            link,
          },
    loaded,
  );
}

/** New additional signees (those who may see the note) are asked to co-sign it. */
export async function notifySigneesAdded(
  tx: Db,
  ctx: RequestContext,
  loaded: LoadedNote,
  addedIds: readonly string[],
): Promise<void> {
  const recipients = await permitted(tx, ctx, loaded.view, "group_note:read", addedIds);
  const by = fullnameOf(ctx.user);
  await send(
    tx,
    ctx,
    recipients,
    (label) => ({
      type: "group_note_signee_added",
      title: "Group note to co-sign",
      body: `${label}: ${by} asked you to co-sign the note`,
      link: sessionPage(loaded),
    }),
    loaded,
  );
}
