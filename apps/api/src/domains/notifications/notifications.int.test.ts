import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { DomainEvent, NotificationCounts, NotificationType } from "@hearth/schema";
import { activityLog, notifications, outbox, users } from "../../db/schema";
import { buildClinician, demoOrganization } from "@hearth/testing";
import { OutboxRelay } from "../../events/relay";
import { startTestApi } from "../../test/harness";
import type { TestApi } from "../../test/harness";

let t: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApi();
  for (const who of ["admin", "nurse", "nurse2", "client"]) {
    const { token, response } = await t.loginAs(who);
    tokens[who] = token;
    ids[who] = response.json().results.user.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const announce = (who: string, payload: Record<string, unknown>) =>
  t.request({ method: "POST", url: "/api/auth/notifications", token: tokens[who], payload });
const createdEvents = (title: string) =>
  t.events
    .filter((e): e is DomainEvent<"notification.created"> => e.name === "notification.created")
    .filter((e) => e.payload.title === title);

describe("announcements", () => {
  it("are for admins only", async () => {
    expect((await announce("nurse", { title: "x", body: "y" })).statusCode).toBe(403);
    expect((await announce("client", { title: "x", body: "y" })).statusCode).toBe(403);
  });

  it("create one row and exactly one published event per recipient", async () => {
    const title = `Fire drill ${randomUUID()}`;
    const response = await announce("admin", {
      title,
      body: "At 3 pm, everyone out.",
      userIds: [ids.nurse, ids.nurse2],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ results: { count: 2 } });
    const rows = await t.api.deps.db.select().from(notifications).where(eq(notifications.title, title));
    expect(rows.map((r) => r.userId).sort()).toEqual([ids.nurse, ids.nurse2].sort());

    await expect.poll(() => createdEvents(title).length, { timeout: 5000 }).toBe(2);
    // Give the 1 s poll and a second relay time to publish anything twice, if they would.
    const second = new OutboxRelay(t.api.deps.db, t.bus, (e) => console.error(e));
    second.kick();
    await new Promise((r) => setTimeout(r, 1500));
    await second.close();
    const events = createdEvents(title);
    expect(events).toHaveLength(2);
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
    const forNurse = events.find((e) => e.payload.userId === ids.nurse)!;
    expect(forNurse.payload).toMatchObject({
      notificationId: rows.find((r) => r.userId === ids.nurse)!.id,
      type: "announcement",
      body: "At 3 pm, everyone out.",
      link: null,
    });
    // Published, so out of the outbox (the relay's poll deletes them).
    await expect
      .poll(
        async () =>
          (
            await t.api.deps.db
              .select()
              .from(outbox)
              .where(
                inArray(
                  outbox.id,
                  events.map((e) => e.id),
                ),
              )
          ).length,
      )
      .toBe(0);
  });

  it("go to every active staff member when userIds is absent, never to portal clients", async () => {
    const title = `All staff ${randomUUID()}`;
    const response = await announce("admin", { title, body: "Team meeting." });
    const staff = await t.api.deps.db.select().from(users).where(eq(users.status, 1));
    const expected = staff.filter((u) => u.role !== "client").length;
    expect(response.json().results.count).toBe(expected);
    const rows = await t.api.deps.db.select().from(notifications).where(eq(notifications.title, title));
    expect(rows.some((r) => r.userId === ids.client)).toBe(false);
    await expect.poll(() => createdEvents(title).length, { timeout: 5000 }).toBe(expected);
  });

  it("refuse unknown recipients and change nothing", async () => {
    const title = `Bad ${randomUUID()}`;
    const response = await announce("admin", { title, body: "x", userIds: [ids.nurse, randomUUID()] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^userIds: /);
    expect(await t.api.deps.db.select().from(notifications).where(eq(notifications.title, title))).toHaveLength(0);
  });
});

describe("the outbox relay", () => {
  it("publishes rows a crashed process committed but never published", async () => {
    const id = randomUUID();
    // As if a process committed the change a while ago and died before publishing it.
    await t.api.deps.db.insert(outbox).values({
      id,
      name: "document.locked",
      payload: { documentName: "handoff.crash-test" },
      occurredAt: new Date(Date.now() - 60_000),
    });
    await expect.poll(() => t.events.filter((e) => e.id === id).length, { timeout: 5000, interval: 100 }).toBe(1);
    expect(await t.api.deps.db.select().from(outbox).where(eq(outbox.id, id))).toEqual([]);
    await new Promise((r) => setTimeout(r, 1200));
    expect(t.events.filter((e) => e.id === id)).toHaveLength(1);
  });
});

describe("own notifications", () => {
  it("are listed newest first, paged by 25, with unreadOnly", async () => {
    const org = await demoOrganization(t.api.deps.db);
    const user = await buildClinician(t.api.deps.db, {
      organizationId: org.organizationId,
      locationIds: [org.riverside],
    });
    const { token } = await t.loginAs(user.email, user.password);
    const me = user.id;
    for (let i = 0; i < 27; i++) {
      await t.api.deps.db.insert(notifications).values({
        userId: me,
        type: "announcement",
        title: `n${i}`,
        body: "b",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
    const first = (await t.request({ method: "GET", url: "/api/auth/notifications", token })).json();
    expect(first.pageSize).toBe(25);
    expect(first.results).toHaveLength(25);
    expect(first.results[0].title).toBe("n26");
    expect(first.total).toBe(27);
    const read = await t.request({ method: "POST", url: `/api/auth/notifications/${first.results[0].id}/read`, token });
    expect(read.json().results.read).toBe(true);
    const unread = (
      await t.request({ method: "GET", url: "/api/auth/notifications?unreadOnly=true&pageSize=200", token })
    ).json();
    expect(unread.total).toBe(first.total - 1);
    expect(unread.results.every((n: { read: boolean }) => !n.read)).toBe(true);
    // Nobody else's notifications are visible or markable.
    expect(
      (
        await t.request({
          method: "POST",
          url: `/api/auth/notifications/${first.results[1].id}/read`,
          token: tokens.nurse,
        })
      ).statusCode,
    ).toBe(404);
  });
});

/** A clinician made for one test, with an empty feed, signed in. */
async function freshUser(): Promise<{ id: string; token: string }> {
  const org = await demoOrganization(t.api.deps.db);
  const user = await buildClinician(t.api.deps.db, {
    organizationId: org.organizationId,
    locationIds: [org.riverside],
  });
  return { id: user.id, token: (await t.loginAs(user.email, user.password)).token };
}

/** Rows straight into a user's feed: `spec` is [type, read] per notification, oldest first, a minute apart. */
async function feed(userId: string, spec: [NotificationType, boolean][]): Promise<string[]> {
  const rows = await t.api.deps.db
    .insert(notifications)
    .values(
      spec.map(([type, read], i) => ({
        userId,
        type,
        title: `${type} ${i}`,
        body: "b",
        createdAt: new Date(Date.UTC(2026, 10, 23, 8, i)),
        readAt: read ? new Date() : null,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

const get = (token: string, url: string) => t.request({ method: "GET", url: `/api/auth/notifications${url}`, token });
const post = (token: string, url: string, payload?: object) =>
  t.request({ method: "POST", url: `/api/auth/notifications${url}`, token, ...(payload ? { payload } : {}) });
const countsOf = async (token: string): Promise<NotificationCounts> => (await get(token, "/counts")).json().results;
/** The "notification.read" events published for a user, after the relay has run. */
async function readEvents(userId: string): Promise<DomainEvent<"notification.read">[]> {
  await t.api.deps.relay.flush();
  // Over Redis a publish is answered before this process's own subscriber has the message: a
  // marker published after them arrives after them, on the same channel, in order.
  const marker = randomUUID();
  await t.bus.publish({
    id: marker,
    name: "document.locked",
    payload: { documentName: `marker.${marker}` },
    occurredAt: new Date().toISOString(),
  });
  await expect.poll(() => t.events.some((e) => e.id === marker)).toBe(true);
  return t.events.filter(
    (e): e is DomainEvent<"notification.read"> => e.name === "notification.read" && e.payload.userId === userId,
  );
}

describe("the feed's type filter", () => {
  it("lists only the chosen types, newest first, paged, as a comma list or repeated", async () => {
    const me = await freshUser();
    await feed(me.id, [
      ["announcement", false],
      ["group_note_submitted", false],
      ["mention", true],
      ["group_note_submitted", true],
      ["task_due", false],
      ["group_note_submitted", false],
    ]);
    const page1 = (await get(me.token, "?type=group_note_submitted,mention&pageSize=3")).json();
    expect(page1).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(page1.results.map((n: { title: string }) => n.title)).toEqual([
      "group_note_submitted 5",
      "group_note_submitted 3",
      "mention 2",
    ]);
    const page2 = (await get(me.token, "?type=group_note_submitted&type=mention&pageSize=3&page=2")).json();
    expect(page2.results.map((n: { title: string }) => n.title)).toEqual(["group_note_submitted 1"]);
    const unreadNotes = (await get(me.token, "?type=group_note_submitted&unreadOnly=true")).json();
    expect(unreadNotes.results.map((n: { title: string }) => n.title)).toEqual([
      "group_note_submitted 5",
      "group_note_submitted 1",
    ]);
    expect((await get(me.token, "")).json().total).toBe(6);
  });

  it("refuses an unknown type with the one error shape", async () => {
    const me = await freshUser();
    const response = await get(me.token, "?type=announcement,gossip");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "validation_failed",
      message: expect.stringContaining("must be one of announcement"),
    });
  });
});

describe("notification counts", () => {
  it("are unread and total, overall and per type the user has, in the catalogue's order", async () => {
    const me = await freshUser();
    expect(await countsOf(me.token)).toEqual({ unread: 0, total: 0, byType: [] });
    await feed(me.id, [
      ["mention", false],
      ["announcement", true],
      ["group_note_kicked_back", false],
      ["mention", true],
      ["announcement", false],
    ]);
    const other = await freshUser();
    await feed(other.id, [["task_due", false]]);
    expect(await countsOf(me.token)).toEqual({
      unread: 3,
      total: 5,
      byType: [
        { type: "announcement", unread: 1, total: 2 },
        { type: "group_note_kicked_back", unread: 1, total: 1 },
        { type: "mention", unread: 1, total: 2 },
      ],
    });
  });

  it("need a signed-in caller", async () => {
    const response = await t.request({ method: "GET", url: "/api/auth/notifications/counts" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("unauthenticated");
  });
});

describe("reading notifications", () => {
  it("one: the counts drop and every tab hears the fresh counts once; reading it again changes nothing", async () => {
    const me = await freshUser();
    const [first] = await feed(me.id, [
      ["mention", false],
      ["announcement", false],
    ]);
    const read = await post(me.token, `/${first}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().results).toMatchObject({ id: first, read: true, type: "mention" });
    const after = await countsOf(me.token);
    expect(after).toMatchObject({ unread: 1, total: 2 });
    expect((await readEvents(me.id)).map((e) => e.payload.counts)).toEqual([after]);

    expect((await post(me.token, `/${first}/read`)).json().results.read).toBe(true);
    expect(await readEvents(me.id)).toHaveLength(1);
    const logged = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, me.id), eq(activityLog.action, "notification:read")));
    expect(logged.map((l) => [l.outcome, l.subjectId])).toEqual([["success", first]]);
  });

  it("someone else's notification is not found, changes nothing, and the attempt is logged", async () => {
    const owner = await freshUser();
    const intruder = await freshUser();
    const [theirs] = await feed(owner.id, [["mention", false]]);
    const response = await post(intruder.token, `/${theirs}/read`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "not_found", message: "Notification not found" } });
    expect((await countsOf(owner.token)).unread).toBe(1);
    expect(await readEvents(owner.id)).toEqual([]);
    expect(await readEvents(intruder.id)).toEqual([]);
    const [denied] = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, intruder.id), eq(activityLog.action, "notification:read")));
    expect(denied).toMatchObject({ outcome: "denied", subjectId: theirs });
    expect((await post(intruder.token, `/${randomUUID()}/read`)).statusCode).toBe(404);
  });

  it("all of some types, then all: answers the counts after, and tells every tab only when something changed", async () => {
    const me = await freshUser();
    await feed(me.id, [
      ["mention", false],
      ["mention", false],
      ["task_due", false],
      ["announcement", true],
      ["announcement", false],
    ]);
    const mentions = await post(me.token, "/read-all", { type: ["mention"] });
    expect(mentions.statusCode).toBe(200);
    expect(mentions.json().results).toEqual({
      unread: 2,
      total: 5,
      byType: [
        { type: "announcement", unread: 1, total: 2 },
        { type: "task_due", unread: 1, total: 1 },
        { type: "mention", unread: 0, total: 2 },
      ],
    });
    expect((await readEvents(me.id)).map((e) => e.payload.counts)).toEqual([mentions.json().results]);

    // No body at all: everything.
    const all = await post(me.token, "/read-all");
    expect(all.json().results).toMatchObject({ unread: 0, total: 5 });
    expect(await readEvents(me.id)).toHaveLength(2);
    expect((await get(me.token, "?unreadOnly=true")).json().total).toBe(0);

    const nothingLeft = await post(me.token, "/read-all", {});
    expect(nothingLeft.json().results).toEqual(all.json().results);
    expect(await readEvents(me.id)).toHaveLength(2);
  });

  it("all: refuses an unknown or empty type list and changes nothing", async () => {
    const me = await freshUser();
    await feed(me.id, [["mention", false]]);
    for (const payload of [{ type: ["gossip"] }, { type: [] }]) {
      const response = await post(me.token, "/read-all", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
    expect((await countsOf(me.token)).unread).toBe(1);
  });
});
