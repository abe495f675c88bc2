/** The care team as the API answers it: the primary therapist first, then the team's rows. */
import type { CareTeamMember, LocationRef } from "@hearth/schema";
import type { Db } from "../../../db/client";
import type { ClientCareTeamRow, ClientRow } from "../../../db/schema";
import { clinicianRefs, locationsByUser } from "../../../kernel/refs";

/**
 * The team of `client`: its primary therapist (when it has one) first, then `rows`. Each member from
 * another location is shown with where they work, so that the team's reach beyond the client's location
 * is in plain sight.
 */
export async function presentCareTeam(
  db: Db,
  client: Pick<ClientRow, "primaryTherapistId" | "locationId">,
  rows: readonly ClientCareTeamRow[],
  { withPrimary = true }: { withPrimary?: boolean } = {},
): Promise<CareTeamMember[]> {
  const primaryTherapistId = withPrimary ? client.primaryTherapistId : null;
  const memberIds = [...new Set([primaryTherapistId, ...rows.map((r) => r.userId)].filter((id) => id !== null))];
  const [people, placesOf] = await Promise.all([
    clinicianRefs(db, [primaryTherapistId, ...rows.flatMap((r) => [r.userId, r.addedBy, r.removedBy])]),
    locationsByUser(db, memberIds),
  ]);
  const ref = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  const homeLocations = (userId: string): LocationRef[] => {
    const places = placesOf.get(userId) ?? [];
    return places.some((place) => place.id === client.locationId) ? [] : places;
  };
  const primary = ref(primaryTherapistId);
  const members: CareTeamMember[] = rows.flatMap((r) => {
    const clinician = ref(r.userId);
    if (!clinician) return [];
    return [
      {
        id: r.id,
        clinician,
        role: r.teamRole,
        primary: false,
        since: r.addedAt.toISOString(),
        addedBy: ref(r.addedBy),
        removedBy: ref(r.removedBy),
        removedAt: r.removedAt?.toISOString() ?? null,
        homeLocations: homeLocations(r.userId),
      },
    ];
  });
  if (!primary) return members;
  return [
    {
      id: null,
      clinician: primary,
      role: "primary_therapist",
      primary: true,
      since: null,
      addedBy: null,
      removedBy: null,
      removedAt: null,
      homeLocations: homeLocations(primary.id),
    },
    ...members,
  ];
}
