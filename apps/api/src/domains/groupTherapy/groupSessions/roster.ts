/** A session's roster and attendance: adding and removing clients, marking attendance, staff check-in. */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import * as Y from "yjs";
import { groupNoteClientRoot, groupNoteDocumentName } from "@hearth/schema";
import type { AttendanceBody, AttendanceEntry, GroupNote } from "@hearth/schema";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { groupClientNotes } from "../../../db/schema";
import type { GroupClientNoteRow } from "../../../db/schema";
import type { RequestContext } from "../../../context";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { conflict, notFound, validationFailed } from "../../../errors";
import { recordActivity } from "../../activityLog/service";
import { loadStateInTx } from "../../collabDocuments/service";
import { ensureNoteDocument } from "../groupNotes/document";
import { postCheckIns } from "../groupNotes/board";
import { publishNoteChanged } from "../groupNotes/events";
import type { LoadedNote } from "../groupNotes/load";
import { getGroupNote } from "../groupNotes/service";
import { checkClients } from "../groups/references";
import { checkInStatus, resolveMinutes } from "./attendance";
import { guardSession, relockSession } from "./guard";
import { presentAttendance } from "./presenter";

const changed = (loaded: LoadedNote) => ({
  id: loaded.note.id,
  sessionId: loaded.session.id,
  locationId: loaded.session.locationId,
  status: loaded.note.status,
});

async function entryOf(db: Db, sessionId: string, clientId: string): Promise<GroupClientNoteRow | undefined> {
  return (
    await db
      .select()
      .from(groupClientNotes)
      .where(and(eq(groupClientNotes.sessionId, sessionId), eq(groupClientNotes.clientId, clientId)))
  )[0];
}

/** Whether the note's document already holds the client's root: a client removed and added again keeps their text. */
async function documentHasRoot(tx: Db, noteId: string, clientId: string): Promise<boolean> {
  const { state } = await loadStateInTx(tx, groupNoteDocumentName(noteId));
  if (!state) return false;
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, state);
    return doc.share.has(groupNoteClientRoot(clientId));
  } finally {
    doc.destroy();
  }
}

export async function addToRoster(
  deps: Deps,
  ctx: RequestContext,
  sessionId: string,
  clientId: string,
): Promise<GroupNote> {
  const { note, session } = await guardSession(deps, ctx, sessionId, "group_session:roster");
  await checkClients(deps.db, ctx.organizationId, [clientId], session.locationId, "clientId");
  await transact(deps, async (tx) => {
    const loaded = await relockSession(tx, ctx, "group_session:roster", note.id);
    if (await entryOf(tx, sessionId, clientId)) throw conflict("This client is already on the roster");
    const keepText = await documentHasRoot(tx, note.id, clientId);
    await tx.insert(groupClientNotes).values({
      noteId: note.id,
      sessionId,
      clientId,
      updatedBy: ctx.user.id,
      documentBootstrappedAt: keepText ? new Date() : null,
    });
    await ensureNoteDocument(tx, note.id);
    await publishNoteChanged(tx, changed(loaded), "roster", ctx.user.id);
    await recordActivity(tx, {
      actor: ctx,
      action: "group_session:roster",
      outcome: "success",
      subjectType: "group_session",
      subjectId: sessionId,
      details: { added: clientId },
    });
  });
  return getGroupNote(deps, ctx, note.id);
}

export async function removeFromRoster(
  deps: Deps,
  ctx: RequestContext,
  sessionId: string,
  clientId: string,
): Promise<GroupNote> {
  const { note } = await guardSession(deps, ctx, sessionId, "group_session:roster");
  await transact(deps, async (tx) => {
    const loaded = await relockSession(tx, ctx, "group_session:roster", note.id);
    const entry = await entryOf(tx, sessionId, clientId);
    if (!entry) throw notFound("Roster entry");
    if (entry.attendanceStatus !== null || entry.checkedInAt !== null) {
      throw conflict("This client's attendance is marked; mark them absent or excused instead of removing them");
    }
    await tx.delete(groupClientNotes).where(eq(groupClientNotes.id, entry.id));
    await publishNoteChanged(tx, changed(loaded), "roster", ctx.user.id);
    await recordActivity(tx, {
      actor: ctx,
      action: "group_session:roster",
      outcome: "success",
      subjectType: "group_session",
      subjectId: sessionId,
      details: { removed: clientId },
    });
  });
  return getGroupNote(deps, ctx, note.id);
}

/** Marks one client's attendance; a `null` status clears the mark (and the check-in with it). */
export async function setAttendance(
  deps: Deps,
  ctx: RequestContext,
  sessionId: string,
  clientId: string,
  body: z.output<typeof AttendanceBody>,
): Promise<AttendanceEntry> {
  const { note } = await guardSession(deps, ctx, sessionId, "group_session:attendance");
  if (body.status === null && body.minutesAttended !== null && body.minutesAttended !== undefined)
    throw validationFailed("minutesAttended: give a status with the minutes, or clear both");
  const row = await transact(deps, async (tx) => {
    const loaded = await relockSession(tx, ctx, "group_session:attendance", note.id);
    const entry = await entryOf(tx, sessionId, clientId);
    if (!entry) throw notFound("Roster entry");
    const minutesAttended = resolveMinutes(body.status, body.minutesAttended, loaded.session, entry.checkedInAt);
    const cleared = body.status === null ? { checkedInAt: null, checkInMethod: null } : {};
    const [updated] = await tx
      .update(groupClientNotes)
      .set({
        attendanceStatus: body.status,
        minutesAttended,
        ...cleared,
        updatedBy: ctx.user.id,
        updatedAt: sql`now()`,
      })
      .where(eq(groupClientNotes.id, entry.id))
      .returning();
    await publishNoteChanged(tx, changed(loaded), "attendance", ctx.user.id);
    await recordActivity(tx, {
      actor: ctx,
      action: "group_session:attendance",
      outcome: "success",
      subjectType: "group_session",
      subjectId: sessionId,
      details: { clientId, status: body.status, minutesAttended },
    });
    return updated!;
  });
  return (await presentAttendance(deps.db, [row]))[0]!;
}

/**
 * Checks in entries not checked in yet, at `at`: present, or late after the grace period, with the
 * default minutes. Entries already checked in stay as they are. Returns the rows it changed.
 */
export async function checkInEntries(
  tx: Db,
  loaded: LoadedNote,
  entryIds: string[],
  method: "bulk" | "self",
  at: Date,
  actorId: string,
): Promise<GroupClientNoteRow[]> {
  if (entryIds.length === 0) return [];
  const status = checkInStatus(loaded.session, at);
  const minutesAttended = resolveMinutes(status, undefined, loaded.session, at);
  return tx
    .update(groupClientNotes)
    .set({
      checkedInAt: at,
      checkInMethod: method,
      attendanceStatus: status,
      minutesAttended,
      updatedBy: actorId,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(groupClientNotes.id, entryIds), isNull(groupClientNotes.checkedInAt)))
    .returning();
}

export async function bulkCheckIn(
  deps: Deps,
  ctx: RequestContext,
  sessionId: string,
  clientIds: string[],
): Promise<AttendanceEntry[]> {
  const { note } = await guardSession(deps, ctx, sessionId, "group_session:bulk_check_in");
  const wanted = [...new Set(clientIds)];
  const rows = await transact(deps, async (tx) => {
    const loaded = await relockSession(tx, ctx, "group_session:bulk_check_in", note.id);
    const entries = await tx
      .select()
      .from(groupClientNotes)
      .where(and(eq(groupClientNotes.sessionId, sessionId), inArray(groupClientNotes.clientId, wanted)));
    const missing = wanted.filter((c) => !entries.some((e) => e.clientId === c));
    if (missing.length) throw validationFailed(`clientIds: ${missing[0]} is not on the roster`, { missing });
    // The instant the policy judged: a check-in is never recorded before check-in opened.
    const changedRows = await checkInEntries(
      tx,
      loaded,
      entries.map((e) => e.id),
      "bulk",
      loaded.view.asOf,
      ctx.user.id,
    );
    if (changedRows.length) await publishNoteChanged(tx, changed(loaded), "attendance", ctx.user.id);
    await postCheckIns(tx, loaded, changedRows, "bulk", ctx.user.id);
    await recordActivity(tx, {
      actor: ctx,
      action: "group_session:bulk_check_in",
      outcome: "success",
      subjectType: "group_session",
      subjectId: sessionId,
      details: { clientIds: wanted, checkedIn: changedRows.map((r) => r.clientId) },
    });
    const byId = new Map(changedRows.map((r) => [r.id, r]));
    return entries.map((e) => byId.get(e.id) ?? e);
  });
  return presentAttendance(deps.db, rows);
}
