/** Groups: a program's recurring session at a location, with facilitators, a default roster and a weekly schedule. */
import { and, asc, count, eq, exists, ilike, notInArray, sql } from "drizzle-orm";
import type { Group, GroupBody, GroupListQuery, GroupUpdateBody, Page } from "@hearth/schema";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { groupFacilitators, groupMembers, groups } from "../../../db/schema";
import type { GroupRow } from "../../../db/schema";
import type { RequestContext } from "../../../context";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { authorize, authorizeCaller } from "../../../authz/authorize";
import { refuse } from "../../../authz/decision";
import { recordActivity, shownClientIds } from "../../activityLog/service";
import { checkLocation } from "../programs/service";
import { canGroup } from "./policy";
import { presentGroup, presentGroups } from "./presenter";
import { checkClients, checkClinicalStaff, checkProgram, checkRoom, checkSchedule } from "./references";

type Body = z.output<typeof GroupBody>;
type UpdateBody = z.output<typeof GroupUpdateBody>;

export async function listGroups(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof GroupListQuery>,
): Promise<Page<Group>> {
  await authorizeCaller(deps.db, ctx, "group:list", canGroup);
  // Past the rule above, the caller reads every location they work at (an admin every one).
  const conds = [ctx.scope.organization(groups.organizationId), ctx.scope.locations(groups.locationId)];
  if (q.locationId) conds.push(eq(groups.locationId, q.locationId));
  if (q.programId) conds.push(eq(groups.programId, q.programId));
  if (q.active !== undefined) conds.push(eq(groups.active, q.active));
  if (q.searchQuery) conds.push(ilike(groups.name, `%${q.searchQuery.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (q.facilitatorId) {
    conds.push(
      exists(
        deps.db
          .select({ one: sql`1` })
          .from(groupFacilitators)
          .where(and(eq(groupFacilitators.groupId, groups.id), eq(groupFacilitators.userId, q.facilitatorId))),
      ),
    );
  }
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(groups)
      .where(where)
      .orderBy(asc(groups.name), asc(groups.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(groups).where(where),
  ]);
  const results = await presentGroups(deps.db, rows);
  // Each group shows its roster: the clients are named in the line.
  const clientIds = shownClientIds(results.flatMap((g) => g.roster.map((c) => c.id)));
  await recordActivity(deps.db, {
    actor: ctx,
    action: "group:list",
    outcome: "success",
    subjectType: "group",
    details: { filter: q, returned: rows.map((r) => r.id), clientIds },
  });
  return { results, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** A group the caller may read, or 404 (a group elsewhere, or any group for non-clinical callers, does not leak). */
async function findReadable(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  action: "group:read" | "group:update",
): Promise<GroupRow> {
  const [row] = await deps.db
    .select()
    .from(groups)
    .where(and(eq(groups.id, id), ctx.scope.organization(groups.organizationId)));
  return authorize<GroupRow>(deps.db, ctx, action, {
    subjectType: "group",
    subjectName: "Group",
    subjectId: id,
    resource: row ?? null,
    denial: (caller, _action, group) =>
      canGroup(caller, "group:read", group) ? null : refuse.notFound("not_in_scope"),
  });
}

export async function getGroup(deps: Deps, ctx: RequestContext, id: string): Promise<Group> {
  const row = await findReadable(deps, ctx, id, "group:read");
  const group = await presentGroup(deps.db, row);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "group:read",
    outcome: "success",
    subjectType: "group",
    subjectId: id,
    details: { clientIds: shownClientIds(group.roster.map((c) => c.id)) },
  });
  return group;
}

async function checkReferences(db: Db, organizationId: string, locationId: string, body: Partial<Body>): Promise<void> {
  if (body.programId) await checkProgram(db, organizationId, body.programId, locationId);
  if (body.roomId) await checkRoom(db, organizationId, body.roomId, locationId);
  if (body.facilitatorIds)
    await checkClinicalStaff(db, organizationId, body.facilitatorIds, locationId, "facilitatorIds");
  if (body.rosterClientIds) await checkClients(db, organizationId, body.rosterClientIds, locationId, "rosterClientIds");
  if (body.schedule) checkSchedule(body.schedule);
}

/** Replaces the facilitators and/or the default roster; members who stay keep their join date. */
async function writeLinks(
  tx: Db,
  groupId: string,
  facilitatorIds?: string[],
  rosterClientIds?: string[],
): Promise<void> {
  if (facilitatorIds) {
    await tx.delete(groupFacilitators).where(eq(groupFacilitators.groupId, groupId));
    await tx.insert(groupFacilitators).values([...new Set(facilitatorIds)].map((userId) => ({ groupId, userId })));
  }
  if (rosterClientIds) {
    const keep = [...new Set(rosterClientIds)];
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), keep.length ? notInArray(groupMembers.clientId, keep) : undefined));
    if (keep.length)
      await tx
        .insert(groupMembers)
        .values(keep.map((clientId) => ({ groupId, clientId })))
        .onConflictDoNothing();
  }
}

export async function createGroup(deps: Deps, ctx: RequestContext, body: Body): Promise<Group> {
  await authorizeCaller(deps.db, ctx, "group:create", (caller, action) => canGroup(caller, action, body));
  await checkLocation(deps.db, ctx.organizationId, body.locationId);
  await checkReferences(deps.db, ctx.organizationId, body.locationId, body);
  const row = await transact(deps, async (tx) => {
    const [created] = await tx
      .insert(groups)
      .values({
        organizationId: ctx.organizationId,
        locationId: body.locationId,
        programId: body.programId,
        name: body.name,
        description: body.description ?? null,
        roomId: body.roomId ?? null,
        serviceCode: body.serviceCode ?? null,
        schedule: body.schedule ?? [],
        active: body.active ?? true,
        createdBy: ctx.user.id,
      })
      .returning();
    await writeLinks(tx, created!.id, body.facilitatorIds, body.rosterClientIds ?? []);
    await recordActivity(tx, {
      actor: ctx,
      action: "group:create",
      outcome: "success",
      subjectType: "group",
      subjectId: created!.id,
      details: { name: body.name, roster: body.rosterClientIds?.length ?? 0 },
    });
    return created!;
  });
  return presentGroup(deps.db, row);
}

/** Changes apply to sessions created afterwards; existing sessions keep their own roster and staff. */
export async function updateGroup(deps: Deps, ctx: RequestContext, id: string, body: UpdateBody): Promise<Group> {
  const existing = await findReadable(deps, ctx, id, "group:update");
  await authorizeCaller(deps.db, ctx, "group:update", (caller, action) => canGroup(caller, action, existing), {
    subjectId: id,
  });
  await checkReferences(deps.db, ctx.organizationId, existing.locationId, body);
  const { facilitatorIds, rosterClientIds, ...fields } = body;
  const row = await transact(deps, async (tx) => {
    const [updated] = await tx
      .update(groups)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(groups.id, id))
      .returning();
    await writeLinks(tx, id, facilitatorIds, rosterClientIds);
    await recordActivity(tx, {
      actor: ctx,
      action: "group:update",
      outcome: "success",
      subjectType: "group",
      subjectId: id,
      details: { changed: Object.keys(body) },
    });
    return updated!;
  });
  return presentGroup(deps.db, row);
}
