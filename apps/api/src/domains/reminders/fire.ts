/**
 * The scheduler's reminder job: claims due reminders and makes their notifications in one
 * transaction, so a reminder fires exactly once across instances and across a crash or restart.
 */
import { and, asc, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reminders } from "../../db/schema";
import type { ReminderRow } from "../../db/schema";
import { notifyUsers } from "../notifications/producers";
import type { NotificationMessage } from "../notifications/producers";

/** Reminders claimed per tick; the rest wait for the next one. */
const BATCH = 100;

export function reminderMessage(r: Pick<ReminderRow, "subjectLabel" | "note" | "link">): NotificationMessage {
  return { type: "reminder_due", title: `Reminder: ${r.subjectLabel}`, body: r.note ?? `You asked to be reminded about ${r.subjectLabel}.`, link: r.link };
}

/** Inside the job's transaction: marks due reminders fired (skipping rows another instance holds) and notifies their owners. */
export async function fireDueReminders(tx: Db): Promise<number> {
  const due = tx
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(isNull(reminders.firedAt), isNull(reminders.cancelledAt), lte(reminders.remindAt, sql`now()`)))
    .orderBy(asc(reminders.remindAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const fired = await tx
    .update(reminders)
    .set({ firedAt: sql`now()` })
    .where(and(inArray(reminders.id, due), isNull(reminders.firedAt), isNull(reminders.cancelledAt)))
    .returning();
  for (const r of fired) await notifyUsers(tx, [r.userId], reminderMessage(r), r.userId);
  return fired.length;
}
