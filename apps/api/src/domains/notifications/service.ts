/** Notifications: admin announcements to staff, and each user's own feed and its read state. */
import { and, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { ClinicianStatus } from "@hearth/schema";
import type {
  AnnouncementBody,
  MarkAllReadBody,
  Notification,
  NotificationCounts,
  NotificationListQuery,
  NotificationType,
  Page,
} from "@hearth/schema";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { notifications, users } from "../../db/schema";
import type { RequestContext } from "../../context";
import { authorize, authorizeCaller } from "../../authz/authorize";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { notFound, validationFailed } from "../../errors";
import { enqueueEvent } from "../../events/outbox";
import { recordActivity, shownClientIds } from "../activityLog/service";
import { countsOf } from "./counts";
import { canNotification, notificationDenial } from "./policy";
import { presentNotification } from "./presenter";
import { notifyUsers } from "./producers";

export const ANNOUNCEMENT_TYPE: NotificationType = "announcement";

/** One row and one "notification.created" event per recipient, in one transaction. */
export async function announce(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof AnnouncementBody>,
): Promise<{ count: number }> {
  await authorizeCaller(deps.db, ctx, "notification:announce", canNotification);
  const inOrg = [eq(users.organizationId, ctx.organizationId), eq(users.status, ClinicianStatus.Active)];
  const recipients = body.userIds
    ? await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(...inOrg, inArray(users.id, [...new Set(body.userIds)])))
    : await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(...inOrg, ne(users.role, "client")));
  if (body.userIds) {
    const known = new Set(recipients.map((r) => r.id));
    const unknown = body.userIds.filter((id) => !known.has(id));
    if (unknown.length)
      throw validationFailed(`userIds: no active user ${unknown[0]} in your organization`, { unknown });
  }
  const created = await transact(deps, async (tx) => {
    const rows = await notifyUsers(
      tx,
      recipients.map((r) => r.id),
      { type: ANNOUNCEMENT_TYPE, title: body.title, body: body.body },
      ctx.user.id,
    );
    await recordActivity(tx, {
      actor: ctx,
      action: "notification:announce",
      outcome: "success",
      subjectType: "notification",
      details: { recipients: rows.length, title: body.title },
    });
    return rows.length;
  });
  return { count: created };
}

export async function listOwn(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof NotificationListQuery>,
): Promise<Page<Notification>> {
  const where = and(
    eq(notifications.userId, ctx.user.id),
    q.unreadOnly ? isNull(notifications.readAt) : undefined,
    q.type ? inArray(notifications.type, q.type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(notifications).where(where),
  ]);
  // Task and reminder notices name their client; the read is logged with every client the page names.
  await recordActivity(deps.db, {
    actor: ctx,
    action: "notification:list",
    outcome: "success",
    subjectType: "notification",
    details: {
      filter: q,
      returned: rows.map((r) => r.id),
      clientIds: shownClientIds(rows.flatMap((r) => r.clientIds)),
    },
  });
  return { results: rows.map(presentNotification), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function ownCounts(deps: Deps, ctx: RequestContext): Promise<NotificationCounts> {
  return countsOf(deps.db, ctx.user.id);
}

/** Inside the transaction that changed the user's read state: their fresh counts go to every tab and device. */
async function publishReadState(tx: Db, userId: string): Promise<NotificationCounts> {
  const counts = await countsOf(tx, userId);
  await enqueueEvent(tx, "notification.read", { userId, counts });
  return counts;
}

/** Marks one of the caller's notifications read; reading it again changes nothing and tells nobody. */
export async function markRead(deps: Deps, ctx: RequestContext, id: string): Promise<Notification> {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, ctx.user.id));
  const row = await transact(deps, async (tx) => {
    const [changed] = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(mine, isNull(notifications.readAt)))
      .returning();
    if (!changed) return (await tx.select().from(notifications).where(mine))[0] ?? null;
    await publishReadState(tx, ctx.user.id);
    await recordActivity(tx, {
      actor: ctx,
      action: "notification:read",
      outcome: "success",
      subjectType: "notification",
      subjectId: id,
    });
    return changed;
  });
  if (!row) {
    // Someone else's notification is answered like a missing one, and the attempt is logged.
    const [other] = await deps.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.id, id));
    if (other)
      await authorize(deps.db, ctx, "notification:read", {
        subjectType: "notification",
        subjectName: "Notification",
        subjectId: id,
        resource: other,
        denial: notificationDenial,
      });
    throw notFound("Notification");
  }
  return presentNotification(row);
}

/** Marks every unread notification of the caller read, or those of the given types; answers the counts after. */
export async function markAllRead(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof MarkAllReadBody>,
): Promise<NotificationCounts> {
  return transact(deps, async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, ctx.user.id),
          isNull(notifications.readAt),
          body.type ? inArray(notifications.type, body.type) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    if (changed.length === 0) return countsOf(tx, ctx.user.id);
    await recordActivity(tx, {
      actor: ctx,
      action: "notification:read",
      outcome: "success",
      subjectType: "notification",
      details: { marked: changed.length, types: body.type ?? null },
    });
    return publishReadState(tx, ctx.user.id);
  });
}
