/**
 * Emergency ("break-glass") access to a chart outside the caller's locations and care teams. A staff
 * member asks with a written reason; the clinical director of the client's location (a supervisor who
 * works there, or an administrator) approves or refuses; an approval opens the chart to the requester
 * for reading, for BREAK_GLASS_HOURS, unless a reviewer ends it early. Every step is logged and told.
 *
 * Asking never reveals whether an MR number exists: the requester, who cannot see the chart, gets the
 * same 202 whatever happened, and a number of no client creates nothing (the activity log records why).
 */
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { BREAK_GLASS_HOURS } from "@hearth/schema";
import type {
  BreakGlassReceipt,
  BreakGlassRequestBody,
  ChartAccessListQuery,
  ChartAccessRequest,
  ChartAccessStatus,
} from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../../context";
import { chartAccessGrants, clients } from "../../../db/schema";
import type { ChartAccessGrantRow, ClientRow } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { authorize } from "../../../authz/authorize";
import { refuse } from "../../../authz/decision";
import { reachesLocation } from "../../../authz/principal";
import { conflict } from "../../../errors";
import { recordActivity, shownClientIds } from "../../activityLog/service";
import { authorizeChartCaller, recordChartActivity, recordChartChange } from "../chart";
import { notifyDecided, notifyRequested } from "./notify";
import type { Decision } from "./notify";
import { presentRequests } from "./presenter";
import { grantInForce, reachBeyondLocation } from "../../../authz/chartReach";

export const BREAK_GLASS_RECEIPT: BreakGlassReceipt = {
  received: true,
  message:
    "If this MR number names a client of your organization whose chart you cannot open, your request has gone to the clinical director of the client's location. You will be notified of the decision.",
};

/** POST /clients/:mrNo/break-glass: the same receipt whatever became of the request. */
export async function requestBreakGlass(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  body: z.output<typeof BreakGlassRequestBody>,
): Promise<BreakGlassReceipt> {
  await authorizeChartCaller(deps, ctx, "client:break_glass_request");
  const [client] = await deps.db
    .select()
    .from(clients)
    .where(and(eq(clients.mrNo, mrNo), ctx.scope.organization(clients.organizationId)));
  const notMade = (why: string, c?: ClientRow) =>
    recordActivity(deps.db, {
      actor: ctx,
      action: "client:break_glass_request",
      outcome: "failure",
      subjectType: "client",
      subjectId: mrNo,
      details: { requested: false, why, reason: body.reason, clientIds: c ? [c.id] : [] },
    });
  if (!client) {
    await notMade("no client of the organization has this MR number");
    return BREAK_GLASS_RECEIPT;
  }
  if (reachesLocation(ctx, client.locationId) || (await reachBeyondLocation(deps.db, ctx.user.id, client))) {
    await notMade("the requester can open this chart already", client);
    return BREAK_GLASS_RECEIPT;
  }
  const created = await transact(deps, async (tx) => {
    // One waiting request per person and chart (a unique index): asking again adds nothing.
    const [row] = await tx
      .insert(chartAccessGrants)
      .values({
        organizationId: client.organizationId,
        clientId: client.id,
        requesterId: ctx.user.id,
        reason: body.reason,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const told = await notifyRequested(tx, ctx, client, row);
    await recordActivity(tx, {
      actor: ctx,
      action: "client:break_glass_request",
      outcome: "success",
      subjectType: "client",
      subjectId: mrNo,
      details: { requested: true, requestId: row.id, reason: body.reason, notified: told, clientIds: [client.id] },
    });
    return row;
  });
  if (!created) await notMade("the requester's earlier request for this chart is still waiting", client);
  return BREAK_GLASS_RECEIPT;
}

interface Opened {
  grant: ChartAccessGrantRow;
  client: ClientRow;
}

/**
 * The request when the caller may decide it: a reviewer (403 for other roles) of the client's location
 * (404 elsewhere), who may not approve or refuse their own request (403). Refusals are logged.
 */
async function openRequest(deps: Deps, ctx: RequestContext, id: string, decision: Decision): Promise<Opened> {
  await authorizeChartCaller(deps, ctx, "client:break_glass_review");
  const [row] = await deps.db
    .select({ grant: chartAccessGrants, client: clients })
    .from(chartAccessGrants)
    .innerJoin(clients, eq(clients.id, chartAccessGrants.clientId))
    .where(and(eq(chartAccessGrants.id, id), ctx.scope.organization(chartAccessGrants.organizationId)));
  return authorize<Opened>(deps.db, ctx, "client:break_glass_review", {
    subjectType: "chart_access_request",
    subjectName: "Emergency access request",
    subjectId: id,
    resource: row ?? null,
    denial: (caller, _action, found) => {
      if (!reachesLocation(caller, found.client.locationId)) return refuse.notFound("not_in_scope");
      if (decision !== "revoked" && found.grant.requesterId === caller.user.id)
        return refuse.forbidden("Someone else must decide your own request for emergency access.");
      return null;
    },
  });
}

const ALREADY: Record<ChartAccessGrantRow["status"], string> = {
  pending: "is still waiting",
  approved: "was already approved",
  refused: "was already refused",
  revoked: "was already ended",
};

/** Approve, refuse or end early: decided on the locked row, so two reviewers acting at once get one decision and one 409. */
export async function decideRequest(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  decision: Decision,
  note: string | null,
): Promise<ChartAccessRequest> {
  const { client } = await openRequest(deps, ctx, id, decision);
  const updated = await transact(deps, async (tx) => {
    const [grant] = await tx.select().from(chartAccessGrants).where(eq(chartAccessGrants.id, id)).for("update");
    const now = sql`now()`;
    let changed: ChartAccessGrantRow[];
    if (decision === "revoked") {
      const inForce = grant!.status === "approved" && grant!.expiresAt! > new Date();
      if (!inForce)
        throw conflict(
          `This emergency access ${grant!.status === "approved" ? "has already expired" : ALREADY[grant!.status]}`,
        );
      changed = await tx
        .update(chartAccessGrants)
        .set({ status: "revoked", revokedBy: ctx.user.id, revokedAt: now, revokeNote: note })
        .where(eq(chartAccessGrants.id, id))
        .returning();
    } else {
      if (grant!.status !== "pending") throw conflict(`This request ${ALREADY[grant!.status]}`);
      changed = await tx
        .update(chartAccessGrants)
        .set({
          status: decision,
          decidedBy: ctx.user.id,
          decidedAt: now,
          decisionNote: note,
          ...(decision === "approved" ? { expiresAt: sql`now() + make_interval(hours => ${BREAK_GLASS_HOURS})` } : {}),
        })
        .where(eq(chartAccessGrants.id, id))
        .returning();
    }
    const row = changed[0]!;
    await notifyDecided(tx, ctx, client, row, decision);
    const details = {
      decision,
      requestId: id,
      requesterId: row.requesterId,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      note,
    };
    // An ended grant must close the charts its holder has open: the `client.changed` event makes them look again.
    if (decision === "revoked")
      await recordChartChange(tx, ctx, "client:break_glass_review", client, "summary", details);
    else await recordChartActivity(tx, ctx, "client:break_glass_review", client, details);
    return row;
  });
  return (await presentRequests(deps.db, [{ grant: updated, client }]))[0]!;
}

/** Each status of the list as SQL; `approved` is a grant still in force, `expired` one whose time is up. */
function statusCondition(status: ChartAccessStatus): SQL {
  switch (status) {
    case "approved":
      return grantInForce()!;
    case "expired":
      return and(eq(chartAccessGrants.status, "approved"), sql`${chartAccessGrants.expiresAt} <= now()`)!;
    case "pending":
    case "refused":
    case "revoked":
      return eq(chartAccessGrants.status, status);
  }
}

/** The most recent requests a list shows. */
const LIST_LIMIT = 200;

/** The requests about clients of the reviewer's locations (administrators: all), the latest first. */
export async function listRequests(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof ChartAccessListQuery>,
): Promise<ChartAccessRequest[]> {
  await authorizeChartCaller(deps, ctx, "client:break_glass_review");
  const rows = await deps.db
    .select({ grant: chartAccessGrants, client: clients })
    .from(chartAccessGrants)
    .innerJoin(clients, eq(clients.id, chartAccessGrants.clientId))
    .where(
      and(
        eq(chartAccessGrants.organizationId, ctx.organizationId),
        ctx.scope.locations(clients.locationId),
        or(...q.status.map(statusCondition)),
      ),
    )
    .orderBy(desc(chartAccessGrants.requestedAt))
    .limit(LIST_LIMIT);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "client:break_glass_review",
    outcome: "success",
    subjectType: "chart_access_request",
    details: {
      statuses: q.status,
      returned: rows.map((r) => r.grant.id),
      clientIds: shownClientIds(rows.map((r) => r.client.id)),
    },
  });
  return presentRequests(deps.db, rows);
}
