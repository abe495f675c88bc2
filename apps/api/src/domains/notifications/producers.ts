/**
 * The one way a notification is made (its rows and their "notification.created" events, together)
 * and the one way it is done (its item dealt with: rows and "notification.done" events).
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { NotificationSubjectType, NotificationType } from "@hearth/schema";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import type { NotificationRow } from "../../db/schema";
import { enqueueEvents } from "../../events/outbox";

/** The item a notification is about, so that it can be marked done when that item is dealt with. */
export interface NotificationSubject {
  type: NotificationSubjectType;
  id: string;
}

/** What a notification says; each recipient gets a row of their own. */
export interface NotificationMessage {
  type: NotificationType;
  title: string;
  body: string;
  /** In-app path of what it is about (e.g. /groupnotes/session/<id>); none for an announcement. */
  link?: string | null;
  subject?: NotificationSubject | null;
  /** The clients it names (a task's or a reminder's client, a conversation's): reading it is logged with them. */
  clientIds?: readonly string[];
}

/** Rows inserted at once: keeps a large announcement under the bind-parameter limit. */
const CHUNK = 1000;

/**
 * Inserts one notification per recipient (each once) and enqueues one "notification.created" per
 * row, in the caller's transaction: they commit, or roll back, with the change they announce.
 * Who the recipients are is the caller's decision, made by its domain's rules.
 */
export async function notifyUsers(
  tx: Db,
  recipientIds: readonly string[],
  message: NotificationMessage,
  createdBy: string | null,
): Promise<NotificationRow[]> {
  const unique = [...new Set(recipientIds)];
  const rows: NotificationRow[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const values = unique.slice(i, i + CHUNK).map((userId) => ({
      userId,
      type: message.type,
      title: message.title,
      body: message.body,
      link: message.link ?? null,
      createdBy,
      subjectType: message.subject?.type ?? null,
      subjectId: message.subject?.id ?? null,
      clientIds: [...(message.clientIds ?? [])],
    }));
    rows.push(...(await tx.insert(notifications).values(values).returning()));
  }
  await enqueueEvents(
    tx,
    "notification.created",
    rows.map((n) => ({
      notificationId: n.id,
      userId: n.userId,
      type: n.type,
      title: n.title,
      body: n.body,
      link: n.link,
      createdAt: n.createdAt.toISOString(),
    })),
  );
  return rows;
}

/**
 * Marks every open notification of these types about the subject done, for all its recipients:
 * what they asked was dealt with (by one of them, or anyone). Done implies read, so they leave
 * the unread counts. One "notification.done" per recipient, in the caller's transaction, so it
 * commits with the change that dealt with the item.
 */
export async function markSubjectDone(
  tx: Db,
  subject: NotificationSubject,
  types: readonly NotificationType[],
): Promise<NotificationRow[]> {
  const rows = await tx
    .update(notifications)
    .set({ doneAt: sql`now()`, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(
      and(
        eq(notifications.subjectType, subject.type),
        eq(notifications.subjectId, subject.id),
        isNull(notifications.doneAt),
        inArray(notifications.type, [...types]),
      ),
    )
    .returning();
  const byUser = new Map<string, NotificationRow[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  await enqueueEvents(
    tx,
    "notification.done",
    [...byUser].map(([userId, done]) => ({
      userId,
      notificationIds: done.map((n) => n.id),
      doneAt: done[0]!.doneAt!.toISOString(),
    })),
  );
  return rows;
}
