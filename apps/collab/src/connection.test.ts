import { afterEach, describe, expect, it } from "vitest";
import * as encoding from "lib0/encoding";
import { Connection, DEFAULT_LIMITS } from "./connection";
import { createLogger } from "@hearth/logger";
import { CollabMetrics } from "./metrics";
import { encodeQueryAwareness, encodeSyncStep2, MAX_FRAME_BYTES } from "./protocol";
import { SharedDoc } from "./sharedDoc";
import { RecordingSocket } from "./testing/fakeSocket";
import { ProtocolClient } from "./testing/protocolClient";

const quiet = createLogger({ app: "collab", level: "error", destination: process.stderr });

function frame(...parts: Array<(e: encoding.Encoder) => void>): Uint8Array {
  const encoder = encoding.createEncoder();
  for (const part of parts) part(encoder);
  return encoding.toUint8Array(encoder);
}
const uint = (n: number) => (e: encoding.Encoder) => encoding.writeVarUint(e, n);
const bytes = (b: Uint8Array) => (e: encoding.Encoder) => encoding.writeVarUint8Array(e, b);

let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

function setup() {
  const metrics = new CollabMetrics();
  const shared = new SharedDoc("handoff.test");
  const join = (readOnly = false) => {
    const socket = new RecordingSocket();
    const connection = new Connection(socket, metrics, quiet);
    connection.attach(shared, {
      userId: readOnly ? "reader" : "editor",
      userName: readOnly ? "Reader" : "Ann",
      readOnly,
    });
    const client = new ProtocolClient();
    cleanup.push(() => client.destroy());
    // Complete the handshake as a provider would, so the client holds the server's state.
    for (const reply of client.read(socket.sent)) connection.receive(reply, true);
    connection.receive(client.syncStep1(), true);
    client.read(socket.sent.splice(0));
    return { socket, connection, client };
  };
  cleanup.push(() => shared.destroy());
  return { metrics, shared, join };
}

describe("connection handshake", () => {
  it("greets with sync step 1 and the awareness states already there", () => {
    const { shared, join } = setup();
    const first = join();
    first.connection.receive(first.client.awarenessFrame({ user: { name: "Ann" } }), true);
    const socket = new RecordingSocket();
    new Connection(socket, new CollabMetrics(), quiet).attach(shared, { userId: "u", readOnly: false });
    expect(socket.kinds()).toEqual([
      [0, 0],
      [101, 0],
      [1, null],
    ]);
  });

  it("relays an editor's update to the others without echoing it", () => {
    const { shared, join } = setup();
    const a = join();
    const b = join();
    a.connection.receive(a.client.type("hello"), true);
    expect(shared.doc.getText("t").toString()).toBe("hello");
    expect(a.socket.sent).toEqual([]);
    b.client.read(b.socket.sent);
    expect(b.client.text).toBe("hello");
  });

  it("applies frames sent before admission in order once attached", () => {
    const { shared } = setup();
    const client = new ProtocolClient();
    cleanup.push(() => client.destroy());
    const socket = new RecordingSocket();
    const connection = new Connection(socket, new CollabMetrics(), quiet);
    connection.receive(client.syncStep1(), true);
    connection.receive(client.type("a"), true);
    connection.receive(client.type("b"), true);
    connection.attach(shared, { userId: "u", readOnly: false });
    expect(shared.doc.getText("t").toString()).toBe("ab");
    expect(socket.kinds()[0]).toEqual([0, 0]);
    expect(socket.kinds()).toContainEqual([0, 1]);
  });
});

describe("frame handling", () => {
  it("closes a socket whose frame is larger than the limit with 1009, and only that socket", () => {
    const { shared, join, metrics } = setup();
    const a = join();
    const b = join();
    a.connection.receive(new Uint8Array(MAX_FRAME_BYTES + 1), true);
    expect(a.socket.closedWith).toEqual({ code: 1009, reason: "message too big" });
    expect(metrics.snapshot().framesRejected).toBe(1);
    b.connection.receive(b.client.type("still here"), true);
    expect(b.socket.closedWith).toBeNull();
    expect(shared.doc.getText("t").toString()).toBe("still here");
  });

  it("bounds what a socket may send before it is admitted", () => {
    const socket = new RecordingSocket();
    const connection = new Connection(socket, new CollabMetrics(), quiet, { ...DEFAULT_LIMITS, maxBacklogBytes: 10 });
    connection.receive(new Uint8Array(8), true);
    expect(socket.closedWith).toBeNull();
    connection.receive(new Uint8Array(8), true);
    expect(socket.closedWith?.code).toBe(1009);
  });

  const malformed: Array<[string, Uint8Array]> = [
    ["an empty frame", new Uint8Array(0)],
    ["a truncated sync message", frame(uint(0))],
    ["an unknown message type", frame(uint(9))],
    ["an unknown sync type", frame(uint(0), uint(7), bytes(new Uint8Array([1])))],
    ["a length beyond the frame", new Uint8Array([0, 2, 200, 1, 1])],
    ["trailing bytes", frame(uint(3), uint(0))],
    ["a Yjs update that does not decode", frame(uint(0), uint(2), bytes(new Uint8Array([5, 1, 2, 3, 4, 5, 6])))],
    ["a sync step 2 that does not decode", encodeSyncStep2(new Uint8Array([1, 2, 3]))],
    ["a state vector that does not decode", frame(uint(0), uint(0), bytes(new Uint8Array([7, 7])))],
    [
      "awareness that is not JSON",
      frame(uint(1), bytes(frame(uint(1), uint(42), uint(1), (e) => encoding.writeVarString(e, "{nope")))),
    ],
  ];
  it.each(malformed)(
    "closes the socket that sent %s with 1003; the document and other sockets carry on",
    (_name, bad) => {
      const { shared, join } = setup();
      const a = join();
      const b = join();
      a.connection.receive(a.client.type("before"), true);
      a.connection.receive(bad, true);
      expect(a.socket.closedWith).toEqual({ code: 1003, reason: "malformed message" });
      // Nothing more is read from a closed connection.
      a.connection.receive(a.client.type(" after"), true);
      b.connection.receive(b.client.type("!"), true);
      expect(b.socket.closedWith).toBeNull();
      expect(shared.doc.getText("t").toString()).toMatch(/^(before!|!before)$/);
    },
  );

  it("treats a text frame as malformed", () => {
    const { join } = setup();
    const a = join();
    a.connection.receive(new TextEncoder().encode("hello"), false);
    expect(a.socket.closedWith?.code).toBe(1003);
  });

  it("answers a query for awareness with every state", () => {
    const { join } = setup();
    const a = join();
    const b = join();
    a.connection.receive(a.client.awarenessFrame({ user: { name: "Ann" } }), true);
    b.socket.clear();
    b.connection.receive(encodeQueryAwareness(), true);
    b.client.read(b.socket.sent);
    expect(b.client.awareness.getStates().get(a.client.doc.clientID)).toEqual({
      user: { name: "Ann" },
      name: "Ann",
      awarenessData: { userId: "editor" },
    });
  });
});

describe("read-only connections", () => {
  it("drop the reader's updates on the server, while it still receives edits and shares awareness", () => {
    const { shared, join, metrics } = setup();
    const editor = join();
    const reader = join(true);
    editor.connection.receive(editor.client.type("by editor"), true);
    reader.client.read(reader.socket.sent.splice(0));
    expect(reader.client.text).toBe("by editor");

    editor.socket.clear();
    const droppedBefore = metrics.snapshot().updatesDropped;
    reader.connection.receive(reader.client.type(" by reader"), true);
    reader.connection.receive(encodeSyncStep2(new Uint8Array([0, 0])), true);
    expect(shared.doc.getText("t").toString()).toBe("by editor");
    expect(editor.socket.kinds().filter(([type]) => type === 0)).toEqual([]);
    expect(metrics.snapshot().updatesDropped - droppedBefore).toBe(2);
    expect(reader.socket.closedWith).toBeNull();

    reader.connection.receive(reader.client.awarenessFrame({ user: { name: "Reader" } }), true);
    editor.client.read(editor.socket.sent);
    expect(editor.client.awareness.getStates().get(reader.client.doc.clientID)).toEqual({
      user: { name: "Reader" },
      name: "Reader",
      awarenessData: { userId: "reader" },
    });
  });

  it("still get the document on sync step 1", () => {
    const { join } = setup();
    const editor = join();
    editor.connection.receive(editor.client.type("state"), true);
    const reader = join(true);
    expect(reader.client.text).toBe("state");
  });

  it("include every connection of a locked document, at once", () => {
    const { shared, join } = setup();
    const a = join();
    const b = join();
    a.connection.receive(a.client.type("signed text"), true);
    shared.lock();
    expect(a.connection.readOnly && b.connection.readOnly).toBe(true);
    b.socket.clear();
    a.connection.receive(a.client.type(" changed"), true);
    expect(shared.doc.getText("t").toString()).toBe("signed text");
    expect(b.socket.sent).toEqual([]);
  });
});
