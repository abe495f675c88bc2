/**
 * The note's Yjs document gets its initial content from the server, never from browsers: the
 * narrative's template sections once, and each roster client's sections once.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  CLIENT_NOTE_SECTIONS,
  GROUP_NOTE_NARRATIVE_ROOT,
  NARRATIVE_SECTIONS,
  groupNoteClientRoot,
  groupNoteDocumentName,
} from "@hearth/schema";
import { createTemplateUpdate } from "@hearth/richtext/server";
import type { Db } from "../../../db/client";
import { groupClientNotes, groupNotes } from "../../../db/schema";
import { appendServerUpdate } from "../../collabDocuments/service";

/**
 * Writes the template of every root of note `noteId` not written yet, inside the caller's
 * transaction: the narrative, and one root per roster client. Each root is claimed by setting its
 * `*_bootstrapped_at` with a conditional UPDATE: a concurrent caller waits on that row lock and then
 * finds it set, so a root never gets its template twice. The appends take the document's advisory
 * lock and are refused (409) while the document is sealed.
 */
export async function ensureNoteDocument(tx: Db, noteId: string): Promise<void> {
  const name = groupNoteDocumentName(noteId);
  const narrative = await tx
    .update(groupNotes)
    .set({ narrativeBootstrappedAt: sql`now()` })
    .where(and(eq(groupNotes.id, noteId), isNull(groupNotes.narrativeBootstrappedAt)))
    .returning({ id: groupNotes.id });
  if (narrative.length > 0)
    await appendServerUpdate(tx, name, createTemplateUpdate(GROUP_NOTE_NARRATIVE_ROOT, NARRATIVE_SECTIONS));

  const clients = await tx
    .update(groupClientNotes)
    .set({ documentBootstrappedAt: sql`now()` })
    .where(and(eq(groupClientNotes.noteId, noteId), isNull(groupClientNotes.documentBootstrappedAt)))
    .returning({ clientId: groupClientNotes.clientId });
  // Sorted, so that the document's content does not depend on the order rows come back in.
  for (const { clientId } of clients.sort((a, b) => a.clientId.localeCompare(b.clientId))) {
    await appendServerUpdate(tx, name, createTemplateUpdate(groupNoteClientRoot(clientId), CLIENT_NOTE_SECTIONS));
  }
}
