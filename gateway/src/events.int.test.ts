import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demo, openTab, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";
import { dataOf } from "@hearth/testing";

let h: Composed;
const cookies: Record<string, string> = {};
let riverside: string;

beforeAll(async () => {
  h = await startComposed();
  for (const role of ["admin", "nurse", "nurse2", "client"]) cookies[role] = await h.loginCookie(demo(role));
  const me = dataOf(
    await h.graphql<{ me: { locations: { id: string; name: string }[] } }>(
      "{ me { locations { id name } } }",
      {},
      { cookie: cookies.admin! },
    ),
    "me",
  );
  riverside = me.me.locations.find((l) => l.name.startsWith("Riverside"))!.id;
});
afterAll(async () => {
  await h?.close();
});

type Changed = {
  eventChanged: {
    id: string;
    title: string;
    cancelled: boolean;
    audience: { kind: string; locations: { id: string }[] };
  };
};
const CHANGED = "subscription { eventChanged { id title cancelled audience { kind locations { id } } } }";
const CREATE = "mutation ($input: EventInput!) { createEvent(input: $input) { id title canManage } }";

/** A signed-in tab subscribed to eventChanged. */
const subscriber = (role: string) => openTab<Changed>(h, cookies[role]!, CHANGED);

const input = (title: string, audience: object) => {
  const startsAt = new Date(Date.now() + 48 * 3_600_000);
  return {
    title,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    place: "Garden",
    audience,
  };
};

describe("events over GraphQL", () => {
  it("an audience member receives eventChanged for a new and a cancelled event; a non-member receives nothing", async () => {
    const nurse = await subscriber("nurse");
    const nurse2 = await subscriber("nurse2");
    const title = `Riverside barbecue ${randomUUID()}`;
    const event = dataOf(
      await h.graphql<{ createEvent: { id: string; canManage: boolean } }>(
        CREATE,
        { input: input(title, { kind: "locations", locationIds: [riverside] }) },
        { cookie: cookies.admin! },
      ),
      "createEvent",
    ).createEvent;
    expect(event.canManage).toBe(true);

    await expect.poll(() => nurse.data.find((d) => d.eventChanged.id === event.id), { timeout: 10_000 }).toBeTruthy();
    expect(nurse.data[0]!.eventChanged).toMatchObject({
      title,
      cancelled: false,
      audience: { kind: "locations", locations: [{ id: riverside }] },
    });

    dataOf(
      await h.graphql(
        "mutation ($id: ID!) { cancelEvent(id: $id) { id cancelled } }",
        { id: event.id },
        { cookie: cookies.admin! },
      ),
      "cancelEvent",
    );
    await expect
      .poll(() => nurse.data.some((d) => d.eventChanged.id === event.id && d.eventChanged.cancelled), {
        timeout: 10_000,
      })
      .toBe(true);

    // Events arrive in order; give nurse2's socket the same chance, then some.
    await new Promise((r) => setTimeout(r, 300));
    expect(nurse2.data).toEqual([]);
    expect([...nurse.errors, ...nurse2.errors]).toEqual([]);
    nurse.dispose();
    nurse2.dispose();
  });

  it("lists with pageInfo, eventCount and eventTotal; bad input is BAD_USER_INPUT", async () => {
    const tag = `Listed ${randomUUID()}`;
    dataOf(
      await h.graphql(CREATE, { input: input(`${tag} all`, { kind: "all_staff" }) }, { cookie: cookies.admin! }),
      "createEvent",
    );
    const listed = await h.graphql<{
      events: {
        results: { title: string; canManage: boolean }[];
        pageInfo: { total: number; pageSize: number };
        eventCount: number;
        eventTotal: number;
      };
    }>(
      "query ($s: String) { events(search: $s) { results { title canManage } pageInfo { total pageSize } eventCount eventTotal } }",
      { s: tag },
      { cookie: cookies.nurse2! },
    );
    const page = dataOf(listed, "events").events;
    expect(page).toMatchObject({
      results: [{ title: `${tag} all`, canManage: false }],
      pageInfo: { total: 1, pageSize: 25 },
      eventTotal: 1,
    });
    expect(page.eventCount).toBeGreaterThanOrEqual(1);

    const bad = await h.graphql(
      CREATE,
      { input: { ...input(tag, { kind: "all_staff" }), endsAt: new Date(Date.now()).toISOString() } },
      { cookie: cookies.admin! },
    );
    expect(bad.body.errors?.[0]).toMatchObject({
      message: "endsAt: must be after the start",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const nurseCreates = await h.graphql(
      CREATE,
      { input: input(tag, { kind: "all_staff" }) },
      { cookie: cookies.nurse! },
    );
    expect(nurseCreates.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("portal clients may not subscribe (FORBIDDEN)", async () => {
    const client = await subscriber("client");
    await expect.poll(() => client.errors.length, { timeout: 5_000 }).toBe(1);
    expect(JSON.stringify(client.errors[0])).toMatch(/FORBIDDEN/);
    client.dispose();
  });
});
