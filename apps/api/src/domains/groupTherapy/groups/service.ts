/** Groups: a program's recurring session at a location, with facilitators, a default roster and a weekly schedule. */
import { and, asc, count, eq, exists, ilike, inArray, notInArray, sql } from "drizzle-orm";
import type { Action, Group, GroupBody, GroupListQuery, GroupUpdateBody, Page } from "@hearth/schema";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { groupFacilitators, groupMembers, groups } from "../../../db/schema";
import type { GroupRow } from "../../../db/schema";
import type { RequestContext } from "../../../context";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { forbidden, notFound } from "../../../errors";
import { recordActivity, shownClientIds } from "../../activityLog/service";
import { checkLocation } from "../programs/service";
import { isClinicalAt } from "../../../authz/principal";
import { canGroup, canListGroups } from "./policy";
import { presentGroup, presentGroups } from "./presenter";
import { checkClients, checkClinicalStaff, checkProgram, checkRoom, checkSchedule } from "./references";

type Body = z.output<typeof GroupBody>;
type UpdateBody = z.output<typeof GroupUpdateBody>;

const deny = async (
  deps: Deps,
  ctx: RequestContext,
  action: Action,
  ip: string,
  subjectId: string | null,
  reason?: string,
) =>
  recordActivity(deps.db, {
    actor: ctx,
    action,
    outcome: "denied",
    subjectType: "group",
    subjectId,
    ip,
    details: reason ? { reason } : {},
  });

/** Locations whose groups the caller may read: all of the organization for an admin. */
function readableLocations(ctx: RequestContext): string[] | "all" {
  return ctx.isAdmin ? "all" : ctx.locationIds.filter((l) => isClinicalAt(ctx, l));
}

export async function listGroups(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof GroupListQuery>,
  ip: string,
): Promise<Page<Group>> {
  if (!canListGroups(ctx)) {
    await deny(deps, ctx, "group:list", ip, null);
    throw forbidden();
  }
  const readable = readableLocations(ctx);
  const conds = [eq(groups.organizationId, ctx.organizationId)];
  if (readable !== "all") conds.push(inArray(groups.locationId, readable));
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
    ip,
    details: { filter: q, returned: rows.map((r) => r.id), clientIds },
  });
  return { results, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** A group the caller may read, or 404 (a group elsewhere, or any group for non-clinical callers, does not leak). */
async function findReadable(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  action: Action,
  ip: string,
): Promise<GroupRow> {
  const [row] = await deps.db
    .select()
    .from(groups)
    .where(and(eq(groups.id, id), eq(groups.organizationId, ctx.organizationId)));
  if (!row || !canGroup(ctx, "read", row)) {
    await deny(deps, ctx, action, ip, id, row ? "not_in_scope" : "not_found");
    throw notFound("Group");
  }
  return row;
}

export async function getGroup(deps: Deps, ctx: RequestContext, id: string, ip: string): Promise<Group> {
  const row = await findReadable(deps, ctx, id, "group:read", ip);
  const group = await presentGroup(deps.db, row);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "group:read",
    outcome: "success",
    subjectType: "group",
    subjectId: id,
    ip,
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

export async function createGroup(deps: Deps, ctx: RequestContext, body: Body, ip: string): Promise<Group> {
  if (!canGroup(ctx, "manage", body)) {
    await deny(deps, ctx, "group:create", ip, null);
    throw forbidden();
  }
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
      ip,
      details: { name: body.name, roster: body.rosterClientIds?.length ?? 0 },
    });
    return created!;
  });
  return presentGroup(deps.db, row);
}

/** Changes apply to sessions created afterwards; existing sessions keep their own roster and staff. */
export async function updateGroup(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  body: UpdateBody,
  ip: string,
): Promise<Group> {
  const existing = await findReadable(deps, ctx, id, "group:update", ip);
  if (!canGroup(ctx, "manage", existing)) {
    await deny(deps, ctx, "group:update", ip, id);
    throw forbidden();
  }
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
      ip,
      details: { changed: Object.keys(body) },
    });
    return updated!;
  });
  return presentGroup(deps.db, row);
}
