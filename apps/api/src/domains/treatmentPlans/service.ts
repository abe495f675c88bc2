/**
 * Treatment plans: one per episode of care, started from the intake (the episode's level of care and
 * the client's active diagnoses carried in), read with the outline and texts as stored, and listed
 * per client and across the caller's locations. Every read is logged as a read of the client's chart;
 * a plan outside the caller's reach is answered as missing.
 */
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { AREA_ROLES, treatmentPlanDocumentName } from "@hearth/schema";
import type {
  ClientChartAction,
  Page,
  TreatmentPlan,
  TreatmentPlanListQuery,
  TreatmentPlanSummary,
} from "@hearth/schema";
import type { z } from "zod";
import { authorize, authorizeCaller } from "../../authz/authorize";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { clientDiagnoses, clientEpisodes, clients, locations, treatmentPlans } from "../../db/schema";
import type { ClientRow } from "../../db/schema";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { conflict } from "../../errors";
import { recordActivity } from "../activityLog/service";
import { lockChart, openChart, recordChartActivity, recordChartChange } from "../clients/chart";
import { appendServerUpdate, loadStateAtOnce } from "../collabDocuments/service";
import { initialPlanUpdate, readPlanContent } from "./document";
import { planSummaries, summaryColumns } from "./presenter";

export const NOT_ADMITTED_MESSAGE = "Admit the client before starting a treatment plan";

/** Starts the plan of the client's open episode of care: version 1, a draft, its document written. */
export async function startTreatmentPlan(deps: Deps, ctx: RequestContext, mrNo: string): Promise<TreatmentPlan> {
  const client = await openChart(deps, ctx, mrNo, "client:treatment_plan_start");
  const planId = await transact(deps, async (tx) => {
    const locked = await lockChart(tx, client.id);
    const [episode] = await tx
      .select()
      .from(clientEpisodes)
      .where(and(eq(clientEpisodes.clientId, locked.id), isNull(clientEpisodes.dischargeDate)))
      .orderBy(desc(clientEpisodes.episodeNumber))
      .limit(1);
    if (!episode) throw conflict(NOT_ADMITTED_MESSAGE);
    const [existing] = await tx
      .select({ version: treatmentPlans.version })
      .from(treatmentPlans)
      .where(eq(treatmentPlans.episodeId, episode.id))
      .orderBy(desc(treatmentPlans.version))
      .limit(1);
    if (existing)
      throw conflict(`This stay already has a treatment plan (version ${existing.version}): open it instead`);
    const diagnoses = await tx
      .select({ code: clientDiagnoses.code, description: clientDiagnoses.description })
      .from(clientDiagnoses)
      .where(and(eq(clientDiagnoses.clientId, locked.id), eq(clientDiagnoses.status, "active")))
      // The primary diagnosis leads; then as they were entered.
      .orderBy(sql`${clientDiagnoses.rank} = 'primary' DESC`, asc(clientDiagnoses.enteredAt), asc(clientDiagnoses.id));
    const [plan] = await tx
      .insert(treatmentPlans)
      .values({
        organizationId: locked.organizationId,
        clientId: locked.id,
        episodeId: episode.id,
        version: 1,
        levelOfCare: episode.levelOfCare,
        startedBy: ctx.user.id,
      })
      .returning({ id: treatmentPlans.id });
    await appendServerUpdate(tx, treatmentPlanDocumentName(plan!.id), initialPlanUpdate(diagnoses));
    await recordChartChange(tx, ctx, "client:treatment_plan_start", locked, "treatment_plans", {
      planId: plan!.id,
      episodeNumber: episode.episodeNumber,
      problemsCarriedIn: diagnoses.length,
    });
    return plan!.id;
  });
  return readPlan(deps.db, planId);
}

/** The client's plans, every episode and version, newest first. */
export async function listClientTreatmentPlans(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
): Promise<TreatmentPlanSummary[]> {
  const client = await openChart(deps, ctx, mrNo, "client:treatment_plans_read");
  const rows = await summaryRows(deps.db, eq(treatmentPlans.clientId, client.id));
  await recordChartActivity(deps.db, ctx, "client:treatment_plans_read", client, {
    planIds: rows.map((r) => r.plan.id),
  });
  return planSummaries(deps.db, rows);
}

/** One plan with its outline and texts as stored now; 404 when it is not in the caller's reach. */
export async function getTreatmentPlan(deps: Deps, ctx: RequestContext, planId: string): Promise<TreatmentPlan> {
  const client = await openPlanChart(deps, ctx, planId, "client:treatment_plans_read");
  const plan = await readPlan(deps.db, planId);
  await recordChartActivity(deps.db, ctx, "client:treatment_plans_read", client, { planIds: [planId] });
  return plan;
}

/** The chart of the plan's client, opened for `action`; a plan of another organization is missing (404). */
export async function openPlanChart(
  deps: Deps,
  ctx: RequestContext,
  planId: string,
  action: ClientChartAction,
): Promise<ClientRow> {
  const [found] = await deps.db
    .select({ mrNo: clients.mrNo })
    .from(treatmentPlans)
    .innerJoin(clients, eq(clients.id, treatmentPlans.clientId))
    .where(and(eq(treatmentPlans.id, planId), ctx.scope.organization(treatmentPlans.organizationId)));
  const { mrNo } = await authorize(deps.db, ctx, action, {
    subjectType: "treatment_plan",
    subjectName: "Treatment plan",
    subjectId: planId,
    resource: found ?? null,
    denial: () => null,
  });
  return openChart(deps, ctx, mrNo, action);
}

/** Plans of the caller's locations (administrators: all), newest first, a page at a time; the page names its clients in the activity log. */
export async function listTreatmentPlans(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof TreatmentPlanListQuery>,
): Promise<Page<TreatmentPlanSummary>> {
  await authorizeCaller(deps.db, ctx, "treatment_plan:list", (caller) =>
    (AREA_ROLES.treatmentPlans as readonly string[]).includes(caller.role),
  );
  const where = and(
    ctx.scope.organization(treatmentPlans.organizationId),
    ctx.scope.locations(clients.locationId),
    q.status ? eq(treatmentPlans.status, q.status) : undefined,
    q.locationId ? eq(clients.locationId, q.locationId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    summaryRows(deps.db, where, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    deps.db
      .select({ n: count() })
      .from(treatmentPlans)
      .innerJoin(clients, eq(clients.id, treatmentPlans.clientId))
      .where(where),
  ]);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "treatment_plan:list",
    outcome: "success",
    subjectType: "treatment_plan",
    details: {
      status: q.status ?? null,
      locationId: q.locationId ?? null,
      clientIds: [...new Set(rows.map((r) => r.client.id))],
    },
  });
  return { results: await planSummaries(deps.db, rows), total: total!.n, page: q.page, pageSize: q.pageSize };
}

/** A plan as stored, with its document's content. */
export async function readPlan(db: Db, planId: string): Promise<TreatmentPlan> {
  const [row] = await summaryRows(db, eq(treatmentPlans.id, planId));
  const [summary] = await planSummaries(db, [row!]);
  const state = await loadStateAtOnce(db, treatmentPlanDocumentName(planId));
  return { ...summary!, ...readPlanContent(state) };
}

/** The plans `where` selects with what their summaries show, newest first. */
const summaryRows = (
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number } = { limit: 1000, offset: 0 },
) =>
  db
    .select(summaryColumns)
    .from(treatmentPlans)
    .innerJoin(clients, eq(clients.id, treatmentPlans.clientId))
    .innerJoin(clientEpisodes, eq(clientEpisodes.id, treatmentPlans.episodeId))
    .innerJoin(locations, eq(locations.id, clients.locationId))
    .where(where)
    .orderBy(desc(treatmentPlans.startedAt), desc(treatmentPlans.version), asc(treatmentPlans.id))
    .limit(page.limit)
    .offset(page.offset);
