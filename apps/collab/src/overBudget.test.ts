import { afterEach, describe, expect, it, vi } from "vitest";
import * as Y from "yjs";
import { DEFAULT_BUDGET } from "./budget";
import { Connection, DEFAULT_LIMITS } from "./connection";
import type { ConnectionLimits } from "./connection";
import { CollabMetrics } from "./metrics";
import { encodeQueryAwareness, encodeSyncStep1, encodeUpdate } from "./protocol";
import { SharedDoc } from "./sharedDoc";
import { RecordingSocket } from "./testing/fakeSocket";
import { silentLogger } from "./testing/peers";
import { ProtocolClient } from "./testing/protocolClient";

const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const fn of cleanup.splice(0)) fn();
  vi.useRealTimers();
});

function setup(limits: Partial<ConnectionLimits> = {}) {
  const metrics = new CollabMetrics();
  const shared = new SharedDoc("handoff.test");
  cleanup.push(() => shared.destroy());
  const overBudget: Connection[] = [];
  const join = () => {
    const socket = new RecordingSocket();
    const connection = new Connection(
      socket,
      metrics,
      silentLogger,
      { ...DEFAULT_LIMITS, ...limits },
      { overBudget: (c) => overBudget.push(c) },
    );
    connection.attach(shared, { userId: "u1", userName: "Ann", readOnly: false });
    socket.clear();
    return { socket, connection };
  };
  return { metrics, shared, join, overBudget };
}

/** `count` updates of one writer whose first insert is never sent: each is pending on arrival. */
function updatesWithMissingDependencies(count: number, bytes: number): Uint8Array[] {
  const doc = new Y.Doc();
  doc.getText("t").insert(0, "never sent");
  return Array.from({ length: count }, () => {
    const before = Y.encodeStateVector(doc);
    doc.getText("t").insert(doc.getText("t").length, "p".repeat(bytes));
    return Y.encodeStateAsUpdate(doc, before);
  });
}

describe("a socket over its budget", () => {
  it("is closed with 4429 after its burst of frames, read no more, told to the server, and cut off after the grace", () => {
    vi.useFakeTimers();
    const { join, metrics, overBudget } = setup({ frameBurst: 10, framesPerSecond: 1, closeGraceMs: 1_000 });
    const flooder = join();
    const other = join();
    const nothing = encodeUpdate(Y.encodeStateAsUpdate(new Y.Doc()));
    for (let i = 0; i < 100; i++) flooder.connection.receive(nothing, true);
    expect(flooder.socket.closedWith).toEqual({ code: 4429, reason: "over budget" });
    expect(flooder.socket.paused).toBe(true);
    // The ten frames within its budget were handled, nothing after.
    expect(metrics.snapshot().updatesReceived).toBe(10);
    expect(overBudget).toEqual([flooder.connection]);
    expect(metrics.snapshot().socketsOverBudget).toBe(1);
    expect(flooder.socket.terminated).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(flooder.socket.terminated).toBe(true);
    expect(other.socket.closedWith).toBeNull();
  });

  it("is closed when it asks for awareness again and again", () => {
    const { join } = setup();
    const asker = join();
    for (let i = 0; i < 50; i++) asker.connection.receive(encodeQueryAwareness(), true);
    expect(asker.socket.sent).toHaveLength(DEFAULT_BUDGET.answerBurst);
    expect(asker.socket.closedWith?.code).toBe(4429);
  });

  it("is closed when it asks for the whole document again and again", () => {
    const { join, shared } = setup();
    shared.doc.getText("t").insert(0, "x".repeat(512 * 1024));
    const asker = join();
    const everything = encodeSyncStep1(new Uint8Array([0]));
    for (let i = 0; i < 50; i++) asker.connection.receive(everything, true);
    expect(asker.socket.sent).toHaveLength(DEFAULT_BUDGET.answerBurst);
    expect(asker.socket.closedWith?.code).toBe(4429);
  });
});

describe("a socket sending faster than it is served", () => {
  it("is handled a slice at a time, not read from meanwhile, and read again once its frames are handled", async () => {
    const { shared, metrics } = setup();
    const socket = new RecordingSocket();
    const connection = new Connection(socket, metrics, silentLogger, {
      ...DEFAULT_LIMITS,
      sliceMs: 0,
      sliceMinFrames: 1,
    });
    const writer = new Y.Doc();
    cleanup.push(() => writer.destroy());
    const updates: Uint8Array[] = [];
    writer.on("update", (update: Uint8Array) => updates.push(update));
    for (const letter of "abcde") writer.getText("t").insert(writer.getText("t").length, letter);
    // Sent before admission: all five are waiting when the connection attaches.
    for (const update of updates) connection.receive(encodeUpdate(update), true);
    connection.attach(shared, { userId: "u1", readOnly: false });
    const first = shared.doc.getText("t").length;
    expect(first).toBeLessThan(5);
    expect(socket.paused).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(shared.doc.getText("t").length).toBeGreaterThan(first);
    await vi.waitFor(() => expect(shared.doc.getText("t").toString()).toBe("abcde"));
    expect(socket.paused).toBe(false);
  });
});

describe("frames handed over one at a time in one turn (as ws does for a chunk it read)", () => {
  it("share the socket's slice of the turn: the rest waits for the next turn", async () => {
    const { shared, metrics } = setup();
    const socket = new RecordingSocket();
    const connection = new Connection(socket, metrics, silentLogger, {
      ...DEFAULT_LIMITS,
      sliceMs: 0,
      sliceMinFrames: 2,
    });
    connection.attach(shared, { userId: "u1", readOnly: false });
    const writer = new Y.Doc();
    cleanup.push(() => writer.destroy());
    const frames: Uint8Array[] = [];
    writer.on("update", (update: Uint8Array) => frames.push(encodeUpdate(update)));
    for (const letter of "abcdef") writer.getText("t").insert(writer.getText("t").length, letter);
    for (const frame of frames) connection.receive(frame, true);
    expect(shared.doc.getText("t").length).toBeLessThan(6);
    expect(socket.paused).toBe(true);
    await vi.waitFor(() => expect(shared.doc.getText("t").toString()).toBe("abcdef"));
    expect(socket.paused).toBe(false);
  });
});

describe("sync step 1", () => {
  it("is answered with the same encoded bytes for the same state vector until the document changes", () => {
    const { join, shared } = setup();
    shared.doc.getText("t").insert(0, "x".repeat(64 * 1024));
    const [a, b] = [join(), join()];
    const everything = encodeSyncStep1(new Uint8Array([0]));
    a.connection.receive(everything, true);
    b.connection.receive(everything, true);
    // One encoding for both: the very same bytes.
    expect(a.socket.sent[0]).toBe(b.socket.sent[0]);
    const first = b.socket.sent[0];
    shared.doc.getText("t").insert(0, "changed ");
    b.socket.clear();
    b.connection.receive(everything, true);
    expect(b.socket.sent[0]).not.toBe(first);
    const client = new ProtocolClient();
    cleanup.push(() => client.destroy());
    client.read([b.socket.sent[0]!]);
    expect(client.text.startsWith("changed x")).toBe(true);
  });
});

describe("structures whose dependencies never arrive", () => {
  it("are bounded per document: the socket that adds past the bound is closed and the document forgets them", () => {
    const { join, shared } = setup({ maxPendingBytes: 50 * 1024 });
    const editor = join();
    const attacker = join();
    editor.connection.receive(encodeUpdate(Y.encodeStateAsUpdate(typed("kept"))), true);
    const [first, second, third] = updatesWithMissingDependencies(3, 20 * 1024);
    attacker.connection.receive(encodeUpdate(first!), true);
    attacker.connection.receive(encodeUpdate(second!), true);
    expect(shared.pendingBytes).toBeGreaterThan(40 * 1024);
    expect(attacker.socket.closedWith).toBeNull();
    // Below the bound they are kept, yet neither a snapshot nor a peer's sync answer carries them.
    expect(shared.encodeState().byteLength).toBeLessThan(1024);
    expect(shared.syncAnswer(new Uint8Array([0])).byteLength).toBeLessThan(1024);
    expect(shared.pendingBytes).toBeGreaterThan(40 * 1024);
    attacker.connection.receive(encodeUpdate(third!), true);
    expect(attacker.socket.closedWith?.code).toBe(4429);
    expect(shared.pendingBytes).toBe(0);
    // What the editor wrote stays; nothing pending reaches a snapshot.
    const stored = new Y.Doc();
    cleanup.push(() => stored.destroy());
    Y.applyUpdate(stored, shared.encodeState());
    expect(stored.getText("t").toString()).toBe("kept");
    expect(stored.store.pendingStructs).toBeNull();
    expect(editor.socket.closedWith).toBeNull();
  });
});

function typed(text: string): Y.Doc {
  const doc = new Y.Doc();
  cleanup.push(() => doc.destroy());
  doc.getText("t").insert(0, text);
  return doc;
}
