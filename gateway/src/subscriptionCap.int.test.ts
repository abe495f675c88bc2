/**
 * Issue 15: 10,000 `notificationCountsChanged` subscriptions on one socket turned one notification
 * into 10,000 REST fetches. A socket holds at most MAX_OPERATIONS_PER_SOCKET operations at once;
 * the rest are refused at once with a graphql-ws error, and nothing is ever fetched for them.
 */
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStaffUser } from "@hearth/testing";
import { demo, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";
import { MAX_OPERATIONS_PER_SOCKET } from "./subscriptions";

let h: Composed;
let adminCookie: string;

beforeAll(async () => {
  h = await startComposed({ schedulerTickMs: 3_600_000 });
  adminCookie = await h.loginCookie(demo("admin"));
});
afterAll(async () => {
  await h?.close();
});

interface Message {
  id?: string;
  type: string;
  payload?: unknown;
}

/** A raw graphql-ws socket (what an attacker's script sends), signed in with the token and acknowledged. */
async function rawSocket(token: string): Promise<{ socket: WebSocket; received: Message[] }> {
  const socket = new WebSocket(`${h.url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
  const received: Message[] = [];
  socket.on("message", (data: Buffer) => received.push(JSON.parse(data.toString()) as Message));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  socket.send(JSON.stringify({ type: "connection_init", payload: { token } }));
  await expect.poll(() => received.some((m) => m.type === "connection_ack"), { timeout: 10_000 }).toBe(true);
  return { socket, received };
}

const countFetches = () => h.apiRequests.filter((r) => r === "GET /api/auth/notifications/counts").length;

describe("operations per socket", () => {
  it("refuses subscriptions past the cap with an error, so one notification costs at most the cap in fetches", async () => {
    const user = await newStaffUser(h.api);
    const { token } = await h.api.loginAs(user.email, user.password);
    const { socket, received } = await rawSocket(token);
    const ATTEMPTS = 10_000;
    const query = "subscription { notificationCountsChanged { unread } }";
    for (let i = 0; i < ATTEMPTS; i++)
      socket.send(JSON.stringify({ id: String(i), type: "subscribe", payload: { query } }));

    const refusals = () => received.filter((m) => m.type === "error");
    await expect.poll(() => refusals().length, { timeout: 20_000 }).toBe(ATTEMPTS - MAX_OPERATIONS_PER_SOCKET);
    expect(refusals()[0]!.payload).toEqual([
      expect.objectContaining({
        message: expect.stringContaining(`at most ${MAX_OPERATIONS_PER_SOCKET}`),
        extensions: { code: "RATE_LIMITED" },
      }),
    ]);
    // The socket stays open for the operations it holds.
    expect(socket.readyState).toBe(WebSocket.OPEN);

    const before = countFetches();
    const announced = await h.graphql(
      'mutation ($ids: [ID!]) { announce(title: "cap", body: "cap test", userIds: $ids) }',
      { ids: [user.id] },
      { cookie: adminCookie },
    );
    expect(announced.body.errors).toBeUndefined();
    const counts = () => received.filter((m) => m.type === "next").length;
    await expect.poll(counts, { timeout: 20_000 }).toBe(MAX_OPERATIONS_PER_SOCKET);
    // Time for any fetch still owed to show up: there must be none beyond the subscriptions held.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(countFetches() - before).toBe(MAX_OPERATIONS_PER_SOCKET);
    expect(counts()).toBe(MAX_OPERATIONS_PER_SOCKET);

    // Completing one makes room for one more.
    socket.send(JSON.stringify({ id: "0", type: "complete" }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refusedBefore = refusals().length;
    socket.send(JSON.stringify({ id: "again", type: "subscribe", payload: { query } }));
    socket.send(JSON.stringify({ id: "one too many", type: "subscribe", payload: { query } }));
    await expect.poll(() => refusals().length, { timeout: 5_000 }).toBe(refusedBefore + 1);
    expect(refusals().at(-1)!.id).toBe("one too many");
    socket.close();
  });
});
