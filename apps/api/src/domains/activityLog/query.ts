/**
 * Reading the activity log (admin only). The trail names clients (MR numbers, ids), so reading it is
 * itself a read of client data: each page read writes one line naming the clients its lines name.
 * That line is never about itself, so reading the log again adds one line, not a loop.
 */
import { and, count, desc, eq, gte, inArray, lte, or } from "drizzle-orm";
import type { Page } from "@hearth/schema";
import type { Db } from "../../db/client";
import { activityLog, clients } from "../../db/schema";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { forbidden } from "../../errors";
import { isUuid } from "../../kernel/refs";
import { recordActivity, shownClientIds } from "./service";

export interface ActivityRow {
  id: number;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  outcome: string;
  ip: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** Every string a row holds (its subject and anything in its details): where it may name a client. */
function stringsOf(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}

/** The organization's clients that these lines name, by MR number or id. */
async function clientsNamedIn(
  db: Db,
  organizationId: string,
  rows: readonly { subjectId: string | null; details: unknown }[],
): Promise<string[]> {
  const strings = [
    ...stringsOf(
      rows.map((r) => [r.subjectId, r.details]),
      new Set(),
    ),
  ].filter((s) => s.length <= 100);
  if (strings.length === 0) return [];
  const uuids = strings.filter(isUuid);
  const named = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.organizationId, organizationId),
        or(inArray(clients.mrNo, strings), uuids.length ? inArray(clients.id, uuids) : undefined),
      ),
    );
  return shownClientIds(named.map((c) => c.id));
}

export async function listActivity(
  deps: Deps,
  ctx: RequestContext,
  q: {
    subjectType?: string | undefined;
    subjectId?: string | undefined;
    actorId?: string | undefined;
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
    page: number;
    pageSize: number;
  },
  ip: string,
): Promise<Page<ActivityRow>> {
  if (!ctx.isAdmin) {
    await recordActivity(deps.db, {
      actor: ctx,
      action: "activity_log:read",
      outcome: "denied",
      subjectType: "activity_log",
      ip,
      details: { reason: "role" },
    });
    throw forbidden();
  }
  const where = and(
    eq(activityLog.organizationId, ctx.organizationId),
    q.subjectType ? eq(activityLog.subjectType, q.subjectType) : undefined,
    q.subjectId ? eq(activityLog.subjectId, q.subjectId) : undefined,
    q.actorId ? eq(activityLog.actorId, q.actorId) : undefined,
    q.dateFrom ? gte(activityLog.createdAt, new Date(q.dateFrom)) : undefined,
    q.dateTo ? lte(activityLog.createdAt, new Date(q.dateTo)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(activityLog)
      .where(where)
      .orderBy(desc(activityLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(activityLog).where(where),
  ]);
  const clientIds = await clientsNamedIn(deps.db, ctx.organizationId, rows);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "activity_log:read",
    outcome: "success",
    subjectType: "activity_log",
    ip,
    details: { filter: q, returned: rows.map((r) => r.id), clientIds },
  });
  return {
    results: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
