/**
 * The baseline relay of our own (see baselineRelay.ts): what `@y/websocket-server` 0.1.1's
 * `setupWSConnection` does, on y-protocols, without its persistence and HTTP-callback hooks. Kept in
 * its own module so that loading the package instead does not import a second copy of yjs.
 */
import type { IncomingMessage } from "node:http";
import { WebSocket } from "ws";
import type { RawData } from "ws";
import * as Y from "yjs";
import * as encoding from "lib0/encoding";
import * as decoding from "lib0/decoding";
import * as syncProtocol from "y-protocols/sync";
import * as awarenessProtocol from "y-protocols/awareness";

const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const PING_MS = 30_000;

export type Setup = (socket: WebSocket, request: IncomingMessage, options: { docName: string }) => void;

class RelayDoc extends Y.Doc {
  readonly conns = new Map<WebSocket, Set<number>>();
  readonly awareness = new awarenessProtocol.Awareness(this);

  constructor() {
    super({ gc: true });
    this.awareness.setLocalState(null);
    this.awareness.on(
      "update",
      (
        { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
        conn: WebSocket | null,
      ) => {
        const ids = conn ? this.conns.get(conn) : undefined;
        if (ids) {
          for (const id of added) ids.add(id);
          for (const id of removed) ids.delete(id);
        }
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
        encoding.writeVarUint8Array(
          encoder,
          awarenessProtocol.encodeAwarenessUpdate(this.awareness, added.concat(updated, removed)),
        );
        const frame = encoding.toUint8Array(encoder);
        for (const each of this.conns.keys()) send(this, each, frame);
      },
    );
    this.on("update", (update: Uint8Array) => {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeUpdate(encoder, update);
      const frame = encoding.toUint8Array(encoder);
      for (const each of this.conns.keys()) send(this, each, frame);
    });
  }
}

function closeConn(doc: RelayDoc, conn: WebSocket): void {
  const ids = doc.conns.get(conn);
  if (ids) {
    doc.conns.delete(conn);
    awarenessProtocol.removeAwarenessStates(doc.awareness, Array.from(ids), null);
  }
  conn.close();
}

function send(doc: RelayDoc, conn: WebSocket, frame: Uint8Array): void {
  if (conn.readyState !== WebSocket.CONNECTING && conn.readyState !== WebSocket.OPEN) closeConn(doc, conn);
  try {
    conn.send(frame, {}, (error) => {
      if (error) closeConn(doc, conn);
    });
  } catch {
    closeConn(doc, conn);
  }
}

/** Our own `setupWSConnection`: one registry of documents per call. */
export function ownSetup(): Setup {
  const docs = new Map<string, RelayDoc>();
  return (conn, _request, { docName }) => {
    conn.binaryType = "arraybuffer";
    let doc = docs.get(docName);
    if (!doc) docs.set(docName, (doc = new RelayDoc()));
    const shared = doc;
    shared.conns.set(conn, new Set());
    conn.on("message", (message: RawData) => {
      try {
        const encoder = encoding.createEncoder();
        const decoder = decoding.createDecoder(new Uint8Array(message as ArrayBuffer));
        const type = decoding.readVarUint(decoder);
        if (type === MESSAGE_SYNC) {
          encoding.writeVarUint(encoder, MESSAGE_SYNC);
          syncProtocol.readSyncMessage(decoder, encoder, shared, conn);
          if (encoding.length(encoder) > 1) send(shared, conn, encoding.toUint8Array(encoder));
        } else if (type === MESSAGE_AWARENESS) {
          awarenessProtocol.applyAwarenessUpdate(shared.awareness, decoding.readVarUint8Array(decoder), conn);
        }
      } catch (error) {
        console.error(error);
      }
    });
    let pongReceived = true;
    const ping = setInterval(() => {
      if (!pongReceived) {
        if (shared.conns.has(conn)) closeConn(shared, conn);
        clearInterval(ping);
      } else if (shared.conns.has(conn)) {
        pongReceived = false;
        try {
          conn.ping();
        } catch {
          closeConn(shared, conn);
          clearInterval(ping);
        }
      }
    }, PING_MS);
    conn.on("close", () => {
      closeConn(shared, conn);
      clearInterval(ping);
    });
    conn.on("pong", () => {
      pongReceived = true;
    });
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(encoder, shared);
    send(shared, conn, encoding.toUint8Array(encoder));
    const states = shared.awareness.getStates();
    if (states.size > 0) {
      const awareness = encoding.createEncoder();
      encoding.writeVarUint(awareness, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(
        awareness,
        awarenessProtocol.encodeAwarenessUpdate(shared.awareness, Array.from(states.keys())),
      );
      send(shared, conn, encoding.toUint8Array(awareness));
    }
  };
}
