/**
 * The scheduler's outbox pruning: published rows are kept a week (to look into a delivery), then
 * deleted, so that the outbox — a row for every notification, message and typing signal — does not
 * grow without end. The activity log, not the outbox, is the record of who did what.
 */
import { and, asc, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/client";
import { outbox } from "../db/schema";

export const OUTBOX_RETENTION_DAYS = 7;
/** Rows deleted per tick at most: a backlog goes over several ticks, each a short transaction. */
const BATCH = 5000;

const expired = sql`now() - make_interval(days => ${OUTBOX_RETENTION_DAYS})`;

/** Inside the job's transaction: deletes the oldest published rows past the retention period. */
export async function pruneOutbox(tx: Db): Promise<number> {
  // Every tick, so the usual answer must be cheap: the oldest published row, found by the primary key, is not old enough.
  const [oldest] = rowsOf<{ due: boolean }>(
    await tx.execute(sql`SELECT ${outbox.occurredAt} < ${expired} AS due FROM ${outbox} WHERE ${outbox.publishedAt} IS NOT NULL ORDER BY ${outbox.seq} LIMIT 1`),
  );
  if (!oldest?.due) return 0;
  const doomed = tx
    .select({ seq: outbox.seq })
    .from(outbox)
    .where(and(isNotNull(outbox.publishedAt), lt(outbox.occurredAt, expired)))
    .orderBy(asc(outbox.seq))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const deleted = await tx.delete(outbox).where(inArray(outbox.seq, doomed)).returning({ seq: outbox.seq });
  return deleted.length;
}
