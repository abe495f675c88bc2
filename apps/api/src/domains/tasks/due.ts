/**
 * The scheduler's due-task job: claims open tasks past due that were not yet announced and
 * notifies their assignees in one transaction, so each task's due notice goes out exactly once
 * across instances, crashes and restarts.
 */
import { and, asc, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tasks } from "../../db/schema";
import { notifyUsers } from "../notifications/producers";
import { taskClientIds, taskDueMessage } from "./notices";

/** Tasks claimed per tick; the rest wait for the next one. */
const BATCH = 100;

const pending = and(isNull(tasks.doneAt), isNull(tasks.dueNotifiedAt), isNotNull(tasks.dueAt));

/** Inside the job's transaction: marks due tasks notified (skipping rows another instance holds) and tells their assignees. */
export async function notifyDueTasks(tx: Db): Promise<number> {
  const due = tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(pending, lte(tasks.dueAt, sql`now()`)))
    .orderBy(asc(tasks.dueAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await tx
    .update(tasks)
    .set({ dueNotifiedAt: sql`now()` })
    .where(and(inArray(tasks.id, due), pending))
    .returning();
  // The notice is the system's, not a person's: createdBy stays null.
  for (const t of claimed)
    await notifyUsers(tx, [t.assigneeId], { ...taskDueMessage(t), clientIds: await taskClientIds(tx, t) }, null);
  return claimed.length;
}
