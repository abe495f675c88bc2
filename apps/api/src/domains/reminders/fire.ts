/**
 * The scheduler's reminder job: claims due reminders and makes their notifications in one
 * transaction, so a reminder fires exactly once across instances and across a crash or restart.
 */
import { and, asc, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reminders } from "../../db/schema";
import type { ReminderRow } from "../../db/schema";
import { clientIdsByMrNo } from "../activityLog/service";
import { activePrincipals } from "../../authz/principals";
import { notifyUsers } from "../notifications/producers";
import type { NotificationMessage } from "../notifications/producers";
import { resolveSubject } from "./subjects";

/** Reminders claimed per tick; the rest wait for the next one. */
const BATCH = 100;

export function reminderMessage(r: Pick<ReminderRow, "subjectLabel" | "note" | "link">): NotificationMessage {
  return {
    type: "reminder_due",
    title: `Reminder: ${r.subjectLabel}`,
    body: r.note ?? `You asked to be reminded about ${r.subjectLabel}.`,
    link: r.link,
  };
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
  for (const r of fired) {
    const message = await messageAtFireTime(tx, r);
    if (message) await notifyUsers(tx, [r.userId], message, r.userId);
  }
  return fired.length;
}

/** Said instead of the subject when its owner may no longer see it (moved off its location, say). */
export const SUBJECT_GONE_MESSAGE = "A reminder you set is due, but what it was about is no longer available to you.";

/**
 * Access is checked again when the reminder fires, with the owner's rights of that moment: the
 * label (maybe a client's name) is told only to someone who may still see it, and nothing at all
 * to someone whose account is no longer active.
 */
async function messageAtFireTime(tx: Db, r: ReminderRow): Promise<NotificationMessage | null> {
  const [owner] = await activePrincipals(tx, r.organizationId, [r.userId]);
  if (!owner) return null;
  const lookup = await resolveSubject(tx, owner, r.subjectType, r.subjectId);
  if (!lookup.ok) return { type: "reminder_due", title: "Reminder", body: r.note ?? SUBJECT_GONE_MESSAGE, link: null };
  const clientIds = await clientIdsByMrNo(tx, r.organizationId, [r.subjectType === "client" ? r.subjectId : null]);
  return {
    ...reminderMessage({ subjectLabel: lookup.subject.label, link: lookup.subject.link, note: r.note }),
    clientIds,
  };
}
