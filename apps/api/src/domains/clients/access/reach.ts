/**
 * How a staff member reaches a chart outside their locations: as the client's primary therapist or an
 * active member of the care team (who follows the client wherever they are treated), or with an approved
 * emergency (break-glass) grant that has not expired nor been revoked.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { chartAccessGrants, clients } from "../../../db/schema";
import type { ClientRow } from "../../../db/schema";

export type ChartReach = { via: "care_team" } | { via: "break_glass"; grantId: string };

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
      grantId: sql<string | null>`(select g.id from chart_access_grants g where g.client_id = ${client.id}
        and g.requester_id = ${userId} and g.status = 'approved' and g.expires_at > now()
        order by g.expires_at desc limit 1)`,
    })
    .from(clients)
    .where(eq(clients.id, client.id));
  if (row?.onTeam) return { via: "care_team" };
  return row?.grantId ? { via: "break_glass", grantId: row.grantId } : null;
}
