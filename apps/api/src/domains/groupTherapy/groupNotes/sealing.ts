/**
 * The signed text of a note: sealing its document, rendering the stored Yjs state, and the hash a
 * signature binds to. Sealing takes the document's advisory lock, the same one every append takes,
 * so the state read after it in the same transaction is exactly the state that stays.
 */
import { GROUP_NOTE_NARRATIVE_ROOT, attended, groupNoteClientRoot, groupNoteDocumentName } from "@hearth/schema";
import type { RenderedContent } from "@hearth/schema";
import { contentHash, escapeHtml, renderRoots } from "@hearth/richtext/server";
import type { Db } from "../../../db/client";
import type { GroupClientNoteRow, GroupNoteRow, GroupSessionRow } from "../../../db/schema";
import { conflict } from "../../../errors";
import { loadStateInTx, sealDocument } from "../../collabDocuments/service";
import { hhmm } from "../../../kernel/time";
import { STILL_SAVING_MESSAGE, storageCovers } from "../../collabDocuments/sealing";

export { STILL_SAVING_MESSAGE, storageCovers };

export interface NoteRendering {
  narrative: RenderedContent;
  /** By client id; attending clients only. */
  clients: Map<string, RenderedContent>;
}

/** Clients who attended get an individual note; the others (absent, excused) none. */
export const attendingEntries = (entries: readonly GroupClientNoteRow[]): GroupClientNoteRow[] =>
  entries.filter((e) => attended(e.attendanceStatus));

/** Renders the narrative and the roots of these clients from a whole-document state (empty when there is none). */
export function renderNote(state: Uint8Array | null, clientIds: readonly string[]): NoteRendering {
  const roots = renderRoots(state ?? new Uint8Array(), [
    GROUP_NOTE_NARRATIVE_ROOT,
    ...clientIds.map(groupNoteClientRoot),
  ]);
  const plain = (name: string): RenderedContent => {
    const r = roots.get(name)!;
    return { json: r.json, html: r.html, text: r.text, empty: r.empty };
  };
  return {
    narrative: plain(GROUP_NOTE_NARRATIVE_ROOT),
    clients: new Map(clientIds.map((id) => [id, plain(groupNoteClientRoot(id))])),
  };
}

/**
 * Inside the submit transaction: seals the document, then reads and renders the stored state.
 * Refuses (409, rolling the seal back with the transaction) when the submitter's copy holds
 * changes storage does not have yet, since those would be missing from what they sign.
 */
export async function sealAndRender(
  tx: Db,
  note: GroupNoteRow,
  clientIds: readonly string[],
  seenStateVector: string | undefined,
): Promise<NoteRendering> {
  const name = groupNoteDocumentName(note.id);
  await sealDocument(tx, name, `group note submitted (revision ${note.revision})`);
  const { state } = await loadStateInTx(tx, name);
  if (seenStateVector !== undefined && !storageCovers(state, seenStateVector)) throw conflict(STILL_SAVING_MESSAGE);
  return renderNote(state, clientIds);
}

export interface HashInput {
  note: Pick<GroupNoteRow, "id" | "revision">;
  session: GroupSessionRow;
  coFacilitatorIds: readonly string[];
  entries: readonly GroupClientNoteRow[];
  rendering: NoteRendering;
}

/** SHA-256 over everything the facilitator attests to: the session, the attendance and the text (Lexical JSON). */
export function noteContentHash({ note, session, coFacilitatorIds, entries, rendering }: HashInput): string {
  const byId = (a: { clientId: string }, b: { clientId: string }) =>
    a.clientId < b.clientId ? -1 : a.clientId > b.clientId ? 1 : 0;
  return contentHash({
    noteId: note.id,
    revision: note.revision,
    session: {
      date: session.sessionDate,
      startTime: hhmm(session.startTime),
      endTime: hhmm(session.endTime),
      groupId: session.groupId,
      facilitatorId: session.facilitatorId,
      coFacilitatorIds: [...coFacilitatorIds].sort(),
    },
    attendance: [...entries].sort(byId).map((e) => ({
      clientId: e.clientId,
      status: e.attendanceStatus,
      minutes: e.minutesAttended,
      checkedInAt: e.checkedInAt?.toISOString() ?? null,
    })),
    narrative: { json: rendering.narrative.json },
    clients: [...rendering.clients].map(([clientId, c]) => ({ clientId, json: c.json })).sort(byId),
  });
}

/** An addendum's HTML: its text escaped, blank lines as paragraphs, single line breaks kept. */
export function addendumHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.split("\n").map(escapeHtml).join("<br>")}</p>`)
    .join("");
}

export const addendumHash = (noteId: string, text: string, authorId: string): string =>
  contentHash({ noteId, text, authorId });
