/**
 * The scheduler's shift-record job: once a shift has ended, every handoff board that changed during
 * it gets one record of it (the board's state and rendering, who wrote what, the contributors). Each
 * board is claimed for the job's transaction (`pg_try_advisory_xact_lock`: another instance skips it)
 * and the record is unique per board and shift start, so it is made once across instances, restarts
 * and repeated runs. Shifts that ended while no instance ran are caught up from the activity lines.
 */
import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import * as Y from "yjs";
import { handoffDocumentName } from "@hearth/schema";
import { rowsOf } from "../../db/client";
import type { Db } from "../../db/client";
import { handoffActivity, handoffShiftContributors, handoffShiftRecords, locations } from "../../db/schema";
import type { AttributedBlockRow } from "../../db/schema";
import { loadStateAtOnce } from "../collabDocuments/service";
import { attributeBoard, contributorsBetween, shiftStartVector, stateVectorOf } from "./board";
import { shiftAt } from "./shifts";
import type { Shift } from "./shifts";

/** Inside the job's transaction: records the shifts ended by `now` (the clock is a parameter so tests can end a shift). Answers how many records it made. */
export async function recordEndedShifts(tx: Db, now: Date): Promise<number> {
  // Every shift that started before the one in progress has ended.
  const boundary = shiftAt(now).startsAt;
  const boards = rowsOf<{ location_id: string }>(
    await tx.execute(sql`
      SELECT l.id AS location_id FROM ${locations} l
      WHERE EXISTS (
        SELECT 1 FROM ${handoffActivity} a
        WHERE a.document_name = 'handoff.' || l.id::text AND a.minute < ${boundary.toISOString()}::timestamptz
          AND a.minute >= COALESCE((SELECT r.ends_at FROM ${handoffShiftRecords} r WHERE r.location_id = l.id ORDER BY r.starts_at DESC LIMIT 1), '-infinity'::timestamptz)
      )
      ORDER BY l.id`),
  );
  let made = 0;
  for (const { location_id: locationId } of boards) made += await recordBoard(tx, locationId, boundary);
  return made;
}

async function recordBoard(tx: Db, locationId: string, boundary: Date): Promise<number> {
  const [claim] = rowsOf<{ claimed: boolean }>(
    await tx.execute(sql`SELECT pg_try_advisory_xact_lock(hashtext(${`handoffShifts:${locationId}`})) AS claimed`),
  );
  if (!claim?.claimed) return 0;
  // Read after the claim: another instance that held it has committed its records by now.
  const [last] = await tx
    .select({ endsAt: handoffShiftRecords.endsAt })
    .from(handoffShiftRecords)
    .where(eq(handoffShiftRecords.locationId, locationId))
    .orderBy(desc(handoffShiftRecords.startsAt))
    .limit(1);
  const documentName = handoffDocumentName(locationId);
  const active = await tx
    .select({ minute: handoffActivity.minute })
    .from(handoffActivity)
    .where(
      and(
        eq(handoffActivity.documentName, documentName),
        gte(handoffActivity.minute, last?.endsAt ?? new Date(0)),
        lt(handoffActivity.minute, boundary),
      ),
    )
    .orderBy(asc(handoffActivity.minute));
  const shifts: Shift[] = [];
  for (const { minute } of active) {
    const current = shifts.at(-1);
    if (!current || minute >= current.endsAt) shifts.push(shiftAt(minute));
  }
  let made = 0;
  // Only the latest gets the board's text: the update log is compacted, so the board as it was at the
  // end of an earlier shift is gone. Normally there is one; several only after the job failed for a while.
  for (const [i, shift] of shifts.entries())
    made += await recordShift(tx, locationId, documentName, shift, i === shifts.length - 1);
  return made;
}

async function recordShift(
  tx: Db,
  locationId: string,
  documentName: string,
  shift: Shift,
  capture: boolean,
): Promise<number> {
  const state = capture ? await loadStateAtOnce(tx, documentName) : null;
  const startVector = await shiftStartVector(tx, locationId, documentName, shift, state);
  const captured = capture ? await capturedBoard(tx, documentName, state, startVector) : null;
  const [record] = await tx
    .insert(handoffShiftRecords)
    .values({
      locationId,
      shiftDate: shift.date,
      shift: shift.name,
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      startStateVector: startVector,
      ...captured,
    })
    .onConflictDoNothing({ target: [handoffShiftRecords.locationId, handoffShiftRecords.startsAt] })
    .returning({ id: handoffShiftRecords.id });
  if (!record) return 0;
  const contributors = await contributorsBetween(tx, documentName, shift.startsAt, shift.endsAt);
  if (contributors.length > 0)
    await tx.insert(handoffShiftContributors).values(contributors.map((c) => ({ recordId: record.id, ...c })));
  return 1;
}

/** The board's state, state vector and attributed rendering; without a rendering when the state cannot be read (the record still keeps the bytes). */
async function capturedBoard(tx: Db, documentName: string, state: Uint8Array | null, since: Uint8Array) {
  const stored = state ?? Y.encodeStateAsUpdate(new Y.Doc());
  const base = { state: stored, endStateVector: stateVectorOf(stored) };
  let board: Awaited<ReturnType<typeof attributeBoard>>;
  try {
    board = await attributeBoard(tx, documentName, state, since);
  } catch {
    // A document this server cannot render (a node type it does not know) must not hold back every other board's record.
    return base;
  }
  const { rendered, blocks } = board;
  return {
    ...base,
    contentJson: rendered.json,
    contentHtml: rendered.html,
    contentText: rendered.text,
    contentEmpty: rendered.empty,
    attribution: blocks satisfies AttributedBlockRow[],
  };
}
