/** Notifications: admin announcements to staff, and each user's own feed. */
import { and, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { ClinicianStatus } from "@hearth/schema";
import type { AnnouncementBody, Notification, NotificationListQuery, Page } from "@hearth/schema";
import type { z } from "zod";
import { notifications, users } from "../../db/schema";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { forbidden, notFound, validationFailed } from "../../errors";
import { enqueueEvents } from "../../events/outbox";
import { recordActivity } from "../activityLog/service";
import { canNotification } from "./policy";
import { presentNotification } from "./presenter";

export const ANNOUNCEMENT_TYPE = "announcement";

/** One row and one "notification.created" event per recipient, in one transaction. */
export async function announce(deps: Deps, ctx: RequestContext, body: z.output<typeof AnnouncementBody>, ip: string): Promise<{ count: number }> {
  if (!canNotification(ctx, "announce")) {
    await recordActivity(deps.db, { actor: ctx, action: "notification:announce", outcome: "denied", ip });
    throw forbidden();
  }
  const inOrg = [eq(users.organizationId, ctx.organizationId), eq(users.status, ClinicianStatus.Active)];
  const recipients = body.userIds
    ? await deps.db.select({ id: users.id }).from(users).where(and(...inOrg, inArray(users.id, [...new Set(body.userIds)])))
    : await deps.db.select({ id: users.id }).from(users).where(and(...inOrg, ne(users.role, "client")));
  if (body.userIds) {
    const known = new Set(recipients.map((r) => r.id));
    const unknown = body.userIds.filter((id) => !known.has(id));
    if (unknown.length) throw validationFailed(`userIds: no active user ${unknown[0]} in your organization`, { unknown });
  }
  const created = await transact(deps, async (tx) => {
    const rows = [];
    for (let i = 0; i < recipients.length; i += 1000) {
      rows.push(
        ...(await tx
          .insert(notifications)
          .values(recipients.slice(i, i + 1000).map((r) => ({ userId: r.id, type: ANNOUNCEMENT_TYPE, title: body.title, body: body.body, createdBy: ctx.user.id })))
          .returning()),
      );
    }
    await enqueueEvents(
      tx,
      "notification.created",
      rows.map((n) => ({ notificationId: n.id, userId: n.userId, type: n.type, title: n.title, body: n.body, link: n.link, createdAt: n.createdAt.toISOString() })),
    );
    await recordActivity(tx, { actor: ctx, action: "notification:announce", outcome: "success", subjectType: "notification", ip, details: { recipients: rows.length, title: body.title } });
    return rows.length;
  });
  return { count: created };
}

export async function listOwn(deps: Deps, ctx: RequestContext, q: z.output<typeof NotificationListQuery>): Promise<Page<Notification>> {
  const where = and(eq(notifications.userId, ctx.user.id), q.unreadOnly ? isNull(notifications.readAt) : undefined);
  const [rows, [total]] = await Promise.all([
    deps.db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { results: rows.map(presentNotification), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function markRead(deps: Deps, ctx: RequestContext, id: string): Promise<Notification> {
  const [row] = await deps.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, ctx.user.id)))
    .returning();
  if (!row) throw notFound("Notification");
  return presentNotification(row);
}
