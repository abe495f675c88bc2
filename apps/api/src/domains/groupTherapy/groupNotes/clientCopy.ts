/**
 * One client's copy of a signed group note, for printing or export: a disclosure of that client's
 * record, so it carries nothing that names another client, the narrative only as the organization
 * chose, and the 42 CFR Part 2 redisclosure notice. Every copy is audited as a print of the client.
 */
import { and, eq } from "drizzle-orm";
import { DEFAULT_ORGANIZATION_SETTINGS, PART2_REDISCLOSURE_NOTICE, REDACTED_TEXT } from "@hearth/schema";
import type {
  ClientCopyNarrativeMode,
  ClientRef,
  GroupNote,
  GroupNoteAddendum,
  GroupNoteClientCopy,
  RenderedContent,
} from "@hearth/schema";
import { redactRendering, termPattern } from "@hearth/richtext/server";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { clients, groupClientNotes, organizationSettings } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { recordActivity } from "../../activityLog/service";
import { authorize as authorizeAction } from "../../../authz/authorize";
import { refuse } from "../../../authz/decision";
import { canReadClinicalAt } from "../../../authz/principal";
import { loadNote } from "./load";
import { printHeaders } from "../../../kernel/printHeader";
import { presentGroupNote } from "./presenter";
import { addendumHtml } from "./sealing";
import { authorize, noteContents } from "./service";

async function narrativeModeOf(db: Db, organizationId: string): Promise<ClientCopyNarrativeMode> {
  const [row] = await db
    .select({ mode: organizationSettings.groupNarrativeInClientCopy })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return row?.mode ?? DEFAULT_ORGANIZATION_SETTINGS.groupNarrativeInClientCopy;
}

/**
 * What identifies the session's other clients in free text: full name, each name and each part of
 * a double name, MR number. The session's roster, absent clients included (a narrative may say
 * who was missing).
 */
export function otherClientTerms(others: readonly ClientRef[]): string[] {
  return others.flatMap((c) => [
    c.fullname,
    c.firstName,
    c.lastName,
    ...`${c.firstName} ${c.lastName}`.split(/[\s-]+/),
    c.mrNo,
  ]);
}

/** The narrative and addenda as the setting says; `withheld` counts the addenda left out. */
function sharedText(
  mode: ClientCopyNarrativeMode,
  narrative: RenderedContent,
  addendums: GroupNoteAddendum[],
  terms: string[],
) {
  if (mode === "omitted") return { narrative: null, addendums: [], withheld: addendums.length };
  if (mode === "full") return { narrative, addendums, withheld: 0 };
  const pattern = termPattern(terms);
  const redacted: RenderedContent =
    narrative.json === null ? narrative : redactRendering(narrative.json, terms, REDACTED_TEXT);
  return {
    narrative: redacted,
    addendums: addendums.map((a) => {
      const text = pattern ? a.text.replace(pattern, REDACTED_TEXT) : a.text;
      return { ...a, text, html: addendumHtml(text) };
    }),
    withheld: 0,
  };
}

/**
 * The client's copy. Who may have it: whoever may print the note (a reader of its location; a
 * signed note only) and may still read the client where they are now; anyone else gets 404 as if
 * there were no such copy. The client's own note appears only when they attended, and so does the
 * narrative (it is the attendees' session); signatures are the note's own.
 */
export async function groupNoteClientCopy(
  deps: Deps,
  ctx: RequestContext,
  noteId: string,
  clientId: string,
): Promise<GroupNoteClientCopy> {
  const loaded = await authorize(deps, ctx, "group_note:print", await loadNote(deps.db, noteId), noteId);
  const [found] = await deps.db
    .select({ locationId: clients.locationId, mrNo: clients.mrNo })
    .from(groupClientNotes)
    .innerJoin(clients, eq(clients.id, groupClientNotes.clientId))
    .where(and(eq(groupClientNotes.noteId, noteId), eq(groupClientNotes.clientId, clientId)));
  const onRoster = await authorizeAction(deps.db, ctx, "group_note:print", {
    subjectType: "client",
    subjectName: "Client on this note",
    subjectId: clientId,
    resource: found ?? null,
    denial: (caller, _action, client) =>
      canReadClinicalAt(caller, client.locationId) ? null : refuse.notFound("not_in_scope"),
    details: { noteId, copy: "client" },
  });

  const printedAt = new Date();
  const [note, [content], mode, header] = await Promise.all([
    presentGroupNote(deps.db, ctx, loaded),
    noteContents(deps.db, [loaded], clientId),
    narrativeModeOf(deps.db, ctx.organizationId),
    printHeaders(deps.db, ctx, [loaded.note.locationId], printedAt),
  ]);
  const entry = note.attendance.find((a) => a.client.id === clientId)!;
  const own = content!.clients.find((c) => c.entry.client.id === clientId)?.content ?? null;
  const shared = sharedText(mode, content!.narrative, note.addendums, otherClientTerms(othersOf(note, clientId)));
  await recordActivity(deps.db, {
    actor: ctx,
    action: "group_note:print",
    outcome: "success",
    subjectType: "client",
    subjectId: clientId,
    details: { noteId, mrNo: onRoster.mrNo, copy: "client", narrative: mode, printedAt: printedAt.toISOString() },
  });
  return {
    header: header(loaded.note.locationId),
    noteId,
    status: note.status,
    late: note.late,
    contentHash: note.contentHash,
    session: note.session,
    entry,
    content: own,
    narrativeMode: mode,
    narrative: own ? shared.narrative : null,
    signatures: note.signatures,
    addendums: shared.addendums,
    withheldAddendums: shared.withheld,
    redisclosureNotice: PART2_REDISCLOSURE_NOTICE,
  };
}

const othersOf = (note: GroupNote, clientId: string): ClientRef[] =>
  note.attendance.filter((a) => a.client.id !== clientId).map((a) => a.client);
