/**
 * Authorizing a change to a session: checked (and a refusal logged) before the transaction, then
 * checked again inside it with the note's row locked, so a submit racing a change is never missed.
 */
import { and, eq } from "drizzle-orm";
import type { Action } from "@hearth/schema";
import type { Db } from "../../db/client";
import { groupNotes } from "../../db/schema";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { notFound } from "../../errors";
import { authorize } from "../../authz/authorize";
import { denialError, loadNote, lockNote } from "../groupNotes/load";
import type { LoadedNote } from "../groupNotes/load";
import type { Denial, NoteView } from "../groupNotes/policy";

export type Decide = (view: NoteView) => Denial | null;

export async function noteIdOfSession(db: Db, organizationId: string, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: groupNotes.id })
    .from(groupNotes)
    .where(and(eq(groupNotes.sessionId, sessionId), eq(groupNotes.organizationId, organizationId)));
  return row?.id ?? null;
}

/** The session's note when `decide` allows; otherwise the kernel logs the refusal and throws it (404 when unknown or out of reach). */
export async function guardSession(
  deps: Deps,
  ctx: RequestContext,
  sessionId: string,
  decide: Decide,
  logAs: Action,
): Promise<LoadedNote> {
  const noteId = await noteIdOfSession(deps.db, ctx.organizationId, sessionId);
  return authorize(deps.db, ctx, logAs, {
    subjectType: "group_session",
    subjectName: "Group session",
    subjectId: sessionId,
    resource: noteId ? await loadNote(deps.db, noteId) : null,
    denial: (_caller, _action, loaded) => decide(loaded.view),
  });
}

/** Inside the transaction: locks the note and decides again on what is now committed. */
export async function relockSession(tx: Db, noteId: string, decide: Decide): Promise<LoadedNote> {
  const loaded = await lockNote(tx, noteId);
  if (!loaded) throw notFound("Group session");
  const denial = decide(loaded.view);
  if (denial) throw denial.code === "not_found" ? notFound("Group session") : denialError(denial);
  return loaded;
}
