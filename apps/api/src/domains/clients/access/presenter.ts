/** Emergency-access requests as the API answers them; an approved grant whose time is up reads `expired`. */
import { inArray } from "drizzle-orm";
import type { ChartAccessRequest, ChartAccessStatus } from "@hearth/schema";
import type { Db } from "../../../db/client";
import { locations } from "../../../db/schema";
import type { ChartAccessGrantRow, ClientRow } from "../../../db/schema";
import { clinicianRefs } from "../../../kernel/refs";

export function statusOf(
  grant: Pick<ChartAccessGrantRow, "status" | "expiresAt">,
  now = new Date(),
): ChartAccessStatus {
  if (grant.status === "approved" && grant.expiresAt !== null && grant.expiresAt <= now) return "expired";
  return grant.status;
}

export async function presentRequests(
  db: Db,
  rows: readonly { grant: ChartAccessGrantRow; client: ClientRow }[],
): Promise<ChartAccessRequest[]> {
  const locationIds = [...new Set(rows.map((r) => r.client.locationId))];
  const [people, places] = await Promise.all([
    clinicianRefs(
      db,
      rows.flatMap(({ grant: g }) => [g.requesterId, g.decidedBy, g.revokedBy]),
    ),
    locationIds.length
      ? db.select({ id: locations.id, name: locations.name }).from(locations).where(inArray(locations.id, locationIds))
      : Promise.resolve([]),
  ]);
  const placeName = new Map(places.map((p) => [p.id, p.name]));
  const ref = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  return rows.flatMap(({ grant: g, client: c }) => {
    const requester = ref(g.requesterId);
    if (!requester) return [];
    return [
      {
        id: g.id,
        client: {
          id: c.id,
          mrNo: c.mrNo,
          fullname: `${c.firstName} ${c.lastName}`.trim(),
          locationId: c.locationId,
          locationName: placeName.get(c.locationId) ?? "",
        },
        requester,
        reason: g.reason,
        requestedAt: g.requestedAt.toISOString(),
        status: statusOf(g),
        decidedBy: ref(g.decidedBy),
        decidedAt: g.decidedAt?.toISOString() ?? null,
        decisionNote: g.decisionNote,
        expiresAt: g.expiresAt?.toISOString() ?? null,
        revokedBy: ref(g.revokedBy),
        revokedAt: g.revokedAt?.toISOString() ?? null,
        revokeNote: g.revokeNote,
      },
    ];
  });
}
