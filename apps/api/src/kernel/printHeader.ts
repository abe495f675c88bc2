/** The top of every printed group-note page: whose record it is, and who printed it when. */
import { eq, inArray } from "drizzle-orm";
import type { PrintHeader } from "@hearth/schema";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { locations, organizations } from "../db/schema";
import { fullnameOf } from "./refs";

/**
 * Headers for prints made now by the caller, one per location asked for. `printedAt` is the time
 * the print is audited with (the service logs it in the same request), so a paper copy can be
 * matched with its activity-log entry.
 */
export async function printHeaders(
  db: Db,
  ctx: RequestContext,
  locationIds: readonly string[],
  printedAt: Date,
): Promise<(locationId: string) => PrintHeader> {
  const wanted = [...new Set(locationIds)];
  const [[organization], places] = await Promise.all([
    db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, ctx.organizationId)),
    wanted.length
      ? db.select({ id: locations.id, name: locations.name }).from(locations).where(inArray(locations.id, wanted))
      : Promise.resolve([]),
  ]);
  const nameOf = new Map(places.map((p) => [p.id, p.name]));
  return (locationId) => ({
    organizationName: organization?.name ?? "",
    locationName: nameOf.get(locationId) ?? "",
    printedAt: printedAt.toISOString(),
    printedBy: fullnameOf(ctx.user),
  });
}
