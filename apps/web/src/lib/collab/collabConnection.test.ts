import { afterEach, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { WebSocket, WebSocketServer } from "ws";
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as syncProtocol from "y-protocols/sync";
import { Doc } from "yjs";
import { CollabConnection } from "./collabConnection";
import type { ConnectionSnapshot, NetworkEvents } from "./collabConnection";

// Real sockets: a `ws` server on an ephemeral port stands in for the collab server's decisions.
const servers: WebSocketServer[] = [];
const connections: CollabConnection[] = [];
afterEach(async () => {
  for (const connection of connections.splice(0)) connection.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(onConnection: (socket: WebSocket) => void): Promise<{ url: string; attempts: () => number }> {
  let attempts = 0;
  const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  servers.push(server);
  server.on("connection", (socket) => {
    attempts++;
    onConnection(socket);
  });
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/collab`, attempts: () => attempts };
}

/** Opens `doc` the way CollaborationPlugin does: providerFactory, then connect(). */
function open(url: string, name = "handoff.loc-1") {
  return openWithDoc(url, name).connection;
}

function openWithDoc(url: string, name = "handoff.loc-1", network?: NetworkEvents) {
  const connection = new CollabConnection(url, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    network,
  });
  connections.push(connection);
  const docs = new Map<string, Doc>();
  const provider = connection.providerFactory(name, docs);
  provider.awareness.setLocalState({
    name: "Nora Nurse",
    color: "#1f6feb",
    awarenessData: { userId: "u-1" },
    anchorPos: null,
    focusPos: null,
    focusing: false,
  });
  void provider.connect();
  const doc = docs.get(name)!;
  return { connection, provider, doc, type: (text: string) => doc.getText("t").insert(doc.getText("t").length, text) };
}

/** Hearth's own server messages: `[100][n]` persisted, `[101][0|1]` lock state. */
function hearthMessage(type: number, value: number): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  encoding.writeVarUint(encoder, value);
  return encoding.toUint8Array(encoder);
}

interface ServerSocket {
  socket: WebSocket;
  /** Update-carrying messages (sync step 2, update) received on this socket, as the collab server counts them. */
  received(): number;
  ack(messages?: number): void;
}

/** The collab server's sync and counting, without storage: each socket is handed to the test to acknowledge. */
async function countingServer(serverDoc = new Doc()) {
  const sockets: ServerSocket[] = [];
  const server = await listen((socket) => {
    let received = 0;
    socket.on("message", (data: Buffer) => {
      const bytes = new Uint8Array(data);
      const decoder = decoding.createDecoder(bytes);
      if (decoding.readVarUint(decoder) !== 0) return;
      if (bytes[1] === 1 || bytes[1] === 2) received++;
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, 0);
      syncProtocol.readSyncMessage(decoder, encoder, serverDoc, null);
      if (encoding.length(encoder) > 1) socket.send(encoding.toUint8Array(encoder));
    });
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, 0);
    syncProtocol.writeSyncStep1(encoder, serverDoc);
    socket.send(encoding.toUint8Array(encoder));
    sockets.push({
      socket,
      received: () => received,
      ack: (messages = received) => socket.send(hearthMessage(100, messages)),
    });
  });
  return { ...server, serverDoc, sockets };
}

async function eventually(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await wait(10);
  }
}

function until(connection: CollabConnection, predicate: (snapshot: ConnectionSnapshot) => boolean, timeoutMs = 3000) {
  return new Promise<ConnectionSnapshot>((resolve, reject) => {
    const check = () => {
      if (!predicate(connection.getSnapshot())) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(connection.getSnapshot());
    };
    const timer = setTimeout(
      () => reject(new Error(`timed out in ${JSON.stringify(connection.getSnapshot())}`)),
      timeoutMs,
    );
    const unsubscribe = connection.subscribe(check);
    check();
  });
}

/** The server drops a socket the way a restart does (1011): the page goes offline, then reconnects by itself. */
async function restart(connection: CollabConnection, socket: ServerSocket): Promise<void> {
  socket.socket.close(1011, "restarting");
  await until(connection, (s) => s.status.kind === "offline");
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("CollabConnection", () => {
  it("reports 'connected' only once the document has synced with the server", async () => {
    const serverDoc = new Doc();
    serverDoc.getText("t").insert(0, "from the server");
    const { url } = await countingServer(serverDoc);
    const connection = open(url);
    expect(connection.getSnapshot().status.kind).toBe("connecting");
    const snapshot = await until(connection, (s) => s.status.kind === "connected");
    expect(snapshot.participants).toEqual([{ key: "u-1", name: "Nora Nurse", color: "#1f6feb", self: true }]);
  });

  it("tells the page about a cursor move only when it changes who is in the document", async () => {
    const { url } = await countingServer();
    const { connection, provider } = openWithDoc(url);
    await until(connection, (s) => s.status.kind === "connected");
    const before = connection.getSnapshot();
    let notified = 0;
    const unsubscribe = connection.subscribe(() => (notified += 1));
    // Typing moves the local cursor: a new awareness state every keystroke, the same people.
    provider.awareness.setLocalStateField("anchorPos", { type: 1, tname: "root", item: null, assoc: 0 });
    provider.awareness.setLocalStateField("focusPos", { type: 1, tname: "root", item: null, assoc: 0 });
    expect(notified).toBe(0);
    expect(connection.getSnapshot()).toBe(before);
    provider.awareness.setLocalStateField("name", "Nora N. Nurse");
    expect(notified).toBe(1);
    expect(connection.getSnapshot().participants).toEqual([
      { key: "u-1", name: "Nora N. Nurse", color: "#1f6feb", self: true },
    ]);
    unsubscribe();
  });

  it("stops for good, without retrying, when the server refuses with 4403", async () => {
    const server = await listen((socket) => socket.close(4403, "no access to handoff.loc-1"));
    const connection = open(server.url);
    const snapshot = await until(connection, (s) => s.status.kind === "refused");
    expect(snapshot.status).toEqual({ kind: "refused", code: 4403, reason: "no access to handoff.loc-1" });
    await wait(800); // y-websocket's first retry would come after 200 ms
    expect(server.attempts()).toBe(1);
    expect(connection.getSnapshot().status.kind).toBe("refused");
  });

  it("after a 4429 (over budget) shows 'paused', waits its cool-down, reconnects by itself, and waits longer after another", async () => {
    const server = await listen((socket) => socket.close(4429, "over budget"));
    const connection = new CollabConnection(server.url, {
      WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
      overBudgetRetryMs: 300,
    });
    connections.push(connection);
    const provider = connection.providerFactory("handoff.loc-1", new Map());
    void provider.connect();
    const first = await until(connection, (s) => s.status.kind === "paused");
    expect(first.status).toEqual({ kind: "paused", retryInMs: 300 });
    // y-websocket alone would have stopped for good (44xx); nothing happens before the wait is over.
    await wait(200);
    expect(server.attempts()).toBe(1);
    await eventually(() => server.attempts() === 2);
    await until(connection, (s) => s.status.kind === "paused" && s.status.retryInMs === 600);
    await wait(400);
    expect(server.attempts()).toBe(2);
    await eventually(() => server.attempts() === 3);
  });

  it("shows 'offline' when the server drops the socket (1011), and keeps retrying", async () => {
    const server = await listen((socket) => socket.close(1011, "restarting"));
    const connection = open(server.url);
    await until(connection, (s) => s.status.kind === "offline");
    await wait(800);
    expect(server.attempts()).toBeGreaterThan(1);
    expect(connection.getSnapshot().status.kind).toBe("offline");
  });

  it("reports the document locked and unlocked as the server says (message 101)", async () => {
    const server = await countingServer();
    const { connection } = openWithDoc(server.url);
    await until(connection, (s) => s.status.kind === "connected");
    expect(connection.getSnapshot().locked).toBe(false);
    server.sockets[0]!.socket.send(hearthMessage(101, 1));
    await until(connection, (s) => s.locked);
    server.sockets[0]!.socket.send(hearthMessage(101, 0));
    await until(connection, (s) => !s.locked);
  });

  it("is 'saving' from a local change until the server acknowledges the message that carried it (message 100)", async () => {
    const server = await countingServer();
    const { connection, type } = openWithDoc(server.url);
    await until(connection, (s) => s.status.kind === "connected");
    // Nothing typed: saved, though the provider's sync step 2 (message 1) is not acknowledged.
    expect(connection.getSnapshot().saved).toBe("saved");
    const socket = server.sockets[0]!;
    await eventually(() => socket.received() === 1);

    type("first");
    type(" second");
    expect(connection.getSnapshot().saved).toBe("saving");
    await eventually(() => socket.received() === 3);
    expect(server.serverDoc.getText("t").toString()).toBe("first second");
    socket.ack(2); // only the first change is stored
    await wait(50);
    expect(connection.getSnapshot().saved).toBe("saving");
    socket.ack(3);
    await until(connection, (s) => s.saved === "saved");
  });

  it("is 'offline' with changes made while disconnected, until reconnected and acknowledged", async () => {
    const server = await countingServer();
    const { connection, type } = openWithDoc(server.url);
    await until(connection, (s) => s.status.kind === "connected");
    await restart(connection, server.sockets[0]!);
    type("typed offline");
    expect(connection.getSnapshot().saved).toBe("offline");

    // y-websocket reconnects by itself; the new socket's sync step 2 carries the change.
    await until(connection, (s) => s.status.kind === "connected");
    const second = server.sockets[1]!;
    await eventually(() => server.serverDoc.getText("t").toString() === "typed offline");
    expect(connection.getSnapshot().saved).toBe("saving");
    expect(second.received()).toBe(1);
    second.ack(1);
    await until(connection, (s) => s.saved === "saved");
  });

  it("goes offline the moment the browser loses the network, keeps what is typed, and sends it once back online", async () => {
    const server = await countingServer();
    let setOnline: (online: boolean) => void = () => {};
    const network: NetworkEvents = {
      subscribe: (onChange) => {
        setOnline = onChange;
        return () => {};
      },
    };
    const { connection, type } = openWithDoc(server.url, "handoff.loc-1", network);
    await until(connection, (s) => s.status.kind === "connected");
    // No waiting for a silent socket to time out: offline at once, the socket closed, nothing retried.
    setOnline(false);
    expect(connection.getSnapshot().status.kind).toBe("offline");
    type("typed on the train");
    expect(connection.getSnapshot().saved).toBe("offline");
    await eventually(() => server.sockets[0]!.socket.readyState === WebSocket.CLOSED);
    await wait(500);
    expect(server.attempts()).toBe(1);

    setOnline(true);
    await until(connection, (s) => s.status.kind === "connected");
    await eventually(() => server.serverDoc.getText("t").toString() === "typed on the train");
    server.sockets[1]!.ack();
    await until(connection, (s) => s.saved === "saved");
  });

  it("counts per socket: a change sent before a drop is saved only when the next socket acknowledges it", async () => {
    const server = await countingServer();
    const { connection, type } = openWithDoc(server.url);
    await until(connection, (s) => s.status.kind === "connected");
    const first = server.sockets[0]!;
    type("unacknowledged");
    await eventually(() => first.received() === 2);
    await restart(connection, first);
    expect(connection.getSnapshot().saved).toBe("offline");
    await until(connection, (s) => s.status.kind === "connected");
    const second = server.sockets[1]!;
    await eventually(() => second.received() === 1);
    expect(connection.getSnapshot().saved).toBe("saving");
    second.ack(1);
    await until(connection, (s) => s.saved === "saved");
  });
});
