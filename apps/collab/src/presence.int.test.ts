/**
 * Issue 15, item 3: presence cannot be forged. On a group note, the facilitator edits and a nurse of the
 * location reads (the API admits her read-only); a physician watches who is shown. The nurse's socket
 * speaks the protocol by hand, as an attacker's would.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as encoding from "lib0/encoding";
import { WebSocket } from "ws";
import { groupNoteDocumentName } from "@hearth/schema";
import { relapsePreventionSession } from "@hearth/testing";
import { connectClient, startStack } from "../test/stack";
import type { Stack, TestClient } from "../test/stack";
import { encodeAwareness } from "./protocol";

let stack: Stack;
type Person = { token: string; id: string; name: string };
let therapist: Person;
let nurse: Person;
let physician: Person;
const clients: TestClient[] = [];
const sockets: WebSocket[] = [];

/** An awareness frame with entries of any client id and clock, as only a hand-made client sends them. */
function awarenessFrame(entries: Array<{ clientId: number; clock: number; state: unknown }>): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const { clientId, clock, state } of entries) {
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, JSON.stringify(state));
  }
  return encodeAwareness(encoding.toUint8Array(encoder));
}

function connect(token: string, name: string): TestClient {
  const client = connectClient(stack.main.wsUrl, name, token);
  clients.push(client);
  return client;
}

async function synced(client: TestClient): Promise<void> {
  if (!client.provider.synced) await new Promise<void>((resolve) => client.provider.once("sync", () => resolve()));
}

async function rawSocket(token: string, name: string): Promise<WebSocket> {
  const socket = new WebSocket(`${stack.main.wsUrl}/${name}?token=${encodeURIComponent(token)}`);
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("message", () => resolve());
    socket.once("error", reject);
  });
  return socket;
}

const shownName = (watcher: TestClient, clientId: number) =>
  (watcher.provider.awareness.getStates().get(clientId) as { name?: string } | undefined)?.name;

beforeAll(async () => {
  stack = await startStack();
  const [t, n, p] = await Promise.all(
    ["therapist", "nurse", "physician"].map((who) => stack.login(`${who}@demo.hearth.test`)),
  );
  [therapist, nurse, physician] = [t!, n!, p!].map(({ token, me }) => ({ token, id: me.id, name: me.fullname })) as [
    Person,
    Person,
    Person,
  ];
});

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
  for (const socket of sockets.splice(0)) socket.terminate();
});

afterAll(async () => {
  await stack?.close();
});

describe("presence on a group note", () => {
  it("shows everyone under the name the server knows, and lets nobody change, remove or multiply someone else's", async () => {
    const session = await relapsePreventionSession(stack, therapist.token);
    const name = groupNoteDocumentName(session.noteId);
    const editor = connect(therapist.token, name);
    const watcher = connect(physician.token, name);
    await Promise.all([synced(editor), synced(watcher)]);
    editor.provider.awareness.setLocalState({
      name: "Whatever the page says",
      color: "#c00",
      awarenessData: { userId: "someone-else" },
    });
    const editorId = editor.doc.clientID;
    await expect.poll(() => shownName(watcher, editorId)).toBe(therapist.name);
    expect(watcher.provider.awareness.getStates().get(editorId)).toEqual({
      name: therapist.name,
      color: "#c00",
      awarenessData: { userId: therapist.id },
    });

    const reader = await rawSocket(nurse.token, name);
    const readerId = 4242;
    // The reader shows up as herself, whatever name she sends.
    reader.send(awarenessFrame([{ clientId: readerId, clock: 1, state: { name: therapist.name, color: "#0a0" } }]));
    await expect.poll(() => shownName(watcher, readerId)).toBe(nurse.name);

    // She cannot rename the editor, remove him, or plant thousands of people.
    const clock = 1_000;
    reader.send(awarenessFrame([{ clientId: editorId, clock, state: { name: "Forged", color: "#000" } }]));
    reader.send(awarenessFrame([{ clientId: editorId, clock: clock + 1, state: null }]));
    reader.send(
      awarenessFrame(
        Array.from({ length: 11_801 }, (_, i) => ({ clientId: 100_000 + i, clock: 1, state: { name: `Fake ${i}` } })),
      ),
    );
    // Her own state changing again comes after all of that on her socket: once it shows, the rest was handled.
    reader.send(awarenessFrame([{ clientId: readerId, clock: 2, state: { name: "Still me", color: "#00a" } }]));
    await expect
      .poll(() => (watcher.provider.awareness.getStates().get(readerId) as { color?: string } | undefined)?.color)
      .toBe("#00a");
    expect(shownName(watcher, editorId)).toBe(therapist.name);
    expect(watcher.provider.awareness.getStates().size).toBeLessThanOrEqual(2 + 1 + 4);
    expect(stack.main.collab.metrics().awarenessDropped).toBeGreaterThan(11_000);

    // Leaving takes her states with her; the editor stays.
    reader.close();
    await expect.poll(() => watcher.provider.awareness.getStates().has(readerId)).toBe(false);
    expect(shownName(watcher, editorId)).toBe(therapist.name);
  });

  it("lets the same user's new socket take over their own client id (a reconnecting tab), and nobody else's", async () => {
    const session = await relapsePreventionSession(stack, therapist.token);
    const name = groupNoteDocumentName(session.noteId);
    const watcher = connect(physician.token, name);
    await synced(watcher);
    const first = await rawSocket(nurse.token, name);
    first.send(awarenessFrame([{ clientId: 777, clock: 1, state: { color: "#111" } }]));
    await expect.poll(() => shownName(watcher, 777)).toBe(nurse.name);
    // Her old socket is still open (a network change), her new one carries on with the same id.
    const second = await rawSocket(nurse.token, name);
    second.send(awarenessFrame([{ clientId: 777, clock: 2, state: { color: "#222" } }]));
    await expect
      .poll(() => (watcher.provider.awareness.getStates().get(777) as { color?: string } | undefined)?.color)
      .toBe("#222");
    // Someone else's socket cannot.
    const other = await rawSocket(physician.token, name);
    other.send(awarenessFrame([{ clientId: 777, clock: 3, state: { color: "#333" } }]));
    other.send(awarenessFrame([{ clientId: 778, clock: 1, state: { color: "#444" } }]));
    await expect.poll(() => shownName(watcher, 778)).toBe(physician.name);
    expect((watcher.provider.awareness.getStates().get(777) as { color?: string }).color).toBe("#222");
    // The old socket closing does not take away what the new one shows.
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(shownName(watcher, 777)).toBe(nurse.name);
  });
});
