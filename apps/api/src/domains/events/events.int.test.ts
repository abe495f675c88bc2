import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import type { DomainEvent, EventListPage, OrgEvent } from "@hearth/schema";
import { activityLog, orgEvents } from "../../db/schema";
import { buildClinician, buildOrganization } from "@hearth/testing";
import { startDemoApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";

let t: TestApi;
let org: DemoOrganization;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ t, org } = await startDemoApi());
  for (const who of ["admin", "supervisor", "nurse", "nurse2", "client"]) {
    const { token, response } = await t.loginAs(who);
    tokens[who] = token;
    ids[who] = response.json().results.user.id;
  }
  // People of one location only, so that location audiences tell them apart.
  const built = {
    therapistRiverside: { role: "therapist", locationIds: [org.riverside] },
    therapistHillcrest: { role: "therapist", locationIds: [org.hillcrest] },
    supervisorRiverside: { role: "supervisor", locationIds: [org.riverside] },
  } as const;
  for (const [name, o] of Object.entries(built)) {
    const user = await buildClinician(t.api.deps.db, {
      organizationId: org.organizationId,
      locationIds: [...o.locationIds],
      role: o.role,
    });
    tokens[name] = (await t.loginAs(user.email, user.password)).token;
    ids[name] = user.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();
const body = (title: string, audience: object, o: Record<string, unknown> = {}) => ({
  title,
  startsAt: at(24),
  endsAt: at(25),
  place: "Main hall",
  description: "Bring a mug.",
  audience,
  ...o,
});
const create = (who: string, payload: object) =>
  t.request({ method: "POST", url: "/api/auth/events", token: tokens[who], payload });
const list = async (who: string, query: string): Promise<EventListPage> => {
  const response = await t.request({ method: "GET", url: `/api/auth/events?${query}`, token: tokens[who] });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const titlesFor = async (who: string, tag: string) =>
  (await list(who, `search=${encodeURIComponent(tag)}&period=all`)).results.map((e) => e.title).sort();
const created = async (who: string, payload: object): Promise<OrgEvent> => {
  const response = await create(who, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().results;
};
const rowsTitled = (prefix: string) =>
  t.api.deps.db
    .select()
    .from(orgEvents)
    .where(like(orgEvents.title, `${prefix}%`));

describe("audience", () => {
  it("a location audience reaches that location's staff only", async () => {
    const tag = `Hillcrest huddle ${randomUUID()}`;
    const event = await created("admin", body(tag, { kind: "locations", locationIds: [org.hillcrest] }));
    expect(event).toMatchObject({
      title: tag,
      place: "Main hall",
      cancelled: false,
      canManage: true,
      audience: { kind: "locations", roles: [], locations: [{ id: org.hillcrest }] },
    });
    expect(await titlesFor("therapistHillcrest", tag)).toEqual([tag]);
    expect(await titlesFor("nurse2", tag)).toEqual([tag]);
    expect(await titlesFor("therapistRiverside", tag)).toEqual([]);
    expect(await titlesFor("nurse", tag)).toEqual([]);
    // Not theirs to see is answered as missing.
    expect(
      (await t.request({ method: "GET", url: `/api/auth/events/${event.id}`, token: tokens.therapistRiverside }))
        .statusCode,
    ).toBe(404);
    const seen = await t.request({
      method: "GET",
      url: `/api/auth/events/${event.id}`,
      token: tokens.therapistHillcrest,
    });
    expect(seen.json().results).toMatchObject({ id: event.id, canManage: false });
  });

  it("a roles audience reaches those roles, at its locations when it names any", async () => {
    const tag = `Nurses ${randomUUID()}`;
    await created("admin", body(`${tag} everywhere`, { kind: "roles", roles: ["nurse"] }));
    await created(
      "admin",
      body(`${tag} at Riverside`, { kind: "roles", roles: ["nurse"], locationIds: [org.riverside] }),
    );
    expect(await titlesFor("nurse", tag)).toEqual([`${tag} at Riverside`, `${tag} everywhere`]);
    expect(await titlesFor("nurse2", tag)).toEqual([`${tag} everywhere`]);
    expect(await titlesFor("therapistRiverside", tag)).toEqual([]);
    // The supervisor of both locations manages the location-bound one without being its audience.
    expect(await titlesFor("supervisor", tag)).toEqual([`${tag} at Riverside`]);
    expect(await titlesFor("admin", tag)).toHaveLength(2);
  });

  it("staff with no location see all-staff events only", async () => {
    const tag = `Unplaced ${randomUUID()}`;
    await created("admin", body(`${tag} all`, { kind: "all_staff" }));
    await created(
      "admin",
      body(`${tag} bht at Riverside`, { kind: "roles", roles: ["bht"], locationIds: [org.riverside] }),
    );
    await created("admin", body(`${tag} bht anywhere`, { kind: "roles", roles: ["bht"] }));
    const user = await buildClinician(t.api.deps.db, {
      organizationId: org.organizationId,
      locationIds: [],
      role: "bht",
    });
    tokens.unplaced = (await t.loginAs(user.email, user.password)).token;
    expect(await titlesFor("unplaced", tag)).toEqual([`${tag} all`, `${tag} bht anywhere`]);
  });

  it("the demo seed has an upcoming all-staff event, a Riverside one and a past one", async () => {
    expect((await list("nurse2", "search=All-staff%20meeting")).results.map((e) => e.audience.kind)).toEqual([
      "all_staff",
    ]);
    expect((await list("nurse", "search=CPR")).results.map((e) => e.audience.locations.map((l) => l.id))).toEqual([
      [org.riverside],
    ]);
    expect((await list("nurse2", "search=CPR")).eventTotal).toBe(0);
    expect((await list("nurse2", "period=past&search=Holiday%20potluck")).eventTotal).toBe(1);
  });

  it("portal clients get 403 everywhere", async () => {
    expect((await t.request({ method: "GET", url: "/api/auth/events", token: tokens.client })).statusCode).toBe(403);
    expect((await create("client", body("x", { kind: "all_staff" }))).statusCode).toBe(403);
  });
});

describe("counts and paging", () => {
  it("eventTotal counts every match of the filter; eventCount the viewer's upcoming, not cancelled events", async () => {
    const tag = `Counted ${randomUUID()}`;
    const before = (await list("therapistRiverside", "")).eventCount;
    const upcoming = await created(
      "admin",
      body(`${tag} upcoming`, { kind: "locations", locationIds: [org.riverside] }),
    );
    const cancelled = await created("admin", body(`${tag} cancelled`, { kind: "all_staff" }));
    await created("admin", body(`${tag} elsewhere`, { kind: "locations", locationIds: [org.hillcrest] }));
    expect(
      (await t.request({ method: "POST", url: `/api/auth/events/${cancelled.id}/cancel`, token: tokens.admin }))
        .statusCode,
    ).toBe(200);
    await t.api.deps.db.insert(orgEvents).values({
      organizationId: org.organizationId,
      title: `${tag} past`,
      startsAt: new Date(Date.now() - 3 * HOUR),
      endsAt: new Date(Date.now() - 2 * HOUR),
      audienceKind: "all_staff",
    });

    const page = await list("therapistRiverside", `search=${encodeURIComponent(tag)}`);
    // Soonest first; the cancelled one stays listed, flagged.
    expect(page.results.map((e) => e.title)).toEqual([`${tag} upcoming`, `${tag} cancelled`]);
    expect(page.eventTotal).toBe(2);
    expect(page.total).toBe(2);
    expect(page.results.find((e) => e.id === cancelled.id)).toMatchObject({ cancelled: true, canManage: false });
    expect(
      (await list("therapistRiverside", `search=${encodeURIComponent(tag)}&period=past`)).results.map((e) => e.title),
    ).toEqual([`${tag} past`]);
    expect((await list("therapistRiverside", `search=${encodeURIComponent(tag)}&includePast=true`)).eventTotal).toBe(3);
    // The badge: one more upcoming event for them; the cancelled, the past and the other location's do not count.
    expect((await list("therapistRiverside", "")).eventCount).toBe(before + 1);
    // A window keeps the events overlapping it.
    const window = await list(
      "therapistRiverside",
      `search=${encodeURIComponent(tag)}&from=${encodeURIComponent(at(24.5))}&to=${encodeURIComponent(at(30))}`,
    );
    expect(window.results.map((e) => e.id).sort()).toEqual([upcoming.id, cancelled.id].sort());
    expect(
      (await list("therapistRiverside", `search=${encodeURIComponent(tag)}&from=${encodeURIComponent(at(26))}`))
        .eventTotal,
    ).toBe(0);
  });

  it("pages by 25, soonest first", async () => {
    const tag = `Paged ${randomUUID()}`;
    await t.api.deps.db.insert(orgEvents).values(
      Array.from({ length: 27 }, (_, i) => ({
        organizationId: org.organizationId,
        title: `${tag} ${String(i).padStart(2, "0")}`,
        startsAt: new Date(Date.now() + (i + 1) * HOUR),
        endsAt: new Date(Date.now() + (i + 2) * HOUR),
        audienceKind: "all_staff" as const,
      })),
    );
    const first = await list("nurse", `search=${encodeURIComponent(tag)}`);
    expect(first).toMatchObject({ page: 1, pageSize: 25, eventTotal: 27, total: 27 });
    expect(first.results).toHaveLength(25);
    expect(first.results[0]!.title).toBe(`${tag} 00`);
    const second = await list("nurse", `search=${encodeURIComponent(tag)}&page=2`);
    expect(second.results.map((e) => e.title)).toEqual([`${tag} 25`, `${tag} 26`]);
    const bad = await t.request({ method: "GET", url: "/api/auth/events?pageSize=0", token: tokens.nurse });
    expect(bad.statusCode).toBe(400);
  });
});

describe("validation", () => {
  it("refuses bad input with the field named, and changes nothing", async () => {
    const tag = `Invalid ${randomUUID()}`;
    const cases: [object, RegExp][] = [
      [body("   ", { kind: "all_staff" }), /^title: is required/],
      [body(`${tag} ${"x".repeat(200)}`, { kind: "all_staff" }), /^title: must be at most 200/],
      [body(tag, { kind: "all_staff" }, { endsAt: at(23) }), /^endsAt: must be after the start/],
      [body(tag, { kind: "all_staff" }, { startsAt: "tomorrow" }), /^startsAt: must be a date and time/],
      [body(tag, { kind: "locations" }), /^audience.locationIds: choose at least one location/],
      [body(tag, { kind: "roles", roles: ["client"] }), /^audience.roles.0: must be one of/],
      [body(tag, { kind: "everyone" }), /^audience.kind: must be one of/],
      [
        body(tag, { kind: "locations", locationIds: [(await buildOrganization(t.api.deps.db)).locationId] }),
        /^audience.locationIds: unknown location/,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await create("admin", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: "validation_failed" });
      expect(response.json().error.message).toMatch(message);
    }
    expect(await rowsTitled(tag)).toHaveLength(0);
    expect(
      t.events.some(
        (e) => e.name === "orgEvent.changed" && (e as DomainEvent<"orgEvent.changed">).payload.eventId === tag,
      ),
    ).toBe(false);
  });
});

describe("who manages events", () => {
  it("a supervisor only for audiences within their own locations; other staff never", async () => {
    const tag = `Supervised ${randomUUID()}`;
    expect(
      (await create("supervisorRiverside", body(`${tag} H`, { kind: "locations", locationIds: [org.hillcrest] })))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await create(
          "supervisorRiverside",
          body(`${tag} R+H`, { kind: "locations", locationIds: [org.riverside, org.hillcrest] }),
        )
      ).statusCode,
    ).toBe(403);
    expect((await create("supervisorRiverside", body(`${tag} all`, { kind: "all_staff" }))).statusCode).toBe(403);
    expect(
      (await create("supervisorRiverside", body(`${tag} nurses`, { kind: "roles", roles: ["nurse"] }))).statusCode,
    ).toBe(403);
    expect(
      (await create("therapistRiverside", body(`${tag} T`, { kind: "locations", locationIds: [org.riverside] })))
        .statusCode,
    ).toBe(403);
    expect(await rowsTitled(tag)).toHaveLength(0);
    const denied = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "event:create"),
          eq(activityLog.outcome, "denied"),
          eq(activityLog.actorId, ids.supervisorRiverside!),
        ),
      );
    expect(denied.length).toBeGreaterThanOrEqual(4);

    const own = await created(
      "supervisorRiverside",
      body(`${tag} R`, { kind: "roles", roles: ["nurse", "bht"], locationIds: [org.riverside] }),
    );
    expect(own.createdBy).toMatchObject({ id: ids.supervisorRiverside, role: "supervisor" });
    // Moving it out of their locations is refused, and so is touching an all-staff event.
    const put = (who: string, id: string, payload: object) =>
      t.request({ method: "PUT", url: `/api/auth/events/${id}`, token: tokens[who], payload });
    expect(
      (
        await put(
          "supervisorRiverside",
          own.id,
          body(`${tag} moved`, { kind: "locations", locationIds: [org.hillcrest] }),
        )
      ).statusCode,
    ).toBe(403);
    const allStaff = await created("admin", body(`${tag} for all`, { kind: "all_staff" }));
    expect(
      (
        await put(
          "supervisorRiverside",
          allStaff.id,
          body(`${tag} hijack`, { kind: "locations", locationIds: [org.riverside] }),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: "POST",
          url: `/api/auth/events/${allStaff.id}/cancel`,
          token: tokens.supervisorRiverside,
        })
      ).statusCode,
    ).toBe(403);
    expect((await rowsTitled(`${tag} `)).map((r) => r.title).sort()).toEqual([`${tag} R`, `${tag} for all`]);

    const edited = await put(
      "supervisorRiverside",
      own.id,
      body(`${tag} R edited`, { kind: "locations", locationIds: [org.riverside] }, { allDay: true }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().results).toMatchObject({
      title: `${tag} R edited`,
      allDay: true,
      audience: { kind: "locations", roles: [] },
    });
  });
});

describe("cancel", () => {
  it("flags the event, tells its audience through the outbox, and refuses to cancel or edit it again", async () => {
    const tag = `Cancelled ${randomUUID()}`;
    const event = await created("admin", body(tag, { kind: "locations", locationIds: [org.riverside] }));
    const cancelUrl = `/api/auth/events/${event.id}/cancel`;
    expect((await t.request({ method: "POST", url: cancelUrl, token: tokens.nurse })).statusCode).toBe(403);
    const response = await t.request({ method: "POST", url: cancelUrl, token: tokens.admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({ id: event.id, cancelled: true, canManage: false });
    expect(response.json().results.cancelledAt).toEqual(expect.any(String));

    const changes = () =>
      t.events.filter(
        (e): e is DomainEvent<"orgEvent.changed"> => e.name === "orgEvent.changed" && e.payload.eventId === event.id,
      );
    await expect
      .poll(() => changes().map((e) => e.payload.change), { timeout: 5000 })
      .toEqual(["created", "cancelled"]);
    expect(changes()[1]!.payload).toMatchObject({
      organizationId: org.organizationId,
      audience: { kind: "locations", locationIds: [org.riverside], roles: [] },
    });

    expect((await t.request({ method: "POST", url: cancelUrl, token: tokens.admin })).statusCode).toBe(409);
    const edit = await t.request({
      method: "PUT",
      url: `/api/auth/events/${event.id}`,
      token: tokens.admin,
      payload: body(`${tag} again`, { kind: "all_staff" }),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toMatch(/cancelled/);
    expect((await rowsTitled(tag)).map((r) => r.title)).toEqual([tag]);
  });
});
