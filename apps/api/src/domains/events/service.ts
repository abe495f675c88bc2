/** The organization's events: listed to their audience, created, edited and cancelled by admins and supervisors. */
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { EventBody, EventListPage, EventListQuery, EventPayloads, OrgEvent } from "@hearth/schema";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { locations, orgEvents } from "../../db/schema";
import type { OrgEventRow } from "../../db/schema";
import type { RequestContext } from "../../context";
import { authorizeCaller } from "../../authz/authorize";
import type { CallerRule } from "../../authz/authorize";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { conflict, notFound, validationFailed } from "../../errors";
import { enqueueEvent } from "../../events/outbox";
import { recordActivity } from "../activityLog/service";
import { postEventToBoards } from "./board";
import { canEvent, canManageAudience, canSeeEvent } from "./policy";
import type { AudienceRule, EventAction } from "./policy";
import { audienceOf, presentEvents } from "./presenter";
import { inAudienceSql, visibleSql } from "./scope";

type Body = z.output<typeof EventBody>;
type Change = EventPayloads["orgEvent.changed"]["change"];

const MANAGERS_ONLY = "Only administrators and clinical directors manage events";

/** Refused (403, logged with `message`) unless `rule` allows; by default the role rule of the action. */
const authorize = (
  deps: Deps,
  ctx: RequestContext,
  action: EventAction,
  message: string,
  subjectId?: string,
  rule: CallerRule<EventAction> = canEvent,
) => authorizeCaller(deps.db, ctx, action, rule, { message, subjectId });

async function presentOne(db: Db, ctx: RequestContext, row: OrgEventRow): Promise<OrgEvent> {
  return (await presentEvents(db, ctx, [row]))[0]!;
}

/** An event of the caller's organization they may see; anything else is answered as missing. */
async function loadVisible(db: Db, ctx: RequestContext, id: string): Promise<OrgEventRow> {
  const [row] = await db
    .select()
    .from(orgEvents)
    .where(and(eq(orgEvents.id, id), eq(orgEvents.organizationId, ctx.organizationId)));
  if (!row || !canSeeEvent(ctx, audienceOf(row))) throw notFound("Event");
  return row;
}

/** Every location named must be one of the organization's. */
async function checkLocations(db: Db, ctx: RequestContext, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const known = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(inArray(locations.id, [...ids]), eq(locations.organizationId, ctx.organizationId)));
  const unknown = ids.filter((id) => !known.some((k) => k.id === id));
  if (unknown.length) throw validationFailed(`audience.locationIds: unknown location ${unknown[0]}`, { unknown });
}

/** Admins and supervisors; a supervisor only for an audience within their own locations. */
async function authorizeAudience(
  deps: Deps,
  ctx: RequestContext,
  action: EventAction,
  audience: AudienceRule,
  subjectId?: string,
): Promise<void> {
  await authorize(deps, ctx, action, MANAGERS_ONLY, subjectId);
  await checkLocations(deps.db, ctx, audience.locationIds);
  await authorize(deps, ctx, action, "You may address events only to staff of your own locations", subjectId, () =>
    canManageAudience(ctx, audience),
  );
}

/** Written in the transaction of the change: the audience (and the boards of its locations) hear of it exactly when it commits. */
async function announceChange(tx: Db, ctx: RequestContext, row: OrgEventRow, change: Change): Promise<void> {
  await enqueueEvent(tx, "orgEvent.changed", {
    eventId: row.id,
    organizationId: row.organizationId,
    change,
    audience: audienceOf(row),
    occurredAt: new Date().toISOString(),
  });
  await postEventToBoards(tx, row, change, ctx.user.id);
}

const columnsOf = (body: Body) => ({
  title: body.title,
  description: body.description,
  startsAt: new Date(body.startsAt),
  endsAt: new Date(body.endsAt),
  allDay: body.allDay,
  place: body.place,
  audienceKind: body.audience.kind,
  audienceLocationIds: body.audience.locationIds,
  audienceRoles: body.audience.roles,
});

/** A page of the events the caller may see, with §3's eventTotal (matching the filter) and eventCount (their upcoming ones). */
export async function listEvents(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof EventListQuery>,
): Promise<EventListPage> {
  await authorize(deps, ctx, "event:list", "Events are for staff");
  const now = new Date();
  const where = and(
    visibleSql(ctx),
    q.period === "upcoming" ? gt(orgEvents.endsAt, now) : q.period === "past" ? lte(orgEvents.endsAt, now) : undefined,
    q.from ? gt(orgEvents.endsAt, new Date(q.from)) : undefined,
    q.to ? lt(orgEvents.startsAt, new Date(q.to)) : undefined,
    q.search ? ilike(orgEvents.title, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  // Past events read latest first; upcoming (and all) soonest first.
  const order =
    q.period === "past" ? [desc(orgEvents.startsAt), desc(orgEvents.id)] : [asc(orgEvents.startsAt), asc(orgEvents.id)];
  const mine = and(
    eq(orgEvents.organizationId, ctx.organizationId),
    inAudienceSql(ctx),
    gt(orgEvents.endsAt, now),
    isNull(orgEvents.cancelledAt),
  );
  const [rows, [total], [badge]] = await Promise.all([
    deps.db
      .select()
      .from(orgEvents)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(orgEvents).where(where),
    deps.db.select({ n: count() }).from(orgEvents).where(mine),
  ]);
  const eventTotal = total?.n ?? 0;
  return {
    results: await presentEvents(deps.db, ctx, rows),
    total: eventTotal,
    page: q.page,
    pageSize: q.pageSize,
    eventCount: badge?.n ?? 0,
    eventTotal,
  };
}

export async function getEvent(deps: Deps, ctx: RequestContext, id: string): Promise<OrgEvent> {
  await authorize(deps, ctx, "event:read", "Events are for staff", id);
  return presentOne(deps.db, ctx, await loadVisible(deps.db, ctx, id));
}

export async function createEvent(deps: Deps, ctx: RequestContext, body: Body): Promise<OrgEvent> {
  await authorizeAudience(deps, ctx, "event:create", body.audience);
  const row = await transact(deps, async (tx) => {
    const [created] = await tx
      .insert(orgEvents)
      .values({ organizationId: ctx.organizationId, createdBy: ctx.user.id, ...columnsOf(body) })
      .returning();
    await announceChange(tx, ctx, created!, "created");
    await recordActivity(tx, {
      actor: ctx,
      action: "event:create",
      outcome: "success",
      subjectType: "event",
      subjectId: created!.id,
      details: { title: body.title, audience: body.audience },
    });
    return created!;
  });
  return presentOne(deps.db, ctx, row);
}

/** Replaces every field; the caller must manage both the audience it had and the one it gets. */
export async function updateEvent(deps: Deps, ctx: RequestContext, id: string, body: Body): Promise<OrgEvent> {
  await authorize(deps, ctx, "event:update", MANAGERS_ONLY, id);
  const current = await loadVisible(deps.db, ctx, id);
  await authorize(deps, ctx, "event:update", "You may change only events of your own locations", id, () =>
    canManageAudience(ctx, audienceOf(current)),
  );
  await authorizeAudience(deps, ctx, "event:update", body.audience, id);
  const row = await transact(deps, async (tx) => {
    // Only while not cancelled: a cancel that committed first wins, and this edit is refused.
    const [updated] = await tx
      .update(orgEvents)
      .set({ ...columnsOf(body), updatedAt: sql`now()` })
      .where(and(eq(orgEvents.id, id), isNull(orgEvents.cancelledAt)))
      .returning();
    if (!updated) return null;
    await announceChange(tx, ctx, updated, "updated");
    await recordActivity(tx, {
      actor: ctx,
      action: "event:update",
      outcome: "success",
      subjectType: "event",
      subjectId: id,
      details: { title: body.title, audience: body.audience },
    });
    return updated;
  });
  if (!row) throw conflict("This event is cancelled and can no longer be changed");
  return presentOne(deps.db, ctx, row);
}

/** Marks the event cancelled; it stays listed, flagged, and its audience is told. */
export async function cancelEvent(deps: Deps, ctx: RequestContext, id: string): Promise<OrgEvent> {
  await authorize(deps, ctx, "event:cancel", MANAGERS_ONLY, id);
  const current = await loadVisible(deps.db, ctx, id);
  await authorize(deps, ctx, "event:cancel", "You may cancel only events of your own locations", id, () =>
    canManageAudience(ctx, audienceOf(current)),
  );
  if (current.endsAt.getTime() <= Date.now()) throw conflict("This event is already over");
  const row = await transact(deps, async (tx) => {
    const [cancelled] = await tx
      .update(orgEvents)
      .set({ cancelledAt: sql`now()`, cancelledBy: ctx.user.id, updatedAt: sql`now()` })
      .where(and(eq(orgEvents.id, id), isNull(orgEvents.cancelledAt)))
      .returning();
    if (!cancelled) return null;
    await announceChange(tx, ctx, cancelled, "cancelled");
    await recordActivity(tx, {
      actor: ctx,
      action: "event:cancel",
      outcome: "success",
      subjectType: "event",
      subjectId: id,
    });
    return cancelled;
  });
  if (!row) throw conflict("This event is already cancelled");
  return presentOne(deps.db, ctx, row);
}
