/**
 * A supervisor approves notes (signing them again) or returns them for revision, one by one or in
 * bulk: each note in its own transaction with its row locked, so the first supervisor to act wins
 * and a later one is told who did.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { groupNoteDocumentName } from "@hearth/schema";
import type { GroupNoteActionResult, SignatureCredential } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import { authorizeCaller } from "../../../authz/authorize";
import type { Db } from "../../../db/client";
import { groupClientNotes, groupNoteSignatures, groupNoteStatusChanges, groupNotes } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { AppError, conflict, internal, notFound } from "../../../errors";
import { recordActivity } from "../../activityLog/service";
import { unsealDocument } from "../../collabDocuments/service";
import { clinicianRefs } from "../../../kernel/refs";
import { verifySignature } from "../../../kernel/signatures";
import { signedNotes } from "./change";
import { publishNoteChanged } from "./events";
import { denialError, loadNote, lockNote } from "./load";
import type { LoadedNote } from "./load";
import { postNoteProgress } from "./board";
import { markToApproveDone, notifyReviewed } from "./notify";
import { can, denial, waitingMessage } from "./policy";
import type { Denial } from "./policy";
import { presentGroupNote } from "./presenter";

export const VOID_REASON = "returned for revision";

/** The answer to a supervisor who came second: who approved or returned the note, and when. */
async function raceError(tx: Db, { note }: LoadedNote): Promise<AppError | null> {
  if (note.status === "approved" && note.approvedBy) {
    const by = (await clinicianRefs(tx, [note.approvedBy])).get(note.approvedBy);
    return conflict(`This note was already approved by ${by?.fullname ?? "another supervisor"}`);
  }
  if (note.status === "draft" && note.kickedBackBy) {
    const by = (await clinicianRefs(tx, [note.kickedBackBy])).get(note.kickedBackBy);
    return conflict(`This note was already returned for revision by ${by?.fullname ?? "another supervisor"}`);
  }
  return null;
}

/** The policy's refusal as the supervisor is told it: who approved or returned it first, or whose signatures it still waits for. */
async function refusalError(tx: Db, loaded: LoadedNote, refused: Denial): Promise<AppError> {
  if (refused.waitingFor) {
    const people = await clinicianRefs(
      tx,
      refused.waitingFor.map((p) => p.userId),
    );
    return conflict(waitingMessage(refused.waitingFor, (id) => people.get(id)?.fullname ?? "a co-signer"));
  }
  return (refused.code === "conflict" ? await raceError(tx, loaded) : null) ?? denialError(refused);
}

type ReviewAction = "group_note:approve" | "group_note:kick_back";

/** One note of a bulk action: its own transaction, and its own result (never a thrown error). */
async function reviewOne(
  deps: Deps,
  ctx: RequestContext,
  action: ReviewAction,
  noteId: string,
  change: (tx: Db, loaded: LoadedNote) => Promise<void>,
): Promise<GroupNoteActionResult> {
  try {
    await transact(deps, async (tx) => {
      const loaded = await lockNote(tx, noteId);
      if (!loaded) throw notFound("Group note");
      const refused = denial(ctx, action, loaded.view);
      if (refused) throw await refusalError(tx, loaded, refused);
      await change(tx, loaded);
    });
  } catch (caught) {
    const error = caught instanceof AppError ? caught : internal();
    if (!(caught instanceof AppError)) deps.log.error(caught, `${action} failed`);
    await recordActivity(deps.db, {
      actor: ctx,
      action,
      outcome: error.code === "conflict" ? "failure" : "denied",
      subjectType: "group_note",
      subjectId: noteId,
      details: { code: error.code, reason: error.message },
    });
    const loaded = await loadNote(deps.db, noteId);
    const note =
      loaded && can(ctx, "group_note:read", loaded.view) ? await presentGroupNote(deps.db, ctx, loaded) : null;
    return { noteId, ok: false, error: { code: error.code, message: error.message }, note };
  }
  return {
    noteId,
    ok: true,
    error: null,
    note: await presentGroupNote(deps.db, ctx, (await loadNote(deps.db, noteId))!),
  };
}

/** Only supervisors act on the queue at all; anyone else is refused as a whole (403), logged. */
function requireSupervisor(deps: Deps, ctx: RequestContext, action: ReviewAction, noteIds: string[]): Promise<void> {
  return authorizeCaller(deps.db, ctx, action, (caller) => caller.role === "supervisor", {
    subjectId: noteIds.length === 1 ? noteIds[0]! : null,
    message: "Only supervisors approve or return notes",
    details: { noteIds },
  });
}

/** Approves each note, signing as `supervisor` with one password or PIN check for the whole batch. */
export async function approveGroupNotes(
  deps: Deps,
  ctx: RequestContext,
  body: SignatureCredential & { noteIds: string[] },
): Promise<GroupNoteActionResult[]> {
  const noteIds = [...new Set(body.noteIds)];
  await requireSupervisor(deps, ctx, "group_note:approve", noteIds);
  const method = await verifySignature(deps, ctx, body, "group_note:approve", signedNotes(noteIds));
  const results: GroupNoteActionResult[] = [];
  for (const noteId of noteIds) {
    results.push(
      await reviewOne(deps, ctx, "group_note:approve", noteId, async (tx, loaded) => {
        const { note, session } = loaded;
        await tx.insert(groupNoteSignatures).values({
          noteId,
          revision: note.revision,
          signerId: ctx.user.id,
          role: "supervisor",
          method,
          contentHash: note.contentHash!,
          ip: ctx.ip,
        });
        await tx
          .update(groupNotes)
          .set({ status: "approved", approvedAt: sql`now()`, approvedBy: ctx.user.id, updatedAt: sql`now()` })
          .where(eq(groupNotes.id, noteId));
        await tx
          .insert(groupNoteStatusChanges)
          .values({ noteId, fromStatus: "submitted", toStatus: "approved", actorId: ctx.user.id });
        await publishNoteChanged(
          tx,
          { id: noteId, sessionId: session.id, locationId: note.locationId, status: "approved" },
          "approved",
          ctx.user.id,
        );
        await notifyReviewed(tx, ctx, loaded, { kind: "approved" });
        await markToApproveDone(tx, noteId);
        await postNoteProgress(tx, ctx, loaded, "note_approved");
        await recordActivity(tx, {
          actor: ctx,
          action: "group_note:approve",
          outcome: "success",
          subjectType: "group_note",
          subjectId: noteId,
          details: { revision: note.revision, contentHash: note.contentHash, method },
        });
      }),
    );
  }
  return results;
}

/**
 * Returns each note to draft with the comment: the revision's signatures are voided, the revision
 * bumped, the stored rendering cleared and the document reopened for its facilitators.
 */
export async function kickBackGroupNotes(
  deps: Deps,
  ctx: RequestContext,
  body: { noteIds: string[]; comment: string },
): Promise<GroupNoteActionResult[]> {
  const noteIds = [...new Set(body.noteIds)];
  await requireSupervisor(deps, ctx, "group_note:kick_back", noteIds);
  const results: GroupNoteActionResult[] = [];
  for (const noteId of noteIds) {
    results.push(
      await reviewOne(deps, ctx, "group_note:kick_back", noteId, async (tx, loaded) => {
        const { note, session } = loaded;
        await tx
          .update(groupNoteSignatures)
          .set({ voidedAt: sql`now()`, voidReason: VOID_REASON })
          .where(
            and(
              eq(groupNoteSignatures.noteId, noteId),
              eq(groupNoteSignatures.revision, note.revision),
              isNull(groupNoteSignatures.voidedAt),
            ),
          );
        await tx
          .update(groupNotes)
          .set({
            status: "draft",
            revision: note.revision + 1,
            submittedAt: null,
            submittedBy: null,
            kickedBackAt: sql`now()`,
            kickedBackBy: ctx.user.id,
            kickBackComment: body.comment,
            narrativeJson: null,
            narrativeHtml: null,
            narrativeText: null,
            contentHash: null,
            updatedAt: sql`now()`,
          })
          .where(eq(groupNotes.id, noteId));
        await tx
          .update(groupClientNotes)
          .set({ contentJson: null, contentHtml: null, contentText: null })
          .where(eq(groupClientNotes.noteId, noteId));
        await unsealDocument(tx, groupNoteDocumentName(noteId));
        await tx
          .insert(groupNoteStatusChanges)
          .values({ noteId, fromStatus: "submitted", toStatus: "draft", actorId: ctx.user.id, comment: body.comment });
        await publishNoteChanged(
          tx,
          { id: noteId, sessionId: session.id, locationId: note.locationId, status: "draft" },
          "kicked_back",
          ctx.user.id,
        );
        await notifyReviewed(tx, ctx, loaded, { kind: "kicked_back", comment: body.comment });
        await markToApproveDone(tx, noteId);
        await postNoteProgress(tx, ctx, loaded, "note_returned");
        await recordActivity(tx, {
          actor: ctx,
          action: "group_note:kick_back",
          outcome: "success",
          subjectType: "group_note",
          subjectId: noteId,
          details: { revision: note.revision, comment: body.comment },
        });
      }),
    );
  }
  return results;
}
