import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { WebSocket } from "ws";
import { COLLAB_MESSAGE, LEXICAL_ROOT } from "@hearth/schema";
import type { Me } from "@hearth/schema";
import * as decoding from "lib0/decoding";
import { connectClient, startStack } from "../test/stack";
import type { Stack, TestClient } from "../test/stack";
import { MAX_FRAME_BYTES } from "./protocol";
import { ProtocolClient } from "./testing/protocolClient";

let stack: Stack;
let riverside: string;
let hillcrest: string;
let nurse: string;
let therapist: string;
let nurse2: string;
let nurseMe: Me;
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
async function rawSocket(
  token: string,
  url = stack.main.wsUrl,
): Promise<{ socket: WebSocket; closed: Promise<{ code: number; reason: string }> }> {
  const socket = new WebSocket(`${url}/${handoff()}?token=${encodeURIComponent(token)}`);
  sockets.push(socket);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once("message", () => resolve());
    socket.once("error", reject);
  });
  return { socket, closed };
}

beforeAll(async () => {
  stack = await startStack();
  const logins = await Promise.all(
    ["nurse", "therapist", "nurse2"].map((who) => stack.login(`${who}@demo.hearth.test`)),
  );
  [nurse, therapist, nurse2] = logins.map((l) => l.token) as [string, string, string];
  nurseMe = logins[0]!.me;
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
    // Shown under the name the API gave for the socket's user, whatever the client wrote (issue 15).
    await expect
      .poll(() => b.provider.awareness.getStates().get(a.doc.clientID))
      .toEqual({
        user: { name: nurseMe.fullname, color: "#c00" },
        name: nurseMe.fullname,
        awarenessData: { userId: nurseMe.id },
      });
    // Leaving removes the state for the others.
    a.provider.disconnect();
    await expect.poll(() => b.provider.awareness.getStates().has(a.doc.clientID)).toBe(false);
  });

  it("drops a peer whose network vanished (no answer to pings, no goodbye) from the others' presence within two heartbeats", async () => {
    const server = await stack.startCollabAlone({ heartbeatMs: 300 });
    const watcher = connect(nurse, server.wsUrl);
    await synced(watcher);
    // A laptop that lost its network: the socket stays open on the server's side and answers nothing.
    const silent = new WebSocket(`${server.wsUrl}/${handoff()}?token=${encodeURIComponent(therapist)}`, {
      autoPong: false,
    });
    sockets.push(silent);
    await new Promise<void>((resolve, reject) => {
      silent.once("message", () => resolve());
      silent.once("error", reject);
    });
    const peer = new ProtocolClient();
    silent.send(peer.awarenessFrame({ name: "Theo Ramirez", color: "#0a0" }));
    await expect.poll(() => watcher.provider.awareness.getStates().has(peer.doc.clientID)).toBe(true);
    const vanishedAt = Date.now();
    await expect
      .poll(() => watcher.provider.awareness.getStates().has(peer.doc.clientID), { timeout: 3_000 })
      .toBe(false);
    expect(Date.now() - vanishedAt).toBeLessThan(1_500);
    peer.destroy();
    await server.close();
  });

  it("stores updates through the API within the group-commit window, while clients stay connected", async () => {
    const a = connect(nurse);
    await synced(a);
    const marker = randomUUID();
    const typedAt = Date.now();
    append(a, marker);
    await expect
      .poll(async () => (await stack.storedDoc(handoff())).getText("t").toString(), { interval: 10, timeout: 2_000 })
      .toContain(marker);
    // Generous for a loaded CI machine; the window itself is 20 ms.
    expect(Date.now() - typedAt).toBeLessThan(1_000);
  });

  it("stores the edits of several documents made in one window with one call: one transaction, each document's updates in order", async () => {
    // A window long enough that a loaded machine cannot split what the test types in one tick.
    const server = await stack.startCollabAlone({ persistence: { windowMs: 200 } });
    const boards = [handoff(), `handoff.${hillcrest}`];
    const [a, b] = [connect(nurse, server.wsUrl, boards[0]), connect(nurse2, server.wsUrl, boards[1])];
    await Promise.all([synced(a), synced(b)]);
    const marker = randomUUID();
    append(a, `first ${marker}`);
    append(b, `other ${marker}`);
    append(a, ` second ${marker}`);
    const contains = (data: Uint8Array, part: string) => Buffer.from(data).includes(part);
    const rows = async () => (await stack.updateLog(boards)).filter((row) => contains(row.data, marker));
    await expect.poll(async () => (await rows()).length, { interval: 10, timeout: 2_000 }).toBe(3);
    const stored = await rows();
    expect(stored.map((row) => [row.documentName, contains(row.data, "first"), contains(row.data, "second")])).toEqual(
      expect.arrayContaining([
        [boards[0], true, false],
        [boards[0], false, true],
        [boards[1], false, false],
      ]),
    );
    const [first, second] = stored.filter((row) => row.documentName === boards[0]);
    expect(contains(first!.data, "first") && contains(second!.data, "second")).toBe(true);
    // now() is the start of the transaction: one for all three rows.
    expect(new Set(stored.map((row) => row.createdAt.getTime())).size).toBe(1);
    a.destroy();
    b.destroy();
    await server.close();
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
      const socket = new WebSocket(`${stack.main.wsUrl}/${handoff()}`, {
        headers: { cookie: `token=${nurse}` },
        origin,
      });
      sockets.push(socket);
      return new Promise<string>((resolve) => {
        socket.once("message", () => resolve("admitted"));
        socket.once("close", (code) => resolve(`closed ${code}`));
      });
    };
    expect(await open(stack.origin)).toBe("admitted");
    expect(await open("https://evil.example")).toBe("closed 4403");
    // Another port or another scheme of the same host is another site (issue 15).
    const { port } = new URL(stack.origin);
    expect(await open(`http://127.0.0.1:${Number(port) === 65535 ? 65534 : Number(port) + 1}`)).toBe("closed 4403");
    expect(await open(`https://127.0.0.1:${port}`)).toBe("closed 4403");
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
    const response = await fetch(`${stack.origin}/api/auth/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
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
    // The main server heard the lock too: reopen, so later tests find the board editable.
    await stack.publish("document.unlocked", { documentName: handoff() });
  });
});

describe("sealing, reopening and patching through the API", () => {
  // Hillcrest's board, which nurse2 edits: the other tests use Riverside's.
  const board = () => `handoff.${hillcrest}`;
  const storedText = async () => (await stack.storedDoc(board())).getText("t").toString();

  /** A bare socket with a protocol client's doc, recording every frame the server sends; resolves once admitted. */
  async function rawClient(token: string) {
    const socket = new WebSocket(`${stack.main.wsUrl}/${board()}?token=${encodeURIComponent(token)}`);
    sockets.push(socket);
    const frames: Uint8Array[] = [];
    socket.on("message", (data: Buffer) => frames.push(new Uint8Array(data)));
    await new Promise<void>((resolve, reject) => {
      socket.once("message", () => resolve());
      socket.once("error", reject);
    });
    const hearth = () =>
      frames.flatMap((frame) => {
        const decoder = decoding.createDecoder(frame);
        const type = decoding.readVarUint(decoder);
        return type === COLLAB_MESSAGE.persisted || type === COLLAB_MESSAGE.lockState
          ? [[type, decoding.readVarUint(decoder)]]
          : [];
      });
    return { socket, frames, hearth };
  }

  it("relays an update the API wrote (document.patched) to connected providers", async () => {
    const a = connect(nurse2, stack.main.wsUrl, board());
    await synced(a);
    const marker = randomUUID();
    const template = new Y.Doc();
    template.get("client:new-client", Y.XmlText).insert(0, `Template ${marker}`);
    await stack.patch(board(), Y.encodeStateAsUpdate(template));
    await expect.poll(() => a.doc.get("client:new-client", Y.XmlText).toString()).toContain(marker);
    expect((await stack.storedDoc(board())).get("client:new-client", Y.XmlText).toString()).toContain(marker);
  });

  it("acknowledges an update only once it is stored", async () => {
    const a = connect(nurse2, stack.main.wsUrl, board());
    await synced(a);
    // Message 1 was the provider's sync step 2.
    await expect.poll(() => a.persisted.at(-1)).toBe(1);
    const marker = randomUUID();
    append(a, marker);
    await expect.poll(() => a.persisted.at(-1), { interval: 5 }).toBe(2);
    expect(await storedText()).toContain(marker);
  });

  it("refuses every edit while sealed, on the server and in storage; reopening lets edits flow and stores them", async () => {
    const a = connect(nurse2, stack.main.wsUrl, board());
    await synced(a);
    const signed = randomUUID();
    append(a, ` signed ${signed}`);
    await expect.poll(storedText).toContain(signed);
    try {
      await stack.seal(board());
      await expect.poll(() => a.lockStates.at(-1)).toBe(1);
      const sealedText = await storedText();

      // Admitted read-only now; told the document is locked right after sync step 1.
      const raw = await rawClient(nurse2);
      await expect.poll(() => raw.hearth()).toContainEqual([COLLAB_MESSAGE.lockState, 1]);
      const writer = new ProtocolClient();
      raw.socket.send(writer.type(`raw ${signed}`));
      writer.destroy();
      const whileLocked = randomUUID();
      append(a, ` while locked ${whileLocked}`);
      await new Promise((r) => setTimeout(r, 300));
      expect(await storedText()).toBe(sealedText);
      expect(raw.hearth().filter(([type]) => type === COLLAB_MESSAGE.persisted)).toEqual([]);

      await stack.unseal(board());
      await expect.poll(() => a.lockStates.at(-1)).toBe(0);
      const revised = randomUUID();
      append(a, ` revised ${revised}`);
      await expect.poll(storedText).toContain(revised);
      const stored = await storedText();
      // What the editor typed while locked came back with its sync step 2 after the reopening; the
      // read-only socket's edit never did.
      expect(stored).toContain(whileLocked);
      expect(stored).not.toContain(`raw ${signed}`);
      await expect.poll(() => a.persisted.at(-1)).toBeGreaterThanOrEqual(3);
    } finally {
      await stack.unseal(board());
    }
  });
});
