/** Crash reports from the web app (spec §3 payload). */
import { count, desc, eq, isNull, or } from "drizzle-orm";
import type { CrashReport, CrashReportBody, Page } from "@hearth/schema";
import type { z } from "zod";
import { crashReports } from "../../db/schema";
import type { RequestContext } from "../../context";
import { authorizeCaller } from "../../authz/authorize";
import type { Deps } from "../../deps";
import { recordActivity } from "../activityLog/service";
import { canCrashReports, crashReportScope } from "./policy";

export async function storeCrashReport(
  deps: Deps,
  ctx: RequestContext | null,
  body: z.output<typeof CrashReportBody>,
  ip: string,
): Promise<{ id: string }> {
  await deps.limiters.crashReport.hit(ip);
  const [row] = await deps.db
    .insert(crashReports)
    .values({ userId: ctx?.user.id ?? null, organizationId: ctx?.organizationId ?? null, ip, payload: body })
    .returning({ id: crashReports.id });
  await recordActivity(deps.db, {
    actor: ctx,
    action: "crash_report:create",
    outcome: "success",
    subjectType: "crash_report",
    subjectId: row!.id,
    ip,
  });
  return { id: row!.id };
}

export async function listCrashReports(
  deps: Deps,
  ctx: RequestContext,
  page: number,
  pageSize: number,
): Promise<Page<CrashReport & { userId: string | null }>> {
  await authorizeCaller(deps.db, ctx, "crash_report:list", canCrashReports);
  const scope = crashReportScope(ctx, deps.options.operatorOrganizationId);
  const own = eq(crashReports.organizationId, scope.organizationId);
  const where = scope.withoutOrganization ? or(own, isNull(crashReports.organizationId)) : own;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(crashReports)
      .where(where)
      .orderBy(desc(crashReports.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(crashReports).where(where),
  ]);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "crash_report:list",
    outcome: "success",
    subjectType: "crash_report",
    details: { returned: rows.length },
  });
  return {
    results: rows.map((r) => ({
      ...r.payload,
      id: r.id,
      userId: r.userId,
      createdAt: r.createdAt.toISOString(),
      withoutOrganization: r.organizationId === null,
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
