/** Submitting a note (the facilitator's signature over the sealed text) and co-signing it. */
import { eq, sql } from "drizzle-orm";
import { clientIdentityText } from "@hearth/schema";
import type { GroupNote, SignatureCredential } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import { groupClientNotes, groupNoteSignatures, groupNoteStatusChanges, groupNotes } from "../../../db/schema";
import type { Deps } from "../../../deps";
import type { AppError } from "../../../errors";
import { validationFailed } from "../../../errors";
import { recordActivity } from "../../activityLog/service";
import { clientRefs } from "../../../kernel/refs";
import { lockAllowed, signedChange } from "./change";
import { publishNoteChanged } from "./events";
import { postNoteProgress } from "./board";
import { notifySubmitted } from "./notify";
import { pendingSignRole } from "./policy";
import { attendingEntries, noteContentHash, sealAndRender } from "./sealing";

interface Issue {
  field: string;
  message: string;
  clientId?: string;
}

function incomplete(issues: Issue[]): AppError {
  return validationFailed(`The note is not ready to submit: ${issues.map((i) => i.message).join("; ")}`, {
    in: "note",
    issues,
  });
}

/**
 * The facilitator submits: in one transaction the note row is locked, the rules checked, the
 * document sealed and its stored state rendered, the rendering stored with its hash, and the
 * facilitator's signature bound to that hash. Any refusal rolls all of it back, the seal included.
 */
export async function submitGroupNote(
  deps: Deps,
  ctx: RequestContext,
  noteId: string,
  body: SignatureCredential & { seenStateVector?: string | undefined },
): Promise<GroupNote> {
  const o = { action: "group_note:submit", noteId, credential: body } as const;
  return signedChange(deps, ctx, o, async (tx, method) => {
    const loaded = await lockAllowed(tx, ctx, "group_note:submit", noteId);
    const { note, session, view } = loaded;
    const entries = await tx.select().from(groupClientNotes).where(eq(groupClientNotes.noteId, noteId));
    const names = await clientRefs(
      tx,
      entries.map((e) => e.clientId),
    );
    // Namesakes share sessions: a refusal names the client with MR number and date of birth.
    const nameOf = (clientId: string) => {
      const client = names.get(clientId);
      return client ? clientIdentityText(client) : "a client";
    };
    const unmarked = entries.filter((e) => e.attendanceStatus === null);
    if (unmarked.length > 0)
      throw incomplete(
        unmarked.map((e) => ({
          field: `attendance.${e.clientId}`,
          clientId: e.clientId,
          message: `mark the attendance of ${nameOf(e.clientId)}`,
        })),
      );

    const attending = attendingEntries(entries);
    const rendering = await sealAndRender(
      tx,
      note,
      attending.map((e) => e.clientId),
      body.seenStateVector,
    );
    const issues: Issue[] = [];
    if (rendering.narrative.empty) issues.push({ field: "narrative", message: "write the group narrative" });
    for (const e of attending) {
      if (rendering.clients.get(e.clientId)!.empty)
        issues.push({
          field: `clients.${e.clientId}`,
          clientId: e.clientId,
          message: `write the individual note of ${nameOf(e.clientId)}`,
        });
    }
    if (issues.length > 0) throw incomplete(issues);

    const contentHash = noteContentHash({ note, session, coFacilitatorIds: view.coFacilitatorIds, entries, rendering });
    const n = rendering.narrative;
    await tx
      .update(groupNotes)
      .set({
        status: "submitted",
        submittedAt: sql`now()`,
        submittedBy: ctx.user.id,
        narrativeJson: n.json,
        narrativeHtml: n.html,
        narrativeText: n.text,
        contentHash,
        updatedAt: sql`now()`,
      })
      .where(eq(groupNotes.id, noteId));
    for (const e of attending) {
      const c = rendering.clients.get(e.clientId)!;
      await tx
        .update(groupClientNotes)
        .set({ contentJson: c.json, contentHtml: c.html, contentText: c.text })
        .where(eq(groupClientNotes.id, e.id));
    }
    await tx.insert(groupNoteSignatures).values({
      noteId,
      revision: note.revision,
      signerId: ctx.user.id,
      role: "facilitator",
      method,
      contentHash,
      ip: ctx.ip,
    });
    await tx
      .insert(groupNoteStatusChanges)
      .values({ noteId, fromStatus: "draft", toStatus: "submitted", actorId: ctx.user.id });
    await publishNoteChanged(
      tx,
      { id: noteId, sessionId: session.id, locationId: note.locationId, status: "submitted" },
      "submitted",
      ctx.user.id,
    );
    await notifySubmitted(tx, ctx, loaded);
    await postNoteProgress(tx, ctx, loaded, "note_submitted");
    await recordActivity(tx, {
      actor: ctx,
      action: "group_note:submit",
      outcome: "success",
      subjectType: "group_note",
      subjectId: noteId,
      details: { revision: note.revision, contentHash, method, attending: attending.length },
    });
  });
}

/** A co-facilitator or additional signee co-signs the current revision, bound to its hash. */
export async function signGroupNote(
  deps: Deps,
  ctx: RequestContext,
  noteId: string,
  body: SignatureCredential,
): Promise<GroupNote> {
  const o = { action: "group_note:sign", noteId, credential: body } as const;
  return signedChange(deps, ctx, o, async (tx, method) => {
    const { note, session, view } = await lockAllowed(tx, ctx, "group_note:sign", noteId);
    const role = pendingSignRole(ctx.user.id, view)!;
    await tx.insert(groupNoteSignatures).values({
      noteId,
      revision: note.revision,
      signerId: ctx.user.id,
      role,
      method,
      contentHash: note.contentHash!,
      ip: ctx.ip,
    });
    await publishNoteChanged(
      tx,
      { id: noteId, sessionId: session.id, locationId: note.locationId, status: note.status },
      "signed",
      ctx.user.id,
    );
    await recordActivity(tx, {
      actor: ctx,
      action: "group_note:sign",
      outcome: "success",
      subjectType: "group_note",
      subjectId: noteId,
      details: { role, revision: note.revision, contentHash: note.contentHash, method },
    });
  });
}
