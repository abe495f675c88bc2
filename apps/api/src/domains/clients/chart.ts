/**
 * The door every part of a client's chart goes through: find the client by MR number in the caller's
 * organization, decide the action (role table in schema/src/policy/clientChart.ts, scope here) and log
 * it. Staff reach a chart at their own locations (administrators: all), and beyond them as the client's
 * primary therapist or care-team member, or with an approved emergency (break-glass) grant, which opens
 * the chart for reading only. A client out of the caller's reach is answered as missing (404); one in
 * reach whose action the caller's role does not allow gets 403. Reads and changes are logged with the
 * client's MR number as subject and its id in `details.clientIds` (and how a chart outside the caller's
 * locations was reached), a change in the same transaction as the change itself.
 */
import { and, eq } from "drizzle-orm";
import { CHART_READ_ACTIONS, mayDoChartAction } from "@hearth/schema";
import type { Action, ClientChartAction, ClientChartPart } from "@hearth/schema";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { clients } from "../../db/schema";
import type { ClientRow } from "../../db/schema";
import { authorize, authorizeCaller } from "../../authz/authorize";
import { refuse } from "../../authz/decision";
import type { Denial } from "../../authz/decision";
import { reachesLocation } from "../../authz/principal";
import { recordActivity } from "../activityLog/service";
import type { ActivityEntry } from "../activityLog/service";
import { enqueueEvent } from "../../events/outbox";
import { reachDetails, reachOf, resolveReach } from "../../authz/chartReach";

/** Why the caller may not do the action with this client's chart, or null when they may. */
export function chartDenial(
  ctx: Pick<RequestContext, "role" | "isStaff" | "isAdmin" | "locationIds">,
  action: ClientChartAction,
  client: Pick<ClientRow, "locationId"> & Partial<Pick<ClientRow, "id">>,
): Denial | null {
  if (!ctx.isStaff) return refuse.notFound("not_in_scope");
  const reach = reachesLocation(ctx, client.locationId) ? null : client.id ? reachOf(ctx, client.id) : undefined;
  if (reach === undefined) return refuse.notFound("not_in_scope");
  if (!mayDoChartAction(ctx, action)) return refuse.forbidden("Your role does not allow this on a client's chart.");
  if (reach?.via === "break_glass" && !CHART_READ_ACTIONS.has(action))
    return refuse.forbidden("Emergency access opens this chart for reading only.");
  return null;
}

/**
 * The client with this MR number when the caller may do `action` with their chart; else the refusal,
 * logged. Decided outside any transaction (a refusal's line must outlive a rollback); a change then
 * takes `lockChart` inside its transaction.
 */
export async function openChart(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  action: ClientChartAction,
): Promise<ClientRow> {
  const [client] = await deps.db
    .select()
    .from(clients)
    .where(and(eq(clients.mrNo, mrNo), ctx.scope.organization(clients.organizationId)));
  // Only when the location does not decide: a care-team member or a grant holder from elsewhere.
  if (client) await resolveReach(deps.db, ctx, client);
  return authorize<ClientRow>(deps.db, ctx, action, {
    subjectType: "client",
    subjectName: "Client",
    subjectId: mrNo,
    resource: client ?? null,
    denial: (caller, _action, found) => chartDenial(caller, action, found),
  });
}

/** The client's row locked for the rest of the transaction: two changes of one chart queue instead of interleaving. */
export async function lockChart(tx: Db, clientId: string): Promise<ClientRow> {
  const [row] = await tx.select().from(clients).where(eq(clients.id, clientId)).for("update");
  return row!;
}

/** A chart action that names no client yet (intake, the code search, the label list): decided by role alone. */
export function authorizeChartCaller(deps: Deps, ctx: RequestContext, action: ClientChartAction): Promise<void> {
  return authorizeCaller(deps.db, ctx, action, (caller) => caller.isStaff && mayDoChartAction(caller, action));
}

/** The success line of a read or change of the client's chart: the client by MR number and id, and how it was reached. */
export const chartActivityLine = (
  ctx: RequestContext,
  action: Action,
  client: Pick<ClientRow, "id" | "mrNo">,
  details: Record<string, unknown> = {},
): ActivityEntry => ({
  actor: ctx,
  action,
  outcome: "success",
  subjectType: "client",
  subjectId: client.mrNo,
  details: { ...details, ...reachDetails(ctx, client.id), clientIds: [client.id] },
});

/** The success line of a chart read or change; pass the transaction for a change. */
export function recordChartActivity(
  db: Db,
  ctx: RequestContext,
  action: ClientChartAction,
  client: Pick<ClientRow, "id" | "mrNo">,
  details: Record<string, unknown> = {},
): Promise<void> {
  return recordActivity(db, chartActivityLine(ctx, action, client, details));
}

/**
 * A committed change of the chart, inside its transaction: the activity line and the `client.changed`
 * event (open charts refetch `part`) commit or roll back with the change.
 */
export async function recordChartChange(
  tx: Db,
  ctx: RequestContext,
  action: ClientChartAction,
  client: Pick<ClientRow, "id" | "mrNo" | "organizationId" | "locationId">,
  part: ClientChartPart,
  details: Record<string, unknown> = {},
): Promise<void> {
  await recordChartActivity(tx, ctx, action, client, details);
  await enqueueEvent(tx, "client.changed", {
    clientId: client.id,
    mrNo: client.mrNo,
    organizationId: client.organizationId,
    locationId: client.locationId,
    part,
    actorId: ctx.user.id,
    occurredAt: new Date().toISOString(),
  });
}
