/** Other people checked by the same policies as a caller: the recipients of a notice, a reminder's owner. */
import { and, eq, inArray, sql } from "drizzle-orm";
import { ClinicianStatus } from "@hearth/schema";
import type { Db } from "../db/client";
import { userLocations, users } from "../db/schema";
import type { Principal } from "./principal";

/** Active users of the organization among `ids`, with what the policies need to know of them. */
export async function activePrincipals(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<(Principal & { isStaff: boolean })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      locationIds: sql<
        string[]
      >`(select coalesce(json_agg(ul.location_id), '[]'::json) from ${userLocations} ul where ul.user_id = ${users}.id)`,
    })
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        eq(users.organizationId, organizationId),
        eq(users.status, ClinicianStatus.Active),
      ),
    );
  return rows.map((r) => ({
    user: { id: r.id },
    role: r.role,
    organizationId,
    locationIds: r.locationIds,
    isAdmin: r.role === "admin",
    isStaff: r.role !== "client",
  }));
}
