import { afterEach, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { WebSocket, WebSocketServer } from "ws";
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as syncProtocol from "y-protocols/sync";
import { Doc } from "yjs";
import { CollabConnection } from "./collabConnection";
import type { ConnectionSnapshot } from "./collabConnection";

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
  const connection = new CollabConnection(url, { WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket });
  connections.push(connection);
  const provider = connection.providerFactory(name, new Map<string, Doc>());
  provider.awareness.setLocalState({ name: "Nora Nurse", color: "#1f6feb", awarenessData: { userId: "u-1" }, anchorPos: null, focusPos: null, focusing: false });
  void provider.connect();
  return connection;
}

function until(connection: CollabConnection, predicate: (snapshot: ConnectionSnapshot) => boolean, timeoutMs = 3000) {
  return new Promise<ConnectionSnapshot>((resolve, reject) => {
    const check = () => {
      if (!predicate(connection.getSnapshot())) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(connection.getSnapshot());
    };
    const timer = setTimeout(() => reject(new Error(`timed out in ${JSON.stringify(connection.getSnapshot())}`)), timeoutMs);
    const unsubscribe = connection.subscribe(check);
    check();
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("CollabConnection", () => {
  it("reports 'connected' only once the document has synced with the server", async () => {
    const serverDoc = new Doc();
    serverDoc.getText("t").insert(0, "from the server");
    const { url } = await listen((socket) => {
      // The y-websocket protocol's sync part: answer step 1 with step 2 and send our own step 1.
      socket.on("message", (data: Buffer) => {
        const decoder = decoding.createDecoder(new Uint8Array(data));
        if (decoding.readVarUint(decoder) !== 0) return;
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, 0);
        syncProtocol.readSyncMessage(decoder, encoder, serverDoc, null);
        if (encoding.length(encoder) > 1) socket.send(encoding.toUint8Array(encoder));
      });
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, 0);
      syncProtocol.writeSyncStep1(encoder, serverDoc);
      socket.send(encoding.toUint8Array(encoder));
    });
    const connection = open(url);
    expect(connection.getSnapshot().status.kind).toBe("connecting");
    const snapshot = await until(connection, (s) => s.status.kind === "connected");
    expect(snapshot.participants).toEqual([{ key: "u-1", name: "Nora Nurse", color: "#1f6feb", self: true }]);
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

  it("shows 'offline' when the server drops the socket (1011), and keeps retrying", async () => {
    const server = await listen((socket) => socket.close(1011, "restarting"));
    const connection = open(server.url);
    await until(connection, (s) => s.status.kind === "offline");
    await wait(800);
    expect(server.attempts()).toBeGreaterThan(1);
    expect(connection.getSnapshot().status.kind).toBe("offline");
  });
});
