/** Reading group notes: one note, its text, and the authorization every group-note service starts with. */
import { and, eq, inArray } from "drizzle-orm";
import { groupNoteDocumentName } from "@hearth/schema";
import type { GroupNote, GroupNoteClientContent, GroupNoteContent, RenderedContent } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { groupClientNotes } from "../../../db/schema";
import type { GroupClientNoteRow } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { authorize as authorizeAction } from "../../../authz/authorize";
import { notFound } from "../../../errors";
import { recordActivity, shownClientIds } from "../../activityLog/service";
import { loadStateInTx } from "../../collabDocuments/service";
import { presentAttendance } from "../groupSessions/presenter";
import { loadNote } from "./load";
import type { LoadedNote } from "./load";
import { denial } from "./policy";
import type { GroupNoteAction } from "./policy";
import { presentGroupNote } from "./presenter";
import { attendingEntries, renderNote } from "./sealing";

/**
 * The note when the policy allows `action`; otherwise the kernel writes a `denied` activity row
 * and throws the policy's answer (404 when the caller may not see the note at all, 403, or 409).
 */
export function authorize(
  deps: Deps,
  ctx: RequestContext,
  action: GroupNoteAction,
  loaded: LoadedNote | null,
  noteId: string,
): Promise<LoadedNote> {
  return authorizeAction(deps.db, ctx, action, {
    subjectType: "group_note",
    subjectName: "Group note",
    subjectId: noteId,
    resource: loaded,
    denial: (caller, _action, note) => denial(caller, action, note.view),
  });
}

export async function getGroupNote(deps: Deps, ctx: RequestContext, noteId: string): Promise<GroupNote> {
  const loaded = await authorize(deps, ctx, "group_note:read", await loadNote(deps.db, noteId), noteId);
  const note = await presentGroupNote(deps.db, ctx, loaded);
  // The note shows its roster: every client on it is named in the line.
  await recordActivity(deps.db, {
    actor: ctx,
    action: "group_note:read",
    outcome: "success",
    subjectType: "group_note",
    subjectId: noteId,
    details: { clientIds: shownClientIds(note.attendance.map((a) => a.client.id)) },
  });
  return note;
}

/** Stored rendering of a sealed root (submit refused empty ones, so one without text is a missing one). */
function storedContent(json: unknown, html: string | null, text: string | null): RenderedContent {
  return json === null || json === undefined
    ? { json: null, html: "", text: "", empty: true }
    : { json, html: html ?? "", text: text ?? "", empty: false };
}

/** The text of loaded notes: the signed snapshot of submitted and approved ones; drafts rendered from the stored Yjs state. */
export async function noteContents(db: Db, loaded: LoadedNote[], onlyClientId?: string): Promise<GroupNoteContent[]> {
  if (loaded.length === 0) return [];
  const rows = await db
    .select()
    .from(groupClientNotes)
    .where(
      inArray(
        groupClientNotes.noteId,
        loaded.map((l) => l.note.id),
      ),
    );
  const entries = await presentAttendance(db, rows);
  const entryById = new Map(entries.map((e) => [e.id, e]));
  const out: GroupNoteContent[] = [];
  for (const { note } of loaded) {
    const attending = attendingEntries(
      rows.filter((r) => r.noteId === note.id && (onlyClientId === undefined || r.clientId === onlyClientId)),
    );
    const sealed = note.status !== "draft";
    let narrative: RenderedContent;
    let clientContent: (row: GroupClientNoteRow) => RenderedContent;
    if (sealed) {
      narrative = storedContent(note.narrativeJson, note.narrativeHtml, note.narrativeText);
      clientContent = (row) => storedContent(row.contentJson, row.contentHtml, row.contentText);
    } else {
      // Repeatable read: the snapshot and the log after it are read as of one moment, even if a compaction commits in between.
      const { state } = await db.transaction(
        (tx) => loadStateInTx(tx as unknown as Db, groupNoteDocumentName(note.id)),
        { isolationLevel: "repeatable read" },
      );
      const rendering = renderNote(
        state,
        attending.map((r) => r.clientId),
      );
      narrative = rendering.narrative;
      clientContent = (row) => rendering.clients.get(row.clientId)!;
    }
    const clients: GroupNoteClientContent[] = attending
      .map((row) => ({ entry: entryById.get(row.id)!, content: clientContent(row) }))
      .sort((a, b) => entries.indexOf(a.entry) - entries.indexOf(b.entry));
    out.push({ noteId: note.id, status: note.status, sealed, contentHash: note.contentHash, narrative, clients });
  }
  return out;
}

export async function getGroupNoteContent(
  deps: Deps,
  ctx: RequestContext,
  noteId: string,
  clientId: string | undefined,
): Promise<GroupNoteContent> {
  const loaded = await authorize(deps, ctx, "group_note:read_content", await loadNote(deps.db, noteId), noteId);
  if (clientId !== undefined) {
    const [onRoster] = await deps.db
      .select({ id: groupClientNotes.id })
      .from(groupClientNotes)
      .where(and(eq(groupClientNotes.noteId, noteId), eq(groupClientNotes.clientId, clientId)));
    if (!onRoster) throw notFound("Client on this note");
  }
  const [content] = await noteContents(deps.db, [loaded], clientId);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "group_note:read_content",
    outcome: "success",
    subjectType: "group_note",
    subjectId: noteId,
    details: {
      clientId: clientId ?? null,
      sealed: content!.sealed,
      clientIds: shownClientIds(content!.clients.map((c) => c.entry.client.id)),
    },
  });
  return content!;
}
