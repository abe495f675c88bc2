/**
 * A client's care team: the primary therapist (kept on the client, changed with PUT primary-therapist)
 * and the clinicians added with a role on the team. Every call opens the chart; members are never
 * deleted, a removal stamps removed_at / removed_by so the history keeps who looked after the client.
 */
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { CARE_TEAM_ROLE_LABELS, ClinicianStatus } from "@hearth/schema";
import type { CareTeamListQuery, CareTeamMember, CareTeamMemberBody } from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { clientCareTeam, users } from "../../../db/schema";
import type { UserRow } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { conflict, notFound, validationFailed } from "../../../errors";
import { fullnameOf } from "../../../kernel/refs";
import { lockChart, openChart, recordChartActivity, recordChartChange } from "../chart";
import { presentCareTeam } from "./presenter";

export async function listCareTeam(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  q: z.output<typeof CareTeamListQuery>,
): Promise<CareTeamMember[]> {
  const client = await openChart(deps, ctx, mrNo, "client:care_team_read");
  const rows = await deps.db
    .select()
    .from(clientCareTeam)
    .where(and(eq(clientCareTeam.clientId, client.id), q.includeRemoved ? undefined : isNull(clientCareTeam.removedAt)))
    // Current members in the order they joined, then those taken off, latest first.
    .orderBy(
      sql`${clientCareTeam.removedAt} IS NOT NULL`,
      sql`${clientCareTeam.removedAt} DESC`,
      asc(clientCareTeam.addedAt),
    );
  await recordChartActivity(deps.db, ctx, "client:care_team_read", client, { includeRemoved: q.includeRemoved });
  return presentCareTeam(deps.db, client, rows);
}

const refuseUser = (message: string) =>
  validationFailed(`userId: ${message}`, { issues: [{ field: "userId", message }] });

const ONLY_ACTIVE_STAFF = "only an active staff member of your organization can join a care team";

/**
 * The clinician to add: an active staff member of the caller's organization, of any of its locations
 * (a member from elsewhere reaches the chart as a member of the team), else 400. A deactivated or
 * invited colleague is named with the reason; anyone else (a portal client, a user of another
 * organization, an unknown id) gets one and the same sentence, so nothing tells them apart.
 */
async function candidate(db: Db, ctx: RequestContext, userId: string): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, ctx.organizationId), ne(users.role, "client")));
  if (!user) throw refuseUser(ONLY_ACTIVE_STAFF);
  if (user.status === ClinicianStatus.Inactive)
    throw refuseUser(`${fullnameOf(user)}'s account is deactivated; ${ONLY_ACTIVE_STAFF}`);
  if (user.status !== ClinicianStatus.Active)
    throw refuseUser(`${fullnameOf(user)} has not accepted their invitation yet; ${ONLY_ACTIVE_STAFF}`);
  return user;
}

export async function addCareTeamMember(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  body: z.output<typeof CareTeamMemberBody>,
): Promise<CareTeamMember> {
  const client = await openChart(deps, ctx, mrNo, "client:care_team_update");
  const user = await candidate(deps.db, ctx, body.userId);
  const name = fullnameOf(user);
  const row = await transact(deps, async (tx) => {
    // Locked: two people adding the same clinician at once get one membership and one 409.
    const locked = await lockChart(tx, client.id);
    if (locked.primaryTherapistId === user.id) throw conflict(`${name} is already the client's primary therapist`);
    const [current] = await tx
      .select({ teamRole: clientCareTeam.teamRole })
      .from(clientCareTeam)
      .where(
        and(
          eq(clientCareTeam.clientId, locked.id),
          eq(clientCareTeam.userId, user.id),
          isNull(clientCareTeam.removedAt),
        ),
      );
    if (current)
      throw conflict(`${name} is already on the care team as ${CARE_TEAM_ROLE_LABELS[current.teamRole].toLowerCase()}`);
    const [created] = await tx
      .insert(clientCareTeam)
      .values({
        organizationId: locked.organizationId,
        clientId: locked.id,
        userId: user.id,
        teamRole: body.role,
        addedBy: ctx.user.id,
      })
      .returning();
    await recordChartChange(tx, ctx, "client:care_team_update", locked, "care_team", {
      change: "added",
      memberId: created!.id,
      userId: user.id,
      role: body.role,
    });
    return created!;
  });
  return (await presentCareTeam(deps.db, client, [row], { withPrimary: false }))[0]!;
}

export async function removeCareTeamMember(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  memberId: string,
): Promise<CareTeamMember> {
  const client = await openChart(deps, ctx, mrNo, "client:care_team_update");
  const row = await transact(deps, async (tx) => {
    const locked = await lockChart(tx, client.id);
    const [member] = await tx
      .select()
      .from(clientCareTeam)
      .where(and(eq(clientCareTeam.id, memberId), eq(clientCareTeam.clientId, locked.id)))
      .for("update");
    if (!member) throw notFound("Care-team member");
    if (member.removedAt) throw conflict("This clinician was already taken off the care team");
    const [removed] = await tx
      .update(clientCareTeam)
      .set({ removedBy: ctx.user.id, removedAt: sql`now()` })
      .where(eq(clientCareTeam.id, memberId))
      .returning();
    await recordChartChange(tx, ctx, "client:care_team_update", locked, "care_team", {
      change: "removed",
      memberId,
      userId: member.userId,
      role: member.teamRole,
    });
    return removed!;
  });
  return (await presentCareTeam(deps.db, client, [row], { withPrimary: false }))[0]!;
}
