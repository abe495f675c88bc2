/** Clinician records, always scoped to the caller's organization and locations. */
import { and, asc, count, eq, exists, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { ClinicianStatus } from "@hearth/schema";
import type {
  CareTeamRole,
  CaseLoadEntry,
  Clinician,
  ClinicianListQuery,
  ClinicianUpdateBody,
  Page,
  SignupBody,
} from "@hearth/schema";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { clientCareTeam, clients, locations, userLocations, users } from "../../db/schema";
import type { UserRow } from "../../db/schema";
import { authorizeCaller } from "../../authz/authorize";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { conflict, notFound, validationFailed } from "../../errors";
import { announceAccessNarrowed } from "../../events/accessNarrowed";
import { nameMatches } from "../../kernel/refs";
import { recordActivity } from "../activityLog/service";
import { createLinkToken, resetLink } from "../auth/account";
import { revokeSessions } from "../auth/service";
import { canClinician, seesUnassignedStaff } from "./policy";
import type { ClinicianAction } from "./policy";
import { presentClinicians } from "./presenter";

type ListQuery = z.output<typeof ClinicianListQuery>;

const staffOnly = ne(users.role, "client");

/** Users assigned to at least one location the caller sees (and to `locationId` when given). */
function assignedWithin(ctx: RequestContext, locationId?: string): SQL | undefined {
  if (seesUnassignedStaff(ctx) && !locationId) return undefined;
  const conds = [
    eq(userLocations.userId, users.id),
    ctx.scope.locations(userLocations.locationId),
    locationId ? eq(userLocations.locationId, locationId) : undefined,
  ];
  return exists(sql`(select 1 from ${userLocations} where ${and(...conds)})`);
}

const authorize = (deps: Deps, ctx: RequestContext, action: ClinicianAction, subjectId?: string) =>
  authorizeCaller(deps.db, ctx, action, canClinician, { subjectId });

export async function listClinicians(deps: Deps, ctx: RequestContext, q: ListQuery): Promise<Page<Clinician>> {
  await authorize(deps, ctx, "clinician:list");
  const conds = [ctx.scope.organization(users.organizationId), staffOnly, inArray(users.status, q.status)];
  if (q.role?.length) conds.push(inArray(users.role, q.role));
  // Every word typed, in any order, within the first name, last name or email.
  const named = q.searchQuery ? nameMatches(q.searchQuery, [users.firstName, users.lastName, users.email]) : undefined;
  if (named) conds.push(named);
  const located = assignedWithin(ctx, q.locationId);
  if (located) conds.push(located);
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(users).where(where),
  ]);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "clinician:list",
    outcome: "success",
    subjectType: "clinician",
    details: { filter: q, returned: rows.map((r) => r.id) },
  });
  return { results: await presentClinicians(deps.db, rows), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** A clinician the caller may see, or 404 (existence outside the caller's scope does not leak). */
async function findInScope(db: Db, ctx: RequestContext, id: string): Promise<UserRow> {
  const located = id === ctx.user.id ? undefined : assignedWithin(ctx);
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.organizationId, ctx.organizationId), staffOnly, located));
  if (!row) throw notFound("Clinician");
  return row;
}

export async function getClinician(deps: Deps, ctx: RequestContext, id: string): Promise<Clinician> {
  await authorize(deps, ctx, "clinician:read", id);
  const row = await findInScope(deps.db, ctx, id);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "clinician:read",
    outcome: "success",
    subjectType: "clinician",
    subjectId: id,
  });
  return (await presentClinicians(deps.db, [row]))[0]!;
}

/** Location ids must belong to the caller's organization. */
async function checkLocations(db: Db, organizationId: string, ids: string[]): Promise<void> {
  const found = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, ids)));
  const known = new Set(found.map((f) => f.id));
  const missing = ids.filter((i) => !known.has(i));
  if (missing.length) throw validationFailed(`locationIds: unknown location ${missing[0]}`, { missing });
}

export async function updateClinician(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  body: z.output<typeof ClinicianUpdateBody>,
): Promise<Clinician> {
  await authorize(deps, ctx, "clinician:update", id);
  await findInScope(deps.db, ctx, id);
  if (body.locationIds) await checkLocations(deps.db, ctx.organizationId, body.locationIds);
  if (id === ctx.user.id && body.role && body.role !== "admin")
    throw conflict("You cannot remove your own administrator role");
  const { locationIds, ...fields } = body;
  await transact(deps, async (tx) => {
    if (Object.keys(fields).length)
      await tx
        .update(users)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    if (locationIds) {
      await tx.delete(userLocations).where(eq(userLocations.userId, id));
      await tx
        .insert(userLocations)
        .values([...new Set(locationIds)].map((locationId) => ({ userId: id, locationId })));
    }
    // Their open sockets were admitted under the old role and locations: each is checked again.
    if (body.role || locationIds)
      await announceAccessNarrowed(tx, { reason: "clinician_role_or_locations", userIds: [id] });
    await recordActivity(tx, {
      actor: ctx,
      action: "clinician:update",
      outcome: "success",
      subjectType: "clinician",
      subjectId: id,
      details: { changed: Object.keys(body) },
    });
  });
  return (await presentClinicians(deps.db, [await findInScope(deps.db, ctx, id)]))[0]!;
}

export async function deactivateClinician(deps: Deps, ctx: RequestContext, id: string): Promise<Clinician> {
  await authorize(deps, ctx, "clinician:deactivate", id);
  await findInScope(deps.db, ctx, id);
  if (id === ctx.user.id) throw conflict("You cannot deactivate your own account");
  await transact(deps, async (tx) => {
    await tx
      .update(users)
      .set({ status: ClinicianStatus.Inactive, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await revokeSessions(tx, id, "deactivated");
    await recordActivity(tx, {
      actor: ctx,
      action: "clinician:deactivate",
      outcome: "success",
      subjectType: "clinician",
      subjectId: id,
    });
  });
  return (await presentClinicians(deps.db, [await findInScope(deps.db, ctx, id)]))[0]!;
}

/** Admin invites staff: the account starts Invited (3) and gets a set-password link by e-mail. */
export async function createClinician(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof SignupBody>,
): Promise<Clinician> {
  await authorize(deps, ctx, "clinician:create");
  await checkLocations(deps.db, ctx.organizationId, body.locationIds);
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${body.email}`);
  if (taken) throw conflict("A user with this e-mail already exists");
  const { user, token } = await transact(deps, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        organizationId: ctx.organizationId,
        email: body.email,
        role: body.role,
        firstName: body.firstName,
        lastName: body.lastName,
        status: ClinicianStatus.Invited,
        defaultLocationId: body.locationIds[0],
      })
      .returning();
    await tx
      .insert(userLocations)
      .values([...new Set(body.locationIds)].map((locationId) => ({ userId: created!.id, locationId })));
    const t = await createLinkToken(tx, created!.id, "invite");
    await recordActivity(tx, {
      actor: ctx,
      action: "clinician:create",
      outcome: "success",
      subjectType: "clinician",
      subjectId: created!.id,
      details: { role: body.role },
    });
    return { user: created!, token: t };
  });
  const link = resetLink(deps.options.publicUrl, token, true);
  try {
    await deps.mailer.send({
      to: user.email,
      subject: "You are invited to Hearth",
      text: `Hello ${user.firstName},\n\n${ctx.user.firstName} ${ctx.user.lastName} invited you to Hearth. Choose your password within seven days here:\n\n${link}\n`,
      link,
    });
  } catch (error) {
    deps.log.error({ err: error }, "could not send the invitation e-mail");
  }
  return (await presentClinicians(deps.db, [user]))[0]!;
}

/**
 * The active clients a clinician looks after, of the locations the caller sees (wherever they are, for
 * one's own case load): those whose primary therapist they are and those whose care team they are on, each saying which (and the team roles).
 */
export async function caseLoad(deps: Deps, ctx: RequestContext, id: string): Promise<CaseLoadEntry[]> {
  await authorize(deps, ctx, "clinician:case_load", id);
  await findInScope(deps.db, ctx, id);
  const onTeam = and(
    eq(clientCareTeam.clientId, clients.id),
    eq(clientCareTeam.userId, id),
    isNull(clientCareTeam.removedAt),
  );
  const visible = await deps.db
    .select({
      id: clients.id,
      mrNo: clients.mrNo,
      firstName: clients.firstName,
      lastName: clients.lastName,
      levelOfCare: clients.levelOfCare,
      locationId: clients.locationId,
      primaryTherapist: sql<boolean>`coalesce(${clients.primaryTherapistId} = ${id}, false)`,
      careTeamRoles: sql<
        CareTeamRole[]
      >`(select coalesce(json_agg(${clientCareTeam.teamRole} order by ${clientCareTeam.addedAt}), '[]'::json) from ${clientCareTeam} where ${onTeam})`,
    })
    .from(clients)
    .where(
      and(
        or(eq(clients.primaryTherapistId, id), exists(sql`(select 1 from ${clientCareTeam} where ${onTeam})`)),
        eq(clients.status, "active"),
        ctx.scope.organization(clients.organizationId),
        // One's own case load follows one's clients wherever they are treated: each chart is reached as its
        // primary therapist or a member of its team (clients/access/reach.ts).
        id === ctx.user.id ? undefined : ctx.scope.locations(clients.locationId),
      ),
    )
    .orderBy(asc(clients.lastName), asc(clients.firstName));
  await recordActivity(deps.db, {
    actor: ctx,
    action: "clinician:case_load",
    outcome: "success",
    subjectType: "clinician",
    subjectId: id,
    details: { clients: visible.map((c) => c.mrNo) },
  });
  return visible;
}

export async function primaryTherapists(deps: Deps, ctx: RequestContext): Promise<Clinician[]> {
  await authorize(deps, ctx, "clinician:list");
  const located = assignedWithin(ctx);
  const rows = await deps.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.organizationId, ctx.organizationId),
        inArray(users.role, ["therapist", "supervisor"]),
        eq(users.status, ClinicianStatus.Active),
        located,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
  await recordActivity(deps.db, {
    actor: ctx,
    action: "clinician:list",
    outcome: "success",
    subjectType: "clinician",
    details: { primaryTherapists: true },
  });
  return presentClinicians(deps.db, rows);
}
