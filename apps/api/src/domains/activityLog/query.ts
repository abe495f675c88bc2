/** Reading the activity log (admin only; the reading itself is not logged to avoid a feedback loop). */
import { and, count, desc, eq, gte, lte } from "drizzle-orm";
import type { Page } from "@hearth/schema";
import { activityLog } from "../../db/schema";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { forbidden } from "../../errors";

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

export async function listActivity(
  deps: Deps,
  ctx: RequestContext,
  q: { subjectType?: string | undefined; subjectId?: string | undefined; actorId?: string | undefined; dateFrom?: string | undefined; dateTo?: string | undefined; page: number; pageSize: number },
): Promise<Page<ActivityRow>> {
  if (!ctx.isAdmin) throw forbidden();
  const where = and(
    eq(activityLog.organizationId, ctx.organizationId),
    q.subjectType ? eq(activityLog.subjectType, q.subjectType) : undefined,
    q.subjectId ? eq(activityLog.subjectId, q.subjectId) : undefined,
    q.actorId ? eq(activityLog.actorId, q.actorId) : undefined,
    q.dateFrom ? gte(activityLog.createdAt, new Date(q.dateFrom)) : undefined,
    q.dateTo ? lte(activityLog.createdAt, new Date(q.dateTo)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db.select().from(activityLog).where(where).orderBy(desc(activityLog.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(activityLog).where(where),
  ]);
  return { results: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}
