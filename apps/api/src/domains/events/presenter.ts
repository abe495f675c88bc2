/** Event rows as the REST contract presents them, with their locations' names and author. */
import { inArray } from "drizzle-orm";
import type { ClinicianRef, LocationRef, OrgEvent } from "@hearth/schema";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { locations } from "../../db/schema";
import type { OrgEventRow } from "../../db/schema";
import { clinicianRefs } from "../../kernel/refs";
import { canManageAudience } from "./policy";

export const audienceOf = (row: OrgEventRow) => ({
  kind: row.audienceKind,
  locationIds: row.audienceLocationIds,
  roles: row.audienceRoles,
});

/** Presents a page of rows with two look-ups in all (locations, authors), whatever its length. */
export async function presentEvents(db: Db, ctx: RequestContext, rows: readonly OrgEventRow[]): Promise<OrgEvent[]> {
  const locationIds = [...new Set(rows.flatMap((r) => r.audienceLocationIds))];
  const [locationRows, authors] = await Promise.all([
    locationIds.length
      ? db.select({ id: locations.id, name: locations.name }).from(locations).where(inArray(locations.id, locationIds))
      : Promise.resolve([]),
    clinicianRefs(
      db,
      rows.map((r) => r.createdBy),
    ),
  ]);
  const locationById = new Map<string, LocationRef>(locationRows.map((l) => [l.id, l]));
  return rows.map((r) => present(ctx, r, locationById, authors));
}

function present(
  ctx: RequestContext,
  r: OrgEventRow,
  locationById: Map<string, LocationRef>,
  authors: Map<string, ClinicianRef>,
): OrgEvent {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    allDay: r.allDay,
    place: r.place,
    audience: {
      kind: r.audienceKind,
      locations: r.audienceLocationIds
        .map((id) => locationById.get(id) ?? { id, name: "Unknown location" })
        .sort((a, b) => a.name.localeCompare(b.name)),
      roles: r.audienceRoles,
    },
    createdBy: r.createdBy ? (authors.get(r.createdBy) ?? null) : null,
    cancelled: r.cancelledAt !== null,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    canManage: r.cancelledAt === null && canManageAudience(ctx, audienceOf(r)),
  };
}
