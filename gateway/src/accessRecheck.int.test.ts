/**
 * Issue 15: access that narrows ends the subscriptions it concerns within a second. A clinician
 * moved off a location loses that location's live board; one whose role no longer sees group notes
 * loses groupNoteChanged; each ends with a FORBIDDEN error, while the socket and the subscriptions
 * still allowed go on. (Deactivation closes the socket: subscriptions.int.test.ts.)
 */
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStaffUser, postBoardLine } from "@hearth/testing";
import { demo, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";

let h: Composed;
let adminToken: string;
let adminCookie: string;
let riverside: string;
let hillcrest: string;

beforeAll(async () => {
  h = await startComposed({ schedulerTickMs: 3_600_000 });
  adminToken = (await h.api.loginAs("admin")).token;
  adminCookie = await h.loginCookie(demo("admin"));
  const locations = (
    await h.graphql<{ me: { locations: { id: string; name: string }[] } }>(
      "{ me { locations { id name } } }",
      {},
      { cookie: adminCookie },
    )
  ).body.data!.me.locations;
  riverside = locations.find((l) => l.name === "Riverside Residential")!.id;
  hillcrest = locations.find((l) => l.name === "Hillcrest Outpatient")!.id;
});
afterAll(async () => {
  await h?.close();
});

interface Feed {
  data: unknown[];
  errors: { message: string; extensions?: { code?: string } }[];
  completed: boolean;
}

/** One socket of the user (acknowledged), with each query subscribed on it. */
async function socketWith(
  cookie: string,
  queries: Array<{ query: string; variables?: Record<string, unknown> }>,
): Promise<{ client: Client; feeds: Feed[] }> {
  const { client } = h.wsClient({ cookie, origin: h.url });
  await new Promise<void>((resolve, reject) => {
    client.on("connected", () => resolve());
    client.on("closed", (event) => reject(new Error(`closed: ${(event as { code: number }).code}`)));
  });
  const feeds = queries.map(({ query, variables }) => {
    const feed: Feed = { data: [], errors: [], completed: false };
    client.subscribe(
      { query, variables },
      {
        next: (result) =>
          result.errors ? feed.errors.push(...(result.errors as Feed["errors"])) : feed.data.push(result.data),
        error: (error) => feed.errors.push(...((Array.isArray(error) ? error : [error]) as Feed["errors"])),
        complete: () => (feed.completed = true),
      },
    );
    return feed;
  });
  // Processed (access checked, hub joined) once the gateway has read the subscribe messages.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { client, feeds };
}

async function changeClinician(id: string, change: { locationIds?: string[]; role?: string }): Promise<void> {
  const response = await h.api.request({
    method: "PATCH",
    url: `/api/auth/clinicians/${id}`,
    token: adminToken,
    payload: change,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Milliseconds until `condition` holds (polled every 10 ms, up to 5 s). */
async function msUntil(condition: () => boolean): Promise<number> {
  const start = Date.now();
  await expect.poll(condition, { timeout: 5_000, interval: 10 }).toBe(true);
  return Date.now() - start;
}

const forbidden = (feed: Feed) => feed.errors.some((e) => e.extensions?.code === "FORBIDDEN");

async function announce(userId: string, title: string): Promise<void> {
  const response = await h.graphql(
    'mutation ($title: String!, $ids: [ID!]) { announce(title: $title, body: "access test", userIds: $ids) }',
    { title, ids: [userId] },
    { cookie: adminCookie },
  );
  expect(response.body.errors).toBeUndefined();
}

const BOARD = "subscription ($l: ID!) { boardEntryAdded(locationId: $l) { id title } }";
const COUNTS = "subscription { notificationCountsChanged { unread } }";
const GROUP_NOTES = "subscription { groupNoteChanged { noteId } }";

describe("access narrowed while subscribed", () => {
  it("ends the live board of the location a clinician is moved off within a second; the socket and their counts go on", async () => {
    const user = await newStaffUser(h.api);
    const cookie = await h.loginCookie(user.email, user.password);
    const { feeds } = await socketWith(cookie, [{ query: BOARD, variables: { l: riverside } }, { query: COUNTS }]);
    const [board, counts] = feeds as [Feed, Feed];

    await changeClinician(user.id, { locationIds: [hillcrest] });
    expect(await msUntil(() => forbidden(board))).toBeLessThan(1_000);
    expect(board.errors[0]!.message).toMatch(/staff who work there/);

    await postBoardLine(h.api, { locationId: riverside, title: "after the move", actorId: user.id });
    await announce(user.id, "still here");
    await expect.poll(() => counts.data.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(counts.errors).toEqual([]);
    expect(board.data).toEqual([]);
  });

  it("ends groupNoteChanged of a therapist who becomes admissions staff within a second", async () => {
    const user = await newStaffUser(h.api);
    const cookie = await h.loginCookie(user.email, user.password);
    const { feeds } = await socketWith(cookie, [{ query: GROUP_NOTES }]);
    const [notes] = feeds as [Feed];
    await changeClinician(user.id, { role: "admissions" });
    expect(await msUntil(() => forbidden(notes))).toBeLessThan(1_000);
  });

  it("keeps the subscriptions of a clinician whose change leaves them allowed", async () => {
    const user = await newStaffUser(h.api);
    const cookie = await h.loginCookie(user.email, user.password);
    const { feeds } = await socketWith(cookie, [{ query: BOARD, variables: { l: riverside } }]);
    const [board] = feeds as [Feed];
    await changeClinician(user.id, { locationIds: [riverside, hillcrest] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await postBoardLine(h.api, { locationId: riverside, title: "still theirs", actorId: user.id });
    await expect.poll(() => board.data.length, { timeout: 5_000 }).toBe(1);
    expect(board.errors).toEqual([]);
  });
});
