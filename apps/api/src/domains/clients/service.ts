/** One client by MR number and a client's group schedule, scoped to the caller's locations (the list: list.ts). */
import { and, asc, eq, gte, isNull, lte } from "drizzle-orm";
import { readsClinicalRecord } from "@hearth/schema";
import type { ClientGroupSchedule, ClientSummary } from "@hearth/schema";
import { clients, groupClientNotes, groupMembers, groupSessions, groups, programs } from "../../db/schema";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { authorize } from "../../authz/authorize";
import { refuse } from "../../authz/decision";
import type { Denial } from "../../authz/decision";
import type { ChartReach } from "../../authz/chartReach";
import { recordActivity } from "../activityLog/service";
import { facilitatorsOf, sortSchedule } from "../groupTherapy/groups/presenter";
import { presentSessions } from "../groupTherapy/groupSessions/presenter";
import { roomRefs } from "../../kernel/refs";
import { addDays, todayInZone } from "../../kernel/time";
import { chartActivityLine } from "./chart";
import { reachOf, resolveReach } from "../../authz/chartReach";
import { canClient } from "./policy";
import { presentChartAccess, presentClients } from "./presenter";
import type { ClientRow } from "./presenter";

/** How far ahead a client's upcoming sessions reach. */
export const UPCOMING_DAYS = 14;

/**
 * The client with this MR number when the caller may do `action` with them (header-level reads); else
 * 404, logged. Beyond the caller's locations, the chart's reach decides (care team, emergency grant):
 * whoever may open the chart sees its header, and clinical staff the client's group schedule.
 */
export async function findClient(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  action: "client:read" | "client:group_schedule",
): Promise<ClientRow> {
  const [client] = await deps.db
    .select()
    .from(clients)
    .where(and(eq(clients.mrNo, mrNo), ctx.scope.organization(clients.organizationId)));
  const reach = client ? await resolveReach(deps.db, ctx, client) : null;
  return authorize<ClientRow>(deps.db, ctx, action, {
    subjectType: "client",
    subjectName: "Client",
    subjectId: mrNo,
    resource: client ?? null,
    denial: (caller, _action, found) => clientDenial(caller, action, found, reach),
  });
}

/**
 * Why the caller may not read the client's header or group schedule, or null when they may: at their
 * locations by role, beyond them by the chart's reach. A client the caller may not see is answered as
 * missing: whether they exist elsewhere does not leak.
 */
export function clientDenial(
  ctx: Pick<RequestContext, "role" | "isStaff" | "isAdmin" | "locationIds">,
  action: "client:read" | "client:group_schedule",
  client: Pick<ClientRow, "locationId">,
  reach: ChartReach | null,
): Denial | null {
  const reachedElsewhere = reach !== null && (action === "client:read" || readsClinicalRecord(ctx.role));
  return canClient(ctx, action, client) || reachedElsewhere ? null : refuse.notFound("not_in_scope");
}

export async function getClient(deps: Deps, ctx: RequestContext, mrNo: string): Promise<ClientSummary> {
  const client = await findClient(deps, ctx, mrNo, "client:read");
  await recordActivity(deps.db, chartActivityLine(ctx, "client:read", client));
  const [summary] = await presentClients(deps.db, [client]);
  return { ...summary!, access: presentChartAccess(reachOf(ctx, client.id)) };
}

/** The active groups whose roster holds the client, and their sessions of the next 14 days (not cancelled). */
export async function clientGroupSchedule(deps: Deps, ctx: RequestContext, mrNo: string): Promise<ClientGroupSchedule> {
  const client = await findClient(deps, ctx, mrNo, "client:group_schedule");
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
  await recordActivity(deps.db, chartActivityLine(ctx, "client:group_schedule", client));
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
