/** Reading a handoff board for its history: who wrote which characters, and who changed it when. */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, max, min } from "drizzle-orm";
import * as Y from "yjs";
import { LEXICAL_ROOT } from "@hearth/schema";
import { renderAttributed } from "@hearth/richtext/server";
import type { RenderedRoot } from "@hearth/richtext/server";
import type { Db } from "../../db/client";
import { handoffActivity, handoffClientAuthors, handoffShiftRecords } from "../../db/schema";
import type { AttributedBlockRow } from "../../db/schema";
import type { Shift } from "./shifts";

const clocksOf = (state: Uint8Array | null): Map<number, number> =>
  state ? Y.decodeStateVector(Y.encodeStateVectorFromUpdate(state)) : new Map();

/** The users who brought the given Yjs clients into the board, with when they first did. */
async function clientAuthors(
  db: Db,
  documentName: string,
  clientIds: number[],
): Promise<Map<number, { userId: string; firstSeenAt: Date }>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({
      clientId: handoffClientAuthors.clientId,
      userId: handoffClientAuthors.userId,
      firstSeenAt: handoffClientAuthors.firstSeenAt,
    })
    .from(handoffClientAuthors)
    .where(and(eq(handoffClientAuthors.documentName, documentName), inArray(handoffClientAuthors.clientId, clientIds)));
  return new Map(rows.map((row) => [Number(row.clientId), { userId: row.userId, firstSeenAt: row.firstSeenAt }]));
}

/**
 * The state vector `shift` started from: the end of the board's last captured record before it. A
 * board's first record has none; then every client first seen before the shift (or never seen: text
 * from before authorship was recorded) counts as written before it, and the others as written during it.
 */
export async function shiftStartVector(
  db: Db,
  locationId: string,
  documentName: string,
  shift: Shift,
  state: Uint8Array | null,
): Promise<Uint8Array> {
  const [previous] = await db
    .select({ vector: handoffShiftRecords.endStateVector })
    .from(handoffShiftRecords)
    .where(
      and(
        eq(handoffShiftRecords.locationId, locationId),
        lt(handoffShiftRecords.startsAt, shift.startsAt),
        isNotNull(handoffShiftRecords.endStateVector),
      ),
    )
    .orderBy(desc(handoffShiftRecords.startsAt))
    .limit(1);
  if (previous?.vector) return previous.vector;
  const clocks = clocksOf(state);
  const authors = await clientAuthors(db, documentName, [...clocks.keys()]);
  const before = new Map<number, number>();
  for (const [client, clock] of clocks) {
    const author = authors.get(client);
    if (!author || author.firstSeenAt < shift.startsAt) before.set(client, clock);
  }
  return Y.encodeStateVector(before);
}

/** The board rendered, each block's characters attributed to their authors (user ids) and marked new when past `since`. */
export async function attributeBoard(
  db: Db,
  documentName: string,
  state: Uint8Array | null,
  since: Uint8Array,
): Promise<{ rendered: RenderedRoot; blocks: AttributedBlockRow[] }> {
  const authors = await clientAuthors(db, documentName, [...clocksOf(state).keys()]);
  return renderAttributed(state ?? new Uint8Array(), LEXICAL_ROOT, {
    since,
    authorOf: (client) => authors.get(client)?.userId ?? null,
  });
}

export const stateVectorOf = (state: Uint8Array): Uint8Array => Y.encodeStateVectorFromUpdate(state);

export interface ContributorRow {
  userId: string;
  firstEditAt: Date;
  lastEditAt: Date;
  minutesActive: number;
}

/** Who changed the board during [from, to), from the per-minute activity lines, earliest first. */
export async function contributorsBetween(
  db: Db,
  documentName: string,
  from: Date,
  to: Date,
): Promise<ContributorRow[]> {
  const rows = await db
    .select({
      userId: handoffActivity.userId,
      firstEditAt: min(handoffActivity.minute),
      lastEditAt: max(handoffActivity.minute),
      minutesActive: count(),
    })
    .from(handoffActivity)
    .where(
      and(
        eq(handoffActivity.documentName, documentName),
        gte(handoffActivity.minute, from),
        lt(handoffActivity.minute, to),
      ),
    )
    .groupBy(handoffActivity.userId)
    .orderBy(asc(min(handoffActivity.minute)), asc(handoffActivity.userId));
  return rows.map((row) => ({
    userId: row.userId,
    firstEditAt: row.firstEditAt!,
    lastEditAt: row.lastEditAt!,
    minutesActive: Number(row.minutesActive),
  }));
}
