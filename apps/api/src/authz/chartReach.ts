/**
 * How a staff member reaches a client's chart outside their locations: as the client's primary therapist
 * or an active member of the care team (who follows the client wherever they are treated), or with an
 * approved emergency (break-glass) grant that has not expired nor been revoked. Every domain that shows a
 * part of the chart (the chart's own parts, a client's group-note history) asks here, once per request.
 */
import { and, eq, sql } from "drizzle-orm";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { chartAccessGrants, clients } from "../db/schema";
import type { ClientRow } from "../db/schema";
import { reachesLocation } from "./principal";

/** `expiresAt`: an ISO instant, when the emergency grant ends (the chart says so to its reader). */
export type ChartReach = { via: "care_team" } | { via: "break_glass"; grantId: string; expiresAt: string };

/** An approved grant still in force (the database's clock decides, as everywhere a grant is checked). */
export const grantInForce = () =>
  and(eq(chartAccessGrants.status, "approved"), sql`${chartAccessGrants.expiresAt} > now()`)!;

/** The caller's reach of the client beyond their locations, in one query; null when they have none. */
export async function reachBeyondLocation(
  db: Db,
  userId: string,
  client: Pick<ClientRow, "id" | "primaryTherapistId">,
): Promise<ChartReach | null> {
  if (client.primaryTherapistId === userId) return { via: "care_team" };
  // Tables named outright: inside a selected expression the query builder leaves columns unqualified.
  const [row] = await db
    .select({
      onTeam: sql<boolean>`exists (select 1 from client_care_team m where m.client_id = ${client.id}
        and m.user_id = ${userId} and m.removed_at is null)`,
      grant: sql<{ id: string; expiresAt: string } | null>`(select json_build_object('id', g.id,
        'expiresAt', g.expires_at) from chart_access_grants g where g.client_id = ${client.id}
        and g.requester_id = ${userId} and g.status = 'approved' and g.expires_at > now()
        order by g.expires_at desc limit 1)`,
    })
    .from(clients)
    .where(eq(clients.id, client.id));
  if (row?.onTeam) return { via: "care_team" };
  const grant = row?.grant;
  return grant ? { via: "break_glass", grantId: grant.id, expiresAt: new Date(grant.expiresAt).toISOString() } : null;
}

/**
 * How each request's caller reaches charts outside their locations, as looked up when the chart was
 * opened: later decisions of the same request (a change's second look under the row lock) and its
 * activity lines read it without asking the database again. Held per request context, so it ends with it.
 */
const reachByRequest = new WeakMap<object, Map<string, ChartReach>>();

/** How the caller of this request reaches the client's chart beyond their locations, if they do. */
export const reachOf = (ctx: object, clientId: string): ChartReach | undefined =>
  reachByRequest.get(ctx)?.get(clientId);

/**
 * Looks up, once per request, how a staff member reaches a client outside their locations (care team,
 * emergency grant); nothing is asked when the location already decides.
 */
export async function resolveReach(
  db: Db,
  ctx: RequestContext,
  client: Pick<ClientRow, "id" | "locationId" | "primaryTherapistId">,
): Promise<ChartReach | null> {
  if (!ctx.isStaff || reachesLocation(ctx, client.locationId)) return null;
  const known = reachOf(ctx, client.id);
  if (known) return known;
  const reach = await reachBeyondLocation(db, ctx.user.id, client);
  if (reach) {
    const byClient = reachByRequest.get(ctx) ?? new Map<string, ChartReach>();
    byClient.set(client.id, reach);
    reachByRequest.set(ctx, byClient);
  }
  return reach;
}

/** What a read or change line records about a chart reached beyond the caller's locations. */
export function reachDetails(ctx: object, clientId: string): Record<string, unknown> {
  const reach = reachOf(ctx, clientId);
  if (!reach) return {};
  return reach.via === "break_glass"
    ? { access: "break_glass", breakGlassGrantId: reach.grantId }
    : { access: "care_team" };
}
