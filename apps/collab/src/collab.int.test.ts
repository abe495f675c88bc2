import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { WebSocket } from "ws";
import { LEXICAL_ROOT } from "@hearth/schema";
import { connectClient, startStack } from "../test/stack";
import type { Stack, TestClient } from "../test/stack";
import { MAX_FRAME_BYTES } from "./protocol";

let stack: Stack;
let riverside: string;
let hillcrest: string;
let nurse: string;
let therapist: string;
let nurse2: string;
let clients: TestClient[] = [];
let sockets: WebSocket[] = [];

const handoff = () => `handoff.${riverside}`;
const text = (client: TestClient) => client.doc.getText("t").toString();
const append = (client: TestClient, s: string) => client.doc.getText("t").insert(client.doc.getText("t").length, s);

function connect(token: string | null, url = stack.main.wsUrl, name = handoff()): TestClient {
  const client = connectClient(url, name, token);
  clients.push(client);
  return client;
}

async function synced(client: TestClient): Promise<void> {
  if (client.provider.synced) return;
  await new Promise<void>((resolve) => client.provider.once("sync", () => resolve()));
}

/** A bare y-protocol socket, for frames a provider would never send. Resolves once admitted (first server frame). */
async function rawSocket(token: string, url = stack.main.wsUrl): Promise<{ socket: WebSocket; closed: Promise<{ code: number; reason: string }> }> {
  const socket = new WebSocket(`${url}/${handoff()}?token=${encodeURIComponent(token)}`);
  sockets.push(socket);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.once("message", () => resolve());
    socket.once("error", reject);
  });
  return { socket, closed };
}

beforeAll(async () => {
  stack = await startStack();
  const logins = await Promise.all(["nurse", "therapist", "nurse2"].map((who) => stack.login(`${who}@demo.hearth.test`)));
  [nurse, therapist, nurse2] = logins.map((l) => l.token) as [string, string, string];
  const nurseMe = logins[0]!.me;
  riverside = nurseMe.locations.find((l) => l.name === "Riverside Residential")!.id;
  hillcrest = logins[2]!.me.locations.find((l) => l.name === "Hillcrest Outpatient")!.id;
  expect(nurseMe.locations.map((l) => l.id)).toEqual([riverside]);
});

afterEach(async () => {
  for (const client of clients) client.destroy();
  for (const socket of sockets) socket.terminate();
  clients = [];
  sockets = [];
  // Each test starts from what the API stored: the shared server has let go of every document.
  await expect.poll(() => stack.main.collab.metrics().openDocuments, { timeout: 5_000 }).toBe(0);
});

afterAll(async () => {
  await stack?.close();
});

describe("collab server against the real API", () => {
  it("lets two staff of the location edit the handoff board together, with presence", async () => {
    const a = connect(nurse);
    const b = connect(therapist);
    await Promise.all([synced(a), synced(b)]);
    const marker = randomUUID();
    append(a, `nurse ${marker}`);
    await expect.poll(() => text(b)).toContain(`nurse ${marker}`);
    append(b, ` therapist ${marker}`);
    await expect.poll(() => text(a)).toContain(`therapist ${marker}`);
    expect(text(a)).toBe(text(b));

    // Lexical's binding keeps its document in a Y.XmlText root.
    a.doc.get(LEXICAL_ROOT, Y.XmlText).insert(0, `rich ${marker}`);
    await expect.poll(() => b.doc.get(LEXICAL_ROOT, Y.XmlText).toString()).toContain(`rich ${marker}`);

    a.provider.awareness.setLocalStateField("user", { name: "Nurse Demo", color: "#c00" });
    await expect.poll(() => b.provider.awareness.getStates().get(a.doc.clientID)).toEqual({ user: { name: "Nurse Demo", color: "#c00" } });
    // Leaving removes the state for the others.
    a.provider.disconnect();
    await expect.poll(() => b.provider.awareness.getStates().has(a.doc.clientID)).toBe(false);
  });

  it("stores updates through the API within the group-commit window, while clients stay connected", async () => {
    const a = connect(nurse);
    await synced(a);
    const marker = randomUUID();
    const typedAt = Date.now();
    append(a, marker);
    await expect.poll(async () => (await stack.storedDoc(handoff())).getText("t").toString(), { interval: 10, timeout: 2_000 }).toContain(marker);
    // Generous for a loaded CI machine; the window itself is 20 ms.
    expect(Date.now() - typedAt).toBeLessThan(1_000);
  });

  it("refuses a nurse of another location (4403) and a connection without a token (4401)", async () => {
    const other = connect(nurse2);
    const anonymous = connect(null);
    await expect.poll(() => other.closes[0]).toEqual({ code: 4403, reason: "forbidden" });
    await expect.poll(() => anonymous.closes[0]).toEqual({ code: 4401, reason: "unauthenticated" });
    // 44xx tells the provider not to come back.
    await new Promise((r) => setTimeout(r, 300));
    expect(other.closes).toHaveLength(1);
    expect(other.doc.getText("t").toString()).toBe("");

    // nurse2 does get her own location's board; a bad token and an unknown kind are refused.
    const own = connect(nurse2, stack.main.wsUrl, `handoff.${hillcrest}`);
    await synced(own);
    const forged = connect(`${nurse}x`);
    await expect.poll(() => forged.closes[0]?.code).toBe(4401);
    const unknownKind = connect(nurse, stack.main.wsUrl, `secrets.${riverside}`);
    await expect.poll(() => unknownKind.closes[0]?.code).toBe(4403);
  });

  it("takes the token cookie from our own origin, and refuses it from another site", async () => {
    const open = (origin: string) => {
      const socket = new WebSocket(`${stack.main.wsUrl}/${handoff()}`, { headers: { cookie: `token=${nurse}` }, origin });
      sockets.push(socket);
      return new Promise<string>((resolve) => {
        socket.once("message", () => resolve("admitted"));
        socket.once("close", (code) => resolve(`closed ${code}`));
      });
    };
    expect(await open(stack.origin)).toBe("admitted");
    expect(await open("https://evil.example")).toBe("closed 4403");
  });

  it("closes only the socket that sends a malformed or oversized frame", async () => {
    const a = connect(nurse);
    const b = connect(therapist);
    await Promise.all([synced(a), synced(b)]);

    const bad = await rawSocket(nurse);
    bad.socket.send(new Uint8Array([0, 2, 200, 1, 1]));
    expect(await bad.closed).toEqual({ code: 1003, reason: "malformed message" });

    const big = await rawSocket(nurse);
    big.socket.send(new Uint8Array(MAX_FRAME_BYTES + 1));
    expect(await big.closed).toEqual({ code: 1009, reason: "message too big" });

    const marker = randomUUID();
    append(a, marker);
    await expect.poll(() => text(b)).toContain(marker);
    expect(a.closes).toEqual([]);
    expect(b.closes).toEqual([]);
  });

  it("closes a user's sockets with 4401 when their sessions are revoked (logout)", async () => {
    const { token } = await stack.login("physician@demo.hearth.test");
    const physician = connect(token);
    const colleague = connect(therapist);
    await Promise.all([synced(physician), synced(colleague)]);
    const response = await fetch(`${stack.origin}/api/auth/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(response.ok).toBe(true);
    await expect.poll(() => physician.closes[0], { timeout: 5_000 }).toEqual({ code: 4401, reason: "unauthenticated" });
    expect(colleague.closes).toEqual([]);
  });
});

describe("a collab server restarted against the same API", () => {
  it("loads what the previous one stored", async () => {
    const first = await stack.startCollabAlone();
    const a = connect(nurse, first.wsUrl);
    const b = connect(therapist, first.wsUrl);
    await Promise.all([synced(a), synced(b)]);
    const marker = randomUUID();
    append(a, ` before restart ${marker}`);
    await expect.poll(() => text(b)).toContain(marker);
    const expected = text(b);
    a.destroy();
    b.destroy();
    await expect.poll(() => first.collab.metrics().openDocuments, { timeout: 5_000 }).toBe(0);
    await first.close();

    const second = await stack.startCollabAlone();
    const c = connect(therapist, second.wsUrl);
    await synced(c);
    // Everything typed before the restart, in the same order (on a shared PostgreSQL another run may add more).
    expect(text(c)).toContain(expected);
    const stored = await stack.storedDoc(handoff());
    expect(stored.getText("t").toString()).toContain(expected);
  });
});

describe("locking", () => {
  it("makes every connection read-only at once on document.locked: edits reach neither the others nor storage", async () => {
    // Its own server: the lock is remembered there and must not leak into the other tests.
    const server = await stack.startCollabAlone();
    const a = connect(nurse, server.wsUrl);
    const b = connect(therapist, server.wsUrl);
    await Promise.all([synced(a), synced(b)]);
    const signed = randomUUID();
    append(a, ` signed ${signed}`);
    await expect.poll(() => text(b)).toContain(signed);
    await expect.poll(async () => (await stack.storedDoc(handoff())).getText("t").toString()).toContain(signed);

    // The collab server subscribed to this bus before the test did, so once the test sees the event
    // (over Redis when configured), the server has applied it.
    const delivered = new Promise<void>((resolve) => {
      const off = stack.bus.subscribe((event) => {
        if (event.name === "document.locked" && event.payload.documentName === handoff()) {
          off();
          resolve();
        }
      });
    });
    await stack.publish("document.locked", { documentName: handoff() });
    await delivered;

    const fromA = randomUUID();
    const fromB = randomUUID();
    append(a, ` ${fromA}`);
    append(b, ` ${fromB}`);
    await new Promise((r) => setTimeout(r, 300));
    expect(text(b)).not.toContain(fromA);
    expect(text(a)).not.toContain(fromB);
    expect(server.collab.metrics().updatesDropped).toBeGreaterThanOrEqual(2);
    // The sockets stay open: they are read-only, not thrown out.
    expect(a.closes).toEqual([]);
    expect(b.closes).toEqual([]);

    // Someone joining now gets the signed text and cannot change it either.
    const reader = connect(therapist, server.wsUrl);
    await synced(reader);
    expect(text(reader)).toContain(signed);
    expect(text(reader)).not.toContain(fromA);
    append(reader, " reader edit");
    await new Promise((r) => setTimeout(r, 100));
    expect(text(a)).not.toContain("reader edit");

    await server.close();
    const stored = (await stack.storedDoc(handoff())).getText("t").toString();
    expect(stored).toContain(signed);
    expect(stored).not.toContain(fromA);
    expect(stored).not.toContain(fromB);
    expect(stored).not.toContain("reader edit");
  });
});
