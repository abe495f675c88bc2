/**
 * Scale-out over Redis: one API and TWO gateway processes (each its own Redis connection, as two
 * machines would have), sharing the API's events through Redis pub/sub. Every subscriber must
 * get every event meant for them exactly once, whichever gateway its socket is on; a user with a
 * socket on each gateway gets it once per socket. Runs only when REDIS_URL is set (CI sets it).
 */
import { randomBytes } from "node:crypto";
import { createClient } from "graphql-ws";
import type { Client } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoLocations, newStaffUser } from "@hearth/testing";
import { freePort, startApiOverHttp } from "../test/apiFixtures";
import type { TestApi } from "../test/apiFixtures";
import { forkGateway } from "../test/gatewayProcess";
import type { GatewayChild } from "../test/gatewayProcess";

const redisUrl = process.env.REDIS_URL;
const NOTIFICATION_ADDED = "subscription { notificationAdded { id title } }";

interface Subscriber {
  name: string;
  titles: string[];
  ids: string[];
}

describe.skipIf(!redisUrl)("two gateway processes over Redis", () => {
  let t: TestApi;
  let gateways: GatewayChild[] = [];
  const clients: Client[] = [];
  const userIds = new Map<string, string>();
  let adminToken: string;

  beforeAll(async () => {
    // The gateways start while the API does (each takes seconds): they are told its address and channel up front.
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const channel = `hearth:test:scale-out:${randomBytes(6).toString("hex")}`;
    const started = startApiOverHttp({ schedulerTickMs: 3_600_000, port, busChannel: channel });
    gateways = await Promise.all([0, 1].map(() => forkGateway({ apiUrl, redisUrl: redisUrl!, channel })));
    t = (await started).t;
    adminToken = (await t.loginAs("admin")).token;
    const staff = (
      await t.request({ method: "GET", url: "/api/auth/clinicians?pageSize=100", token: adminToken })
    ).json() as { results: { id: string; email: string }[] };
    for (const c of staff.results) userIds.set(c.email.split("@")[0]!, c.id);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await Promise.all(gateways.map((g) => g.stop()));
    await t?.close();
  });

  /** A socket of `who` on gateway `index`, subscribed to notificationAdded. */
  async function subscribe(who: string, index: number): Promise<Subscriber> {
    const { token } = await t.loginAs(who);
    const client = createClient({
      url: `${gateways[index]!.origin.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { token },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => {},
    });
    clients.push(client);
    const subscriber: Subscriber = { name: `${who} on gateway ${index}`, titles: [], ids: [] };
    client.subscribe<{ notificationAdded: { id: string; title: string } }>(
      { query: NOTIFICATION_ADDED },
      {
        next: ({ data }) => {
          if (!data) return;
          subscriber.titles.push(data.notificationAdded.title);
          subscriber.ids.push(data.notificationAdded.id);
        },
        error: (error) => subscriber.titles.push(`error: ${JSON.stringify(error)}`),
        complete: () => {},
      },
    );
    return subscriber;
  }

  async function announce(title: string, who: string[]): Promise<void> {
    const response = await t.request({
      method: "POST",
      url: "/api/auth/notifications",
      token: adminToken,
      payload: { title, body: "scale-out test", userIds: who.map((w) => userIds.get(w)!) },
    });
    expect(response.statusCode).toBe(201);
  }

  it("delivers each event exactly once to every subscriber on either gateway, and once per socket", async () => {
    const subscribers = await Promise.all([
      subscribe("nurse", 0),
      subscribe("therapist", 1),
      subscribe("bht", 0),
      subscribe("bht", 1),
    ]);
    const everyone = ["nurse", "therapist", "bht"];
    // A subscribe is live once the gateway has processed it: repeat a first event until every socket has one,
    // then a marker; once every socket has the marker, nothing sent before it can still arrive.
    for (let i = 0; subscribers.some((s) => s.titles.length === 0); i += 1) {
      expect(i).toBeLessThan(50);
      await announce(`warm-up ${i}`, everyone);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await announce("ready", everyone);
    await expect.poll(() => subscribers.every((s) => s.titles.at(-1) === "ready"), { timeout: 10_000 }).toBe(true);
    for (const s of subscribers) s.titles.length = s.ids.length = 0;

    for (let i = 1; i <= 5; i += 1) await announce(`for all ${i}`, everyone);
    await announce("for the nurse only", ["nurse"]);
    await announce("for the bht only", ["bht"]);
    // Events keep their order through Redis: once the last one is in, a duplicate of any would be too.
    await announce("last", everyone);
    await expect.poll(() => subscribers.every((s) => s.titles.at(-1) === "last"), { timeout: 10_000 }).toBe(true);

    const forAll = ["for all 1", "for all 2", "for all 3", "for all 4", "for all 5"];
    const received = Object.fromEntries(subscribers.map((s) => [s.name, s.titles]));
    expect(received).toEqual({
      "nurse on gateway 0": [...forAll, "for the nurse only", "last"],
      "therapist on gateway 1": [...forAll, "last"],
      "bht on gateway 0": [...forAll, "for the bht only", "last"],
      "bht on gateway 1": [...forAll, "for the bht only", "last"],
    });
    // The bht's two sockets carry the same notifications (the same rows), each once.
    expect(subscribers[2]!.ids).toEqual(subscribers[3]!.ids);
    for (const s of subscribers) expect(new Set(s.ids).size).toBe(s.ids.length);
  });

  it("ends a subscription on the other gateway within a second of the API narrowing its user's access (access.narrowed over Redis)", async () => {
    const user = await newStaffUser(t);
    const { token } = await t.loginAs(user.email, user.password);
    const { riverside, hillcrest } = await demoLocations(t);
    const client = createClient({
      url: `${gateways[1]!.origin.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { token },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => {},
    });
    clients.push(client);
    await new Promise<void>((resolve) => client.on("connected", () => resolve()));
    const errors: { extensions?: { code?: string } }[] = [];
    client.subscribe(
      { query: "subscription ($l: ID!) { boardEntryAdded(locationId: $l) { id } }", variables: { l: riverside } },
      { next: () => {}, error: (e) => errors.push(...(e as typeof errors)), complete: () => {} },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors).toEqual([]);

    const moved = await t.request({
      method: "PATCH",
      url: `/api/auth/clinicians/${user.id}`,
      token: adminToken,
      payload: { locationIds: [hillcrest] },
    });
    expect(moved.statusCode).toBe(200);
    const start = Date.now();
    await expect
      .poll(() => errors.some((e) => e.extensions?.code === "FORBIDDEN"), { timeout: 5_000, interval: 10 })
      .toBe(true);
    expect(Date.now() - start).toBeLessThan(1_000);
  });
});
