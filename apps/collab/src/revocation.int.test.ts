/**
 * Issue 15: access that is revoked ends on open sockets within a second. A nurse moved to another
 * location loses her old location's handoff board (4403); a co-facilitator taken off a session, or
 * the facilitator of a cancelled one, keeps reading its note but can no longer write it (their
 * updates are dropped: stored nowhere, relayed to no one). Over Redis, the API's event reaches a
 * collab server in another process's place: an instance with its own bus connection.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRedisBus } from "@hearth/bus";
import { groupNoteDocumentName } from "@hearth/schema";
import type { EventBus } from "@hearth/schema";
import { callApi, relapsePreventionSession, changeClinician, demoLocations, newStaff } from "@hearth/testing";
import { connectClient, startStack } from "../test/stack";
import type { Stack, TestClient } from "../test/stack";

let stack: Stack;
let admin: string;
let therapist: string;
let bht: string;
let riverside: string;
let hillcrest: string;
let clients: TestClient[] = [];

const text = (client: TestClient) => client.doc.getText("t").toString();
const append = (client: TestClient, s: string) => client.doc.getText("t").insert(client.doc.getText("t").length, s);

function connect(token: string, name: string, url = stack.main.wsUrl): TestClient {
  const client = connectClient(url, name, token);
  clients.push(client);
  return client;
}

async function synced(client: TestClient): Promise<void> {
  await expect.poll(() => client.provider.synced, { timeout: 10_000 }).toBe(true);
}

/** Milliseconds from now until `condition` holds (polled every 10 ms, up to 5 s). */
async function msUntil(condition: () => boolean): Promise<number> {
  const start = Date.now();
  await expect.poll(condition, { timeout: 5_000, interval: 10 }).toBe(true);
  return Date.now() - start;
}

async function storedText(name: string): Promise<string> {
  return (await stack.storedDoc(name)).getText("t").toString();
}

beforeAll(async () => {
  stack = await startStack();
  [admin, therapist, bht] = (
    await Promise.all(["admin", "therapist", "bht"].map((who) => stack.login(`${who}@demo.hearth.test`)))
  ).map((l) => l.token) as [string, string, string];
  ({ riverside, hillcrest } = await demoLocations(stack));
});

afterEach(() => {
  for (const client of clients) client.destroy();
  clients = [];
});

afterAll(async () => {
  await stack?.close();
});

describe("access narrowed while a collab socket is open", () => {
  it("closes a nurse's handoff board of her old location (4403) within a second of her move, and only that socket", async () => {
    const nurse = await newStaff(stack, { role: "nurse", locationIds: [riverside] });
    const colleague = await newStaff(stack, { role: "nurse", locationIds: [riverside] });
    const board = connect(nurse.token, `handoff.${riverside}`);
    const other = connect(colleague.token, `handoff.${riverside}`);
    await Promise.all([synced(board), synced(other)]);
    const before = `before the move ${randomUUID()}`;
    append(board, before);
    await expect.poll(() => storedText(`handoff.${riverside}`), { timeout: 5_000 }).toContain(before);

    await changeClinician(stack, admin, nurse.id, { locationIds: [hillcrest] });
    expect(await msUntil(() => board.closes.some((c) => c.code === 4403))).toBeLessThan(1_000);
    // Her colleague, whose access did not change, stays on the board.
    expect(other.closes).toEqual([]);
    expect(other.provider.wsconnected).toBe(true);
  });

  it("makes a co-facilitator taken off the session a reader of its note within a second: later edits are dropped", async () => {
    const session = await relapsePreventionSession(stack, therapist);
    const name = groupNoteDocumentName(session.noteId);
    const facilitator = connect(therapist, name);
    const coFacilitator = connect(bht, name);
    await Promise.all([synced(facilitator), synced(coFacilitator)]);
    const before = `co-facilitator before ${randomUUID()}`;
    append(coFacilitator, before);
    await expect.poll(() => text(facilitator), { timeout: 5_000 }).toContain(before);

    const removed = await callApi(stack, therapist, "PATCH", `/auth/group-sessions/${session.id}`, {
      coFacilitatorIds: [],
    });
    expect(removed.status).toBe(200);
    // Told as for a lock: the editor turns read-only; the socket stays, so the note still reads live.
    expect(await msUntil(() => coFacilitator.lockStates.at(-1) === 1)).toBeLessThan(1_000);
    expect(facilitator.lockStates.at(-1)).toBe(0);

    const dropped = stack.main.collab.metrics().updatesDropped;
    const after = `co-facilitator after ${randomUUID()}`;
    append(coFacilitator, after);
    await expect.poll(() => stack.main.collab.metrics().updatesDropped, { timeout: 5_000 }).toBeGreaterThan(dropped);
    const marker = `facilitator after ${randomUUID()}`;
    append(facilitator, marker);
    await expect.poll(() => storedText(name), { timeout: 5_000 }).toContain(marker);
    expect(await storedText(name)).not.toContain(after);
    expect(text(facilitator)).not.toContain(after);
    expect(coFacilitator.closes).toEqual([]);

    // Submitted and returned for revision: the document opens again for the facilitator, not for her.
    await stack.seal(name);
    await expect.poll(() => facilitator.lockStates.at(-1), { timeout: 5_000 }).toBe(1);
    await stack.unseal(name);
    await expect.poll(() => facilitator.lockStates.at(-1), { timeout: 5_000 }).toBe(0);
    expect(coFacilitator.lockStates.at(-1)).toBe(1);
  });

  it("makes the editors of a cancelled session's note readers within a second", async () => {
    const session = await relapsePreventionSession(stack, therapist);
    const name = groupNoteDocumentName(session.noteId);
    const facilitator = connect(therapist, name);
    await synced(facilitator);
    const cancelled = await callApi(stack, therapist, "POST", `/auth/group-sessions/${session.id}/cancel`, {
      reason: "Facilitator ill",
    });
    expect(cancelled.status).toBe(200);
    expect(await msUntil(() => facilitator.lockStates.at(-1) === 1)).toBeLessThan(1_000);

    const dropped = stack.main.collab.metrics().updatesDropped;
    append(facilitator, `after the cancellation ${randomUUID()}`);
    await expect.poll(() => stack.main.collab.metrics().updatesDropped, { timeout: 5_000 }).toBeGreaterThan(dropped);
    expect(await storedText(name)).toBe("");
  });
});

describe.skipIf(!process.env.REDIS_URL)("access narrowed, over Redis", () => {
  let ownBus: EventBus | undefined;
  afterAll(async () => {
    await ownBus?.close();
  });

  it("reaches a collab server on its own Redis connection: the moved nurse's socket there closes within a second", async () => {
    ownBus = await createRedisBus(process.env.REDIS_URL!, stack.busChannel!);
    const other = await stack.startCollabAlone({ bus: ownBus });
    const nurse = await newStaff(stack, { role: "nurse", locationIds: [riverside] });
    const board = connect(nurse.token, `handoff.${riverside}`, other.wsUrl);
    await synced(board);
    await changeClinician(stack, admin, nurse.id, { locationIds: [hillcrest] });
    expect(await msUntil(() => board.closes.some((c) => c.code === 4403))).toBeLessThan(1_000);
  });
});
