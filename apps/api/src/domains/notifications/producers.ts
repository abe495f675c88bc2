/** The one way a notification is made: its rows and their "notification.created" events, together. */
import type { NotificationType } from "@hearth/schema";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import type { NotificationRow } from "../../db/schema";
import { enqueueEvents } from "../../events/outbox";

/** What a notification says; each recipient gets a row of their own. */
export interface NotificationMessage {
  type: NotificationType;
  title: string;
  body: string;
  /** In-app path of what it is about (e.g. /groupnotes/session/<id>); none for an announcement. */
  link?: string | null;
}

/** Rows inserted at once: keeps a large announcement under the bind-parameter limit. */
const CHUNK = 1000;

/**
 * Inserts one notification per recipient (each once) and enqueues one "notification.created" per
 * row, in the caller's transaction: they commit, or roll back, with the change they announce.
 * Who the recipients are is the caller's decision, made by its domain's rules.
 */
export async function notifyUsers(tx: Db, recipientIds: readonly string[], message: NotificationMessage, createdBy: string | null): Promise<NotificationRow[]> {
  const unique = [...new Set(recipientIds)];
  const rows: NotificationRow[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const values = unique.slice(i, i + CHUNK).map((userId) => ({ userId, type: message.type, title: message.title, body: message.body, link: message.link ?? null, createdBy }));
    rows.push(...(await tx.insert(notifications).values(values).returning()));
  }
  await enqueueEvents(
    tx,
    "notification.created",
    rows.map((n) => ({ notificationId: n.id, userId: n.userId, type: n.type, title: n.title, body: n.body, link: n.link, createdAt: n.createdAt.toISOString() })),
  );
  return rows;
}
