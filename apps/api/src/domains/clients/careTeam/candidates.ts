/**
 * Who may join a client's care team, for the picker of the care-team tab: every active staff member of
 * the organization, whatever their location (a member from elsewhere reaches the chart as a member of
 * the team), those who work where the client is treated first. Asked by those who may change the team.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { CARE_TEAM_CANDIDATES_LIMIT, ClinicianStatus } from "@hearth/schema";
import type { CareTeamCandidate, CareTeamCandidatesQuery, StaffRole } from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../../context";
import { clientCareTeam, userLocations, users } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { fullnameOf, locationsByUser, nameMatches } from "../../../kernel/refs";
import { recordActivity } from "../../activityLog/service";
import { openChart } from "../chart";

export async function careTeamCandidates(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  q: z.output<typeof CareTeamCandidatesQuery>,
): Promise<CareTeamCandidate[]> {
  // Offered to those who may add: the same decision, and the same refusal lines, as adding.
  const client = await openChart(deps, ctx, mrNo, "client:care_team_update");
  // Tables named outright: inside a selected expression the query builder leaves columns unqualified.
  const atClientLocation = sql<boolean>`exists (select 1 from ${userLocations} ul
    where ul.user_id = ${users}.id and ul.location_id = ${client.locationId})`;
  const rows = await deps.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      atClientLocation,
    })
    .from(users)
    .where(
      and(
        eq(users.organizationId, ctx.organizationId),
        ne(users.role, "client"),
        eq(users.status, ClinicianStatus.Active),
        // Who is on the team already, or leads it, would only be refused (409).
        client.primaryTherapistId ? ne(users.id, client.primaryTherapistId) : undefined,
        sql`not exists (select 1 from ${clientCareTeam} m
          where m.client_id = ${client.id} and m.user_id = ${users}.id and m.removed_at is null)`,
        q.searchQuery ? nameMatches(q.searchQuery, [users.firstName, users.lastName]) : undefined,
      ),
    )
    .orderBy(sql`${atClientLocation} desc`, asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(CARE_TEAM_CANDIDATES_LIMIT);
  const placesOf = await locationsByUser(
    deps.db,
    rows.map((r) => r.id),
  );
  await recordActivity(deps.db, {
    actor: ctx,
    action: "clinician:list",
    outcome: "success",
    subjectType: "clinician",
    details: {
      careTeamCandidatesOf: client.mrNo,
      clientIds: [client.id],
      filter: q,
      returned: rows.map((r) => r.id),
    },
  });
  return rows.map((r) => ({
    clinician: { id: r.id, fullname: fullnameOf(r), role: r.role as StaffRole },
    locations: placesOf.get(r.id) ?? [],
    atClientLocation: Boolean(r.atClientLocation),
  }));
}
