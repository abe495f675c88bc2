/** Loading notes with what the policy and the presenter need, a fixed number of queries for any count. */
import { isUuid } from "../../../kernel/refs";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  groupNoteSignatures,
  groupNoteSignees,
  groupNotes,
  groupSessionCoFacilitators,
  groupSessions,
  organizationSettings,
} from "../../../db/schema";
import type { GroupNoteRow, GroupSessionRow } from "../../../db/schema";
import type { Denial, GroupNoteAction, NoteView } from "./policy";
import { denial } from "./policy";
import type { Principal } from "../../../authz/principal";
import { sessionWindow } from "../groupSessions/window";
import { checkInOpensMinutesBeforeSql } from "../../organizationSettings/columns";
import type { AppError } from "../../../errors";
import { conflict, forbidden, notFound } from "../../../errors";

export interface LoadedNote {
  note: GroupNoteRow;
  session: GroupSessionRow;
  view: NoteView;
}

/** The notes with these ids (unknown ids are left out), in the order of `ids`; their views judge time at `now`. */
export async function loadNotes(db: Db, ids: readonly string[], now: Date = new Date()): Promise<LoadedNote[]> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ note: groupNotes, session: groupSessions, checkInOpensMinutesBefore: checkInOpensMinutesBeforeSql })
    .from(groupNotes)
    .innerJoin(groupSessions, eq(groupSessions.id, groupNotes.sessionId))
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, groupNotes.organizationId))
    .where(inArray(groupNotes.id, wanted));
  if (rows.length === 0) return [];
  const noteIds = rows.map((r) => r.note.id);
  const [coFacilitators, signees, signatures] = await Promise.all([
    db
      .select()
      .from(groupSessionCoFacilitators)
      .where(
        inArray(
          groupSessionCoFacilitators.sessionId,
          rows.map((r) => r.session.id),
        ),
      ),
    db
      .select({ noteId: groupNoteSignees.noteId, userId: groupNoteSignees.userId })
      .from(groupNoteSignees)
      .where(inArray(groupNoteSignees.noteId, noteIds)),
    db
      .select({
        noteId: groupNoteSignatures.noteId,
        revision: groupNoteSignatures.revision,
        signerId: groupNoteSignatures.signerId,
        role: groupNoteSignatures.role,
      })
      .from(groupNoteSignatures)
      .where(and(inArray(groupNoteSignatures.noteId, noteIds), isNull(groupNoteSignatures.voidedAt))),
  ]);
  const byId = new Map(
    rows.map(({ note, session, checkInOpensMinutesBefore }) => {
      const view: NoteView = {
        organizationId: note.organizationId,
        locationId: note.locationId,
        status: note.status,
        cancelled: session.cancelledAt !== null,
        facilitatorId: session.facilitatorId,
        coFacilitatorIds: coFacilitators.filter((c) => c.sessionId === session.id).map((c) => c.userId),
        signeeIds: signees.filter((s) => s.noteId === note.id).map((s) => s.userId),
        submittedBy: note.submittedBy,
        signatures: signatures.filter((s) => s.noteId === note.id && s.revision === note.revision),
        window: sessionWindow(session, checkInOpensMinutesBefore),
        asOf: now,
      };
      return [note.id, { note, session, view }];
    }),
  );
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

export async function loadNote(db: Db, id: string): Promise<LoadedNote | null> {
  return (await loadNotes(db, [id]))[0] ?? null;
}

/** Inside a transaction: locks the note's row until commit, then loads it, so checks and changes see one state. */
export async function lockNote(tx: Db, id: string): Promise<LoadedNote | null> {
  if (!isUuid(id)) return null;
  await tx.execute(sql`SELECT id FROM group_notes WHERE id = ${id} FOR UPDATE`);
  return loadNote(tx, id);
}

export function denialError(d: Denial): AppError {
  switch (d.code) {
    case "not_found":
      return notFound("Group note");
    case "forbidden":
      return forbidden(d.message);
    case "conflict":
      return conflict(d.message);
  }
}

/** The loaded note when the policy allows the action, else the error to answer with (404 when it does not exist). */
export function allowed(
  ctx: Principal,
  action: GroupNoteAction,
  loaded: LoadedNote | null,
): { ok: true; loaded: LoadedNote } | { ok: false; error: AppError } {
  if (!loaded) return { ok: false, error: notFound("Group note") };
  const d = denial(ctx, action, loaded.view);
  return d ? { ok: false, error: denialError(d) } : { ok: true, loaded };
}
