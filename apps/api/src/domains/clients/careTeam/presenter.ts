/** The care team as the API answers it: the primary therapist first, then the team's rows. */
import type { CareTeamMember } from "@hearth/schema";
import type { Db } from "../../../db/client";
import type { ClientCareTeamRow } from "../../../db/schema";
import { clinicianRefs } from "../../../kernel/refs";

export async function presentCareTeam(
  db: Db,
  primaryTherapistId: string | null,
  rows: readonly ClientCareTeamRow[],
): Promise<CareTeamMember[]> {
  const people = await clinicianRefs(db, [
    primaryTherapistId,
    ...rows.flatMap((r) => [r.userId, r.addedBy, r.removedBy]),
  ]);
  const ref = (id: string | null) => (id ? (people.get(id) ?? null) : null);
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
    },
    ...members,
  ];
}
