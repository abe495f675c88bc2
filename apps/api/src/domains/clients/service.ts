/** Client look-ups (list, one by MR number) and a client's group schedule, scoped to the caller's locations. */
import { and, asc, count, eq, gte, ilike, isNull, lte, or, sql } from "drizzle-orm";
import type { ClientGroupSchedule, ClientListQuery, ClientSummary, Page } from "@hearth/schema";
import type { z } from "zod";
import { clients, groupClientNotes, groupMembers, groupSessions, groups, programs } from "../../db/schema";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { forbidden, notFound } from "../../errors";
import { recordActivity } from "../activityLog/service";
import { facilitatorsOf, sortSchedule } from "../groupTherapy/groups/presenter";
import { presentSessions } from "../groupTherapy/groupSessions/presenter";
import { roomRefs } from "../../kernel/refs";
import { addDays, todayInZone } from "../../kernel/time";
import { canClient } from "./policy";
import { presentClients } from "./presenter";
import type { ClientRow } from "./presenter";

/** How far ahead a client's upcoming sessions reach. */
export const UPCOMING_DAYS = 14;

export async function listClients(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof ClientListQuery>,
  ip: string,
): Promise<Page<ClientSummary>> {
  if (!canClient(ctx, "list")) {
    await recordActivity(deps.db, { actor: ctx, action: "client:list", outcome: "denied", subjectType: "client", ip });
    throw forbidden();
  }
  const conds = [ctx.scope.organization(clients.organizationId), ctx.scope.locations(clients.locationId)];
  if (q.locationId) conds.push(eq(clients.locationId, q.locationId));
  if (q.searchQuery) {
    const like = `%${q.searchQuery.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(
      or(
        ilike(clients.firstName, like),
        ilike(clients.lastName, like),
        ilike(clients.mrNo, like),
        ilike(sql`${clients.firstName} || ' ' || ${clients.lastName}`, like),
      )!,
    );
  }
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(clients)
      .where(where)
      .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.mrNo))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(clients).where(where),
  ]);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "client:list",
    outcome: "success",
    subjectType: "client",
    ip,
    details: { filter: q, returned: rows.map((r) => r.mrNo) },
  });
  return { results: await presentClients(deps.db, rows), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** The client with this MR number when the caller may do `action` with them; else 404 (403 for non-staff), logged. */
async function findClient(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  action: "read" | "group_schedule",
  ip: string,
): Promise<ClientRow> {
  const logAs = action === "read" ? "client:read" : "client:group_schedule";
  const [client] = await deps.db
    .select()
    .from(clients)
    .where(and(eq(clients.mrNo, mrNo), eq(clients.organizationId, ctx.organizationId)));
  if (!client || !canClient(ctx, action, client)) {
    await recordActivity(deps.db, {
      actor: ctx,
      action: logAs,
      outcome: "denied",
      subjectType: "client",
      subjectId: mrNo,
      ip,
      details: { reason: client ? "not_in_scope" : "not_found" },
    });
    throw notFound("Client");
  }
  return client;
}

export async function getClient(deps: Deps, ctx: RequestContext, mrNo: string, ip: string): Promise<ClientSummary> {
  const client = await findClient(deps, ctx, mrNo, "read", ip);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "client:read",
    outcome: "success",
    subjectType: "client",
    subjectId: mrNo,
    ip,
  });
  return (await presentClients(deps.db, [client]))[0]!;
}

/** The active groups whose roster holds the client, and their sessions of the next 14 days (not cancelled). */
export async function clientGroupSchedule(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  ip: string,
): Promise<ClientGroupSchedule> {
  const client = await findClient(deps, ctx, mrNo, "group_schedule", ip);
  const today = todayInZone();
  const [groupRows, sessionRows] = await Promise.all([
    deps.db
      .select({ group: groups, programName: programs.name })
      .from(groups)
      .innerJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.clientId, client.id)))
      .innerJoin(programs, eq(programs.id, groups.programId))
      .where(and(eq(groups.active, true), eq(groups.organizationId, ctx.organizationId)))
      .orderBy(asc(groups.name)),
    deps.db
      .select({ s: groupSessions })
      .from(groupSessions)
      .innerJoin(
        groupClientNotes,
        and(eq(groupClientNotes.sessionId, groupSessions.id), eq(groupClientNotes.clientId, client.id)),
      )
      .where(
        and(
          gte(groupSessions.sessionDate, today),
          lte(groupSessions.sessionDate, addDays(today, UPCOMING_DAYS)),
          isNull(groupSessions.cancelledAt),
          gte(groupSessions.endsAt, new Date()),
        ),
      )
      .orderBy(asc(groupSessions.sessionDate), asc(groupSessions.startTime)),
  ]);
  const ids = groupRows.map((r) => r.group.id);
  const [facilitators, roomsById] = await Promise.all([
    facilitatorsOf(deps.db, ids),
    roomRefs(
      deps.db,
      groupRows.map((r) => r.group.roomId),
    ),
  ]);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "client:group_schedule",
    outcome: "success",
    subjectType: "client",
    subjectId: mrNo,
    ip,
  });
  return {
    groups: groupRows.map(({ group, programName }) => ({
      id: group.id,
      name: group.name,
      programName,
      room: group.roomId ? (roomsById.get(group.roomId) ?? null) : null,
      facilitators: facilitators.get(group.id) ?? [],
      schedule: sortSchedule(group.schedule),
    })),
    upcoming: await presentSessions(
      deps.db,
      sessionRows.map((r) => r.s),
    ),
  };
}
