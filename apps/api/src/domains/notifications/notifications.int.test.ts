import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { DomainEvent } from "@hearth/schema";
import { notifications, outbox, users } from "../../db/schema";
import { buildClinician, demoOrganization } from "../../test/factories";
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

const announce = (who: string, payload: Record<string, unknown>) => t.request({ method: "POST", url: "/api/auth/notifications", token: tokens[who], payload });
const createdEvents = (title: string) =>
  t.events.filter((e): e is DomainEvent<"notification.created"> => e.name === "notification.created").filter((e) => e.payload.title === title);

describe("announcements", () => {
  it("are for admins only", async () => {
    expect((await announce("nurse", { title: "x", body: "y" })).statusCode).toBe(403);
    expect((await announce("client", { title: "x", body: "y" })).statusCode).toBe(403);
  });

  it("create one row and exactly one published event per recipient", async () => {
    const title = `Fire drill ${randomUUID()}`;
    const response = await announce("admin", { title, body: "At 3 pm, everyone out.", userIds: [ids.nurse, ids.nurse2] });
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
    expect(forNurse.payload).toMatchObject({ notificationId: rows.find((r) => r.userId === ids.nurse)!.id, type: "announcement", body: "At 3 pm, everyone out.", link: null });
    const outboxRows = await t.api.deps.db.select().from(outbox).where(inArray(outbox.id, events.map((e) => e.id)));
    expect(outboxRows.every((r) => r.publishedAt !== null)).toBe(true);
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
    // As if a process committed the change and died before its relay ran.
    await t.api.deps.db.insert(outbox).values({ id, name: "document.locked", payload: { documentName: "handoff.crash-test" } });
    await expect.poll(() => t.events.filter((e) => e.id === id).length, { timeout: 5000, interval: 100 }).toBe(1);
    const [row] = await t.api.deps.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row!.publishedAt).not.toBeNull();
    await new Promise((r) => setTimeout(r, 1200));
    expect(t.events.filter((e) => e.id === id)).toHaveLength(1);
  });
});

describe("own notifications", () => {
  it("are listed newest first, paged by 25, with unreadOnly", async () => {
    const org = await demoOrganization(t.api.deps.db);
    const user = await buildClinician(t.api.deps.db, { organizationId: org.organizationId, locationIds: [org.riverside] });
    const { token } = await t.loginAs(user.email, user.password);
    const me = user.id;
    for (let i = 0; i < 27; i++) {
      await t.api.deps.db.insert(notifications).values({ userId: me, type: "test", title: `n${i}`, body: "b", createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    }
    const first = (await t.request({ method: "GET", url: "/api/auth/notifications", token })).json();
    expect(first.pageSize).toBe(25);
    expect(first.results).toHaveLength(25);
    expect(first.results[0].title).toBe("n26");
    expect(first.total).toBe(27);
    const read = await t.request({ method: "POST", url: `/api/auth/notifications/${first.results[0].id}/read`, token });
    expect(read.json().results.read).toBe(true);
    const unread = (await t.request({ method: "GET", url: "/api/auth/notifications?unreadOnly=true&pageSize=200", token })).json();
    expect(unread.total).toBe(first.total - 1);
    expect(unread.results.every((n: { read: boolean }) => !n.read)).toBe(true);
    // Nobody else's notifications are visible or markable.
    expect((await t.request({ method: "POST", url: `/api/auth/notifications/${first.results[1].id}/read`, token: tokens.nurse })).statusCode).toBe(404);
  });
});
