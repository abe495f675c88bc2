/** Group sessions: lists, one session, ad hoc creation, changes and cancellation. */
import { and, asc, count, eq, exists, gte, inArray, isNull, lte, min, or, sql } from "drizzle-orm";
import { groupNoteDocumentName } from "@hearth/schema";
import type {
  GroupSession,
  GroupSessionBody,
  GroupSessionListQuery,
  GroupSessionUpdateBody,
  Page,
} from "@hearth/schema";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { groupClientNotes, groupNotes, groupSessionCoFacilitators, groupSessions, groups } from "../../../db/schema";
import type { GroupSessionRow } from "../../../db/schema";
import type { RequestContext } from "../../../context";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { conflict, validationFailed } from "../../../errors";
import { authorize, authorizeCaller } from "../../../authz/authorize";
import { refuse } from "../../../authz/decision";
import { announceAccessNarrowed } from "../../../events/accessNarrowed";
import { recordActivity } from "../../activityLog/service";
import { publishNoteChanged } from "../groupNotes/events";
import { checkClinicalStaff, checkRoom } from "../groups/references";
import { isUniqueViolation } from "../../../kernel/pgErrors";
import { canReadClinicalAt } from "../../../authz/principal";
import { activeFacilitators, defaultRosters, insertSessionWithNote, sessionById } from "./create";
import { guardSession, relockSession } from "./guard";
import { canCreateSessionFor, canListSessions } from "./policy";
import { presentSessions } from "./presenter";
import { hhmm, instantLabel, sessionInstants } from "../../../kernel/time";
import { sessionWindow } from "./window";
import type { LoadedNote } from "../groupNotes/load";

/** A session (or the group of a new one) elsewhere is answered as missing: whether it exists does not leak. */
const readDenial = (ctx: RequestContext, at: { locationId: string }) =>
  canReadClinicalAt(ctx, at.locationId) ? null : refuse.notFound("not_in_scope");

const presentOne = async (deps: Deps, row: GroupSessionRow): Promise<GroupSession> =>
  (await presentSessions(deps.db, [row]))[0]!;

/** Sessions of the caller's locations (all of the organization for an admin), by date and start time. */
export async function listSessions(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof GroupSessionListQuery>,
): Promise<Page<GroupSession>> {
  await authorizeCaller(deps.db, ctx, "group_session:list", canListSessions);
  // Past the rule above, the caller reads every location they work at (an admin every one).
  const conds = [ctx.scope.organization(groupSessions.organizationId), ctx.scope.locations(groupSessions.locationId)];
  if (q.from) conds.push(gte(groupSessions.sessionDate, q.from));
  if (q.to) conds.push(lte(groupSessions.sessionDate, q.to));
  if (q.groupId) conds.push(eq(groupSessions.groupId, q.groupId));
  if (q.locationId) conds.push(eq(groupSessions.locationId, q.locationId));
  if (q.status?.length) conds.push(inArray(groupNotes.status, q.status));
  if (!q.includeCancelled) conds.push(isNull(groupSessions.cancelledAt));
  if (q.facilitatorId) {
    // Facilitating includes co-facilitating: "my sessions" shows both.
    const co = deps.db
      .select({ one: sql`1` })
      .from(groupSessionCoFacilitators)
      .where(
        and(
          eq(groupSessionCoFacilitators.sessionId, groupSessions.id),
          eq(groupSessionCoFacilitators.userId, q.facilitatorId),
        ),
      );
    conds.push(or(eq(groupSessions.facilitatorId, q.facilitatorId), exists(co))!);
  }
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ s: groupSessions })
      .from(groupSessions)
      .innerJoin(groupNotes, eq(groupNotes.sessionId, groupSessions.id))
      .where(where)
      .orderBy(asc(groupSessions.sessionDate), asc(groupSessions.startTime), asc(groupSessions.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db
      .select({ n: count() })
      .from(groupSessions)
      .innerJoin(groupNotes, eq(groupNotes.sessionId, groupSessions.id))
      .where(where),
  ]);
  const sessions = rows.map((r) => r.s);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "group_session:list",
    outcome: "success",
    subjectType: "group_session",
    details: { filter: q, returned: sessions.map((s) => s.id) },
  });
  return {
    results: await presentSessions(deps.db, sessions),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function getSession(deps: Deps, ctx: RequestContext, id: string): Promise<GroupSession> {
  const row = await authorize<GroupSessionRow>(deps.db, ctx, "group_session:read", {
    subjectType: "group_session",
    subjectName: "Group session",
    subjectId: id,
    resource: (await sessionById(deps.db, ctx.organizationId, id)) ?? null,
    denial: (caller, _action, session) => readDenial(caller, session),
  });
  await recordActivity(deps.db, {
    actor: ctx,
    action: "group_session:read",
    outcome: "success",
    subjectType: "group_session",
    subjectId: id,
  });
  return presentOne(deps, row);
}

/** An ad hoc session of a group, with its note, the group's roster and the note's document. */
export async function createSession(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof GroupSessionBody>,
): Promise<GroupSession> {
  const [found] = await deps.db
    .select()
    .from(groups)
    .where(and(eq(groups.id, body.groupId), ctx.scope.organization(groups.organizationId)));
  const group = await authorize(deps.db, ctx, "group_session:create", {
    subjectType: "group_session",
    subjectName: "Group",
    subjectId: null,
    resource: found ?? null,
    denial: (caller, _action, g) => readDenial(caller, g),
  });
  const facilitators = (await activeFacilitators(deps.db, [group.id])).get(group.id) ?? [];
  const facilitatorIds = facilitators.map((f) => f.id);
  await authorizeCaller(
    deps.db,
    ctx,
    "group_session:create",
    (caller) => canCreateSessionFor(caller, group, facilitatorIds),
    {
      message: "Only an administrator, a supervisor of the location or a facilitator of the group creates its sessions",
    },
  );
  if (!group.active) throw conflict("This group is not active");
  const facilitatorId = body.facilitatorId ?? (facilitatorIds.includes(ctx.user.id) ? ctx.user.id : facilitatorIds[0]);
  if (!facilitatorId) throw validationFailed("facilitatorId: the group has no active facilitator; choose one");
  await checkClinicalStaff(deps.db, ctx.organizationId, [facilitatorId], group.locationId, "facilitatorId");
  if (body.coFacilitatorIds)
    await checkClinicalStaff(deps.db, ctx.organizationId, body.coFacilitatorIds, group.locationId, "coFacilitatorIds");
  const roomId = body.roomId === undefined ? group.roomId : body.roomId;
  if (body.roomId) await checkRoom(deps.db, ctx.organizationId, body.roomId, group.locationId);
  const roster = (await defaultRosters(deps.db, [group])).get(group.id) ?? [];
  const session = await transact(deps, async (tx) => {
    const created = await insertSessionWithNote(
      tx,
      {
        group,
        date: body.date,
        startTime: body.startTime,
        endTime: body.endTime,
        topic: body.topic ?? null,
        facilitatorId,
        coFacilitatorIds: body.coFacilitatorIds ?? facilitatorIds.filter((id) => id !== facilitatorId),
        roomId,
        origin: "ad_hoc",
        rosterClientIds: roster,
      },
      { actorId: ctx.user.id, publish: true },
    );
    await recordActivity(tx, {
      actor: ctx,
      action: "group_session:create",
      outcome: "success",
      subjectType: "group_session",
      subjectId: created!.id,
      details: { groupId: group.id, date: body.date, roster: roster.length },
    });
    return created!;
  });
  return presentOne(deps, session);
}

/**
 * A session moved to a later start keeps every check-in at or after its check-in opening: one
 * recorded earlier would show a client arriving before check-in opened. 409 until it is cleared.
 */
async function checkInsStayInWindow(tx: Db, current: LoadedNote, startsAt: Date): Promise<void> {
  const leadMinutes = (current.session.startsAt.getTime() - current.view.window.checkInOpensAt.getTime()) / 60_000;
  const opensAt = sessionWindow({ startsAt }, leadMinutes).checkInOpensAt;
  const [first] = await tx
    .select({ at: min(groupClientNotes.checkedInAt) })
    .from(groupClientNotes)
    .where(eq(groupClientNotes.sessionId, current.session.id));
  if (first?.at && first.at.getTime() < opensAt.getTime()) {
    throw conflict(
      `A client was checked in at ${instantLabel(first.at)}, before check-in would open for this start (${instantLabel(opensAt)}); clear that check-in first`,
    );
  }
}

/** Stored minutes follow a change of the session's length: full attendance stays full, nothing exceeds it. */
const rescaleMinutes = (oldLength: number, newLength: number) =>
  sql`CASE WHEN ${groupClientNotes.attendanceStatus} = 'present' AND ${groupClientNotes.minutesAttended} = ${oldLength} THEN ${newLength} ELSE LEAST(${groupClientNotes.minutesAttended}, ${newLength}) END`;

export async function updateSession(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  body: z.output<typeof GroupSessionUpdateBody>,
): Promise<GroupSession> {
  const { session, note } = await guardSession(deps, ctx, id, "group_session:update");
  const startTime = body.startTime ?? hhmm(session.startTime);
  const endTime = body.endTime ?? hhmm(session.endTime);
  if (endTime <= startTime) throw validationFailed("endTime: must be after the start time");
  if (body.facilitatorId)
    await checkClinicalStaff(deps.db, ctx.organizationId, [body.facilitatorId], session.locationId, "facilitatorId");
  if (body.coFacilitatorIds)
    await checkClinicalStaff(
      deps.db,
      ctx.organizationId,
      body.coFacilitatorIds,
      session.locationId,
      "coFacilitatorIds",
    );
  if (body.roomId) await checkRoom(deps.db, ctx.organizationId, body.roomId, session.locationId);
  const { coFacilitatorIds, ...fields } = body;
  try {
    const updated = await transact(deps, async (tx) => {
      const current = await relockSession(tx, ctx, "group_session:update", note.id);
      const old = current.session;
      const timing = body.startTime || body.endTime ? sessionInstants(old.sessionDate, startTime, endTime) : null;
      if (timing) await checkInsStayInWindow(tx, current, timing.startsAt);
      // A session moved to another start is announced again before its new start.
      const renotify = timing && timing.startsAt.getTime() !== old.startsAt.getTime() ? { soonNotifiedAt: null } : {};
      const [row] = await tx
        .update(groupSessions)
        .set({
          ...fields,
          ...(timing ? { startTime, endTime, startsAt: timing.startsAt, endsAt: timing.endsAt, ...renotify } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(groupSessions.id, id))
        .returning();
      const facilitatorId = row!.facilitatorId;
      let staff = [facilitatorId, ...current.view.coFacilitatorIds];
      if (coFacilitatorIds) {
        await tx.delete(groupSessionCoFacilitators).where(eq(groupSessionCoFacilitators.sessionId, id));
        const co = [...new Set(coFacilitatorIds)].filter((u) => u !== facilitatorId);
        if (co.length)
          await tx.insert(groupSessionCoFacilitators).values(co.map((userId) => ({ sessionId: id, userId })));
        staff = [facilitatorId, ...co];
      } else if (body.facilitatorId) {
        await tx
          .delete(groupSessionCoFacilitators)
          .where(
            and(eq(groupSessionCoFacilitators.sessionId, id), eq(groupSessionCoFacilitators.userId, facilitatorId)),
          );
      }
      // Whoever left the session's staff no longer writes its note, open editor or not.
      const left = [current.view.facilitatorId, ...current.view.coFacilitatorIds].filter((u) => !staff.includes(u));
      if (left.length)
        await announceAccessNarrowed(tx, {
          reason: "session_staff",
          userIds: left,
          documentNames: [groupNoteDocumentName(note.id)],
        });
      if (timing) {
        const oldLength = Math.round((old.endsAt.getTime() - old.startsAt.getTime()) / 60_000);
        await tx
          .update(groupClientNotes)
          .set({ minutesAttended: rescaleMinutes(oldLength, timing.minutes) })
          .where(eq(groupClientNotes.sessionId, id));
      }
      await publishNoteChanged(
        tx,
        { id: note.id, sessionId: id, locationId: row!.locationId, status: current.note.status },
        "session_updated",
        ctx.user.id,
      );
      await recordActivity(tx, {
        actor: ctx,
        action: "group_session:update",
        outcome: "success",
        subjectType: "group_session",
        subjectId: id,
        details: { changed: Object.keys(body) },
      });
      return row!;
    });
    return presentOne(deps, updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("Another scheduled session of this group starts at that time");
    throw error;
  }
}

export async function cancelSession(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  reason: string,
): Promise<GroupSession> {
  const { note } = await guardSession(deps, ctx, id, "group_session:cancel");
  const cancelled = await transact(deps, async (tx) => {
    const current = await relockSession(tx, ctx, "group_session:cancel", note.id);
    const [row] = await tx
      .update(groupSessions)
      .set({ cancelledAt: sql`now()`, cancelReason: reason, cancelledBy: ctx.user.id, updatedAt: sql`now()` })
      .where(eq(groupSessions.id, id))
      .returning();
    // A cancelled session's note can no longer change: its open editors become readers.
    await announceAccessNarrowed(tx, { reason: "session_cancelled", documentNames: [groupNoteDocumentName(note.id)] });
    await publishNoteChanged(
      tx,
      { id: note.id, sessionId: id, locationId: row!.locationId, status: current.note.status },
      "session_updated",
      ctx.user.id,
    );
    await recordActivity(tx, {
      actor: ctx,
      action: "group_session:cancel",
      outcome: "success",
      subjectType: "group_session",
      subjectId: id,
      details: { reason },
    });
    return row!;
  });
  return presentOne(deps, cancelled);
}
