/** Additional signees of a note, and addenda: the signed corrections of an approved note. */
import { and, eq, inArray } from "drizzle-orm";
import { ClinicianStatus, groupNoteDocumentName } from "@hearth/schema";
import type { GroupNote, SignatureCredential } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { groupNoteAddendums, groupNoteSignees, userLocations, users } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { conflict, notFound, validationFailed } from "../../../errors";
import { announceAccessNarrowed } from "../../../events/accessNarrowed";
import { recordActivity } from "../../activityLog/service";
import { isClinicalRole } from "../../../authz/principal";
import { clinicianRefs } from "../../../kernel/refs";
import { publishNoteChanged } from "./events";
import type { LoadedNote } from "./load";
import { notifySigneesAdded } from "./notify";
import { addendumHash, addendumHtml } from "./sealing";
import { lockAllowed, noteChange, signedChange } from "./change";

/** Every signee must be active clinical staff of the note's location, and not already sign as a facilitator. */
async function checkSignees(tx: Db, { note, view }: LoadedNote, userIds: string[]): Promise<void> {
  const rows = await tx
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.id), eq(userLocations.locationId, note.locationId)))
    .where(and(inArray(users.id, userIds), eq(users.organizationId, note.organizationId)));
  const issues: { field: string; message: string }[] = [];
  userIds.forEach((id, i) => {
    const u = rows.find((r) => r.id === id);
    if (!u || u.status !== ClinicianStatus.Active || !isClinicalRole(u.role))
      issues.push({ field: `userIds.${i}`, message: "must be active clinical staff of the session's location" });
    else if (id === view.facilitatorId || view.coFacilitatorIds.includes(id))
      issues.push({ field: `userIds.${i}`, message: "already signs as a facilitator of the session" });
  });
  if (issues.length > 0) throw validationFailed(`${issues[0]!.field}: ${issues[0]!.message}`, { in: "body", issues });
}

export async function addSignees(
  deps: Deps,
  ctx: RequestContext,
  noteId: string,
  userIds: string[],
): Promise<GroupNote> {
  const wanted = [...new Set(userIds)];
  return noteChange(deps, ctx, { action: "group_note:signees", noteId }, async (tx) => {
    const loaded = await lockAllowed(tx, ctx, "group_note:signees", noteId);
    await checkSignees(tx, loaded, wanted);
    const { note, session } = loaded;
    const added = await tx
      .insert(groupNoteSignees)
      .values(wanted.map((userId) => ({ noteId, userId, addedBy: ctx.user.id })))
      .onConflictDoNothing()
      .returning({ userId: groupNoteSignees.userId });
    await publishNoteChanged(
      tx,
      { id: noteId, sessionId: session.id, locationId: note.locationId, status: note.status },
      "signees",
      ctx.user.id,
    );
    // Only those asked now: someone already on the list was told when they were added.
    await notifySigneesAdded(
      tx,
      ctx,
      loaded,
      added.map((a) => a.userId),
    );
    await recordActivity(tx, {
      actor: ctx,
      action: "group_note:signees",
      outcome: "success",
      subjectType: "group_note",
      subjectId: noteId,
      details: { added: wanted },
    });
  });
}

/** Removes a signee who has not signed the current revision; a signature given is never taken back. */
export async function removeSignee(
  deps: Deps,
  ctx: RequestContext,
  noteId: string,
  userId: string,
): Promise<GroupNote> {
  return noteChange(deps, ctx, { action: "group_note:signees", noteId }, async (tx) => {
    const { note, session, view } = await lockAllowed(tx, ctx, "group_note:signees", noteId);
    if (!view.signeeIds.includes(userId)) throw notFound("Signee");
    if (view.signatures.some((s) => s.signerId === userId && s.role === "additional_signee")) {
      const name = (await clinicianRefs(tx, [userId])).get(userId)?.fullname ?? "This signee";
      throw conflict(`${name} already signed this revision; a signature stays on the note`);
    }
    await tx
      .delete(groupNoteSignees)
      .where(and(eq(groupNoteSignees.noteId, noteId), eq(groupNoteSignees.userId, userId)));
    await announceAccessNarrowed(tx, {
      reason: "signee_removed",
      userIds: [userId],
      documentNames: [groupNoteDocumentName(noteId)],
    });
    await publishNoteChanged(
      tx,
      { id: noteId, sessionId: session.id, locationId: note.locationId, status: note.status },
      "signees",
      ctx.user.id,
    );
    await recordActivity(tx, {
      actor: ctx,
      action: "group_note:signees",
      outcome: "success",
      subjectType: "group_note",
      subjectId: noteId,
      details: { removed: userId },
    });
  });
}

/** A signed correction of an approved note: its own row, text and hash; the note itself never changes. */
export async function addAddendum(
  deps: Deps,
  ctx: RequestContext,
  noteId: string,
  body: SignatureCredential & { text: string },
): Promise<GroupNote> {
  const o = { action: "group_note:addendum", noteId, credential: body } as const;
  return signedChange(deps, ctx, o, async (tx, method) => {
    const { note, session } = await lockAllowed(tx, ctx, "group_note:addendum", noteId);
    const contentHash = addendumHash(noteId, body.text, ctx.user.id);
    const [row] = await tx
      .insert(groupNoteAddendums)
      .values({
        noteId,
        authorId: ctx.user.id,
        bodyText: body.text,
        bodyHtml: addendumHtml(body.text),
        contentHash,
        method,
      })
      .returning({ id: groupNoteAddendums.id });
    await publishNoteChanged(
      tx,
      { id: noteId, sessionId: session.id, locationId: note.locationId, status: note.status },
      "addendum",
      ctx.user.id,
    );
    await recordActivity(tx, {
      actor: ctx,
      action: "group_note:addendum",
      outcome: "success",
      subjectType: "group_note",
      subjectId: noteId,
      details: { addendumId: row!.id, contentHash, method },
    });
  });
}
