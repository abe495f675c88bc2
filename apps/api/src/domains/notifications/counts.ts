/** A user's notification counts: what the bell and the feed's type filter show. */
import { count, eq, sql } from "drizzle-orm";
import { NOTIFICATION_TYPES } from "@hearth/schema";
import type { NotificationCounts, NotificationType } from "@hearth/schema";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";

/** One grouped query; `byType` holds only the types the user has, in NOTIFICATION_TYPES order. */
export async function countsOf(db: Db, userId: string): Promise<NotificationCounts> {
  const rows = await db
    .select({
      type: notifications.type,
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .groupBy(notifications.type);
  const byType = new Map(rows.map((r) => [r.type, r]));
  return {
    unread: rows.reduce((n, r) => n + r.unread, 0),
    total: rows.reduce((n, r) => n + r.total, 0),
    byType: NOTIFICATION_TYPES.flatMap((type: NotificationType) => {
      const r = byType.get(type);
      return r ? [{ type, unread: r.unread, total: r.total }] : [];
    }),
  };
}
