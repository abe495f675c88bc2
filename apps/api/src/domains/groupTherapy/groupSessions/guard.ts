/**
 * Authorizing a change to a session: checked (and a refusal logged) before the transaction, then
 * checked again inside it with the note's row locked, so a submit racing a change is never missed.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { groupNotes } from "../../../db/schema";
import type { RequestContext } from "../../../context";
import type { Deps } from "../../../deps";
import { notFound } from "../../../errors";
import { authorize } from "../../../authz/authorize";
import { denialError, loadNote, lockNote } from "../groupNotes/load";
import type { LoadedNote } from "../groupNotes/load";
import { sessionChangeDenial } from "./policy";
import type { SessionChange } from "./policy";

export async function noteIdOfSession(db: Db, organizationId: string, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: groupNotes.id })
    .from(groupNotes)
    .where(and(eq(groupNotes.sessionId, sessionId), eq(groupNotes.organizationId, organizationId)));
  return row?.id ?? null;
}

/** The session's note when the policy allows `action`; otherwise the kernel logs the refusal and throws it (404 when unknown or out of reach). */
export async function guardSession(
  deps: Deps,
  ctx: RequestContext,
  sessionId: string,
  action: SessionChange,
): Promise<LoadedNote> {
  const noteId = await noteIdOfSession(deps.db, ctx.organizationId, sessionId);
  return authorize(deps.db, ctx, action, {
    subjectType: "group_session",
    subjectName: "Group session",
    subjectId: sessionId,
    resource: noteId ? await loadNote(deps.db, noteId) : null,
    denial: (caller, _action, loaded) => sessionChangeDenial(caller, action, loaded.view),
  });
}

/** Inside the transaction: locks the note and decides again on what is now committed. */
export async function relockSession(
  tx: Db,
  ctx: RequestContext,
  action: SessionChange,
  noteId: string,
): Promise<LoadedNote> {
  const loaded = await lockNote(tx, noteId);
  if (!loaded) throw notFound("Group session");
  const denial = sessionChangeDenial(ctx, action, loaded.view);
  if (denial) throw denial.code === "not_found" ? notFound("Group session") : denialError(denial);
  return loaded;
}
