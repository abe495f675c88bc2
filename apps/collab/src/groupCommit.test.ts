import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiCallError } from "./api";
import type { BatchDocument } from "./api";
import { DEFAULT_GROUP_COMMIT, GroupCommit } from "./groupCommit";
import type { GroupCommitOptions } from "./groupCommit";
import { MemoryCollabApi } from "./testing/memoryApi";

const u = (n: number) => new Uint8Array([n]);

/** The in-memory API answering each batch after `latencyMs` of (fake) time; whether it fails is decided when it answers. */
class SlowApi extends MemoryCollabApi {
  latencyMs = 5;
  inFlight = 0;
  maxInFlight = 0;
  /** Each call's documents with the first byte of every update: `[{ A: [1, 2] }, …]`. */
  calls: Array<Record<string, number[]>> = [];

  override async appendBatch(documents: ReadonlyArray<BatchDocument>) {
    this.calls.push(Object.fromEntries(documents.map(({ name, updates }) => [name, updates.map((x) => x[0]!)])));
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    this.inFlight--;
    return super.appendBatch(documents);
  }

  /** First bytes of a document's stored updates, in id order. */
  stored(name: string): number[] {
    return (this.docs.get(name)?.log ?? []).map((entry) => entry.update[0]!);
  }
}

function setup(options: Partial<GroupCommitOptions> = {}) {
  const api = new SlowApi();
  const retries: unknown[] = [];
  const commit = new GroupCommit(
    (documents) => api.appendBatch(documents),
    { ...DEFAULT_GROUP_COMMIT, ...options },
    { retrying: (error) => retries.push(error) },
  );
  const refusals = new Map<string, unknown[]>();
  const open = (name: string) =>
    commit.open(name, 0, {
      refused: (error) => refusals.set(name, [...(refusals.get(name) ?? []), error]),
    });
  return { api, commit, retries, refusals, open };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const { windowMs } = DEFAULT_GROUP_COMMIT;

describe("group commit across documents", () => {
  it("sends the updates of every document that arrived in one window in one call, when the window closes", async () => {
    const { api, open } = setup();
    const [a, b, c] = [open("handoff.a"), open("handoff.b"), open("handoff.c")];
    a.enqueue(u(1));
    await vi.advanceTimersByTimeAsync(10);
    b.enqueue(u(1));
    c.enqueue(u(1));
    a.enqueue(u(2));
    await vi.advanceTimersByTimeAsync(windowMs - 11);
    expect(api.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toEqual([{ "handoff.a": [1, 2], "handoff.b": [1], "handoff.c": [1] }]);
    await vi.advanceTimersByTimeAsync(api.latencyMs);
    expect([api.stored("handoff.a"), api.stored("handoff.b"), api.stored("handoff.c")]).toEqual([[1, 2], [1], [1]]);
    expect([a.lastUpdateId, b.lastUpdateId, c.lastUpdateId]).toEqual([2, 3, 4]);
    expect([a.pending, b.pending, c.pending]).toEqual([0, 0, 0]);
    expect(api.appendCalls).toBe(1);
  });

  it("stores every update within 50 ms of its arrival under a steady stream over many documents, in few calls", async () => {
    const { api, open } = setup();
    api.latencyMs = 15;
    const logs = Array.from({ length: 50 }, (_, i) => open(`handoff.d${i}`));
    const delays: number[] = [];
    // 350 updates/s in all, spread over the documents: one every 3 ms for 600 ms.
    for (let i = 0; i < 200; i++) {
      const log = logs[(i * 7) % logs.length]!;
      const arrived = Date.now();
      log.enqueue(u(i % 256));
      void log.whenStored(log.enqueuedCount).then(() => delays.push(Date.now() - arrived));
      await vi.advanceTimersByTimeAsync(3);
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(delays).toHaveLength(200);
    expect(Math.max(...delays)).toBeLessThanOrEqual(50);
    // One call per window (600 ms / 20 ms), not one per document or per update.
    expect(api.calls.length).toBeLessThanOrEqual(32);
    expect(api.maxInFlight).toBeLessThanOrEqual(DEFAULT_GROUP_COMMIT.maxCallsInFlight);
  });

  it("does not hold the next window back for a call in flight, and keeps a document's order across calls", async () => {
    const { api, open } = setup();
    api.latencyMs = 30;
    const [a, b] = [open("handoff.a"), open("handoff.b")];
    a.enqueue(u(1));
    await vi.advanceTimersByTimeAsync(windowMs + 5); // the call carrying a:1 is in flight until 50 ms
    a.enqueue(u(2));
    b.enqueue(u(1));
    await vi.advanceTimersByTimeAsync(windowMs);
    // The window closed while a:1 was in flight: b goes at once, a:2 waits for a:1's answer.
    expect(api.calls).toEqual([{ "handoff.a": [1] }, { "handoff.b": [1] }]);
    await vi.advanceTimersByTimeAsync(5);
    expect(api.calls).toEqual([{ "handoff.a": [1] }, { "handoff.b": [1] }, { "handoff.a": [2] }]);
    await vi.advanceTimersByTimeAsync(api.latencyMs);
    expect(api.stored("handoff.a")).toEqual([1, 2]);
    expect(api.stored("handoff.b")).toEqual([1]);
    expect(a.lastUpdateId).toBeGreaterThan(b.lastUpdateId);
  });

  it("keeps at most maxCallsInFlight calls in flight; a window closing past that goes with the next answer", async () => {
    const { api, open } = setup({ maxCallsInFlight: 2 });
    api.latencyMs = 100;
    const logs = [open("handoff.a"), open("handoff.b"), open("handoff.c")];
    for (const log of logs) {
      log.enqueue(u(1));
      await vi.advanceTimersByTimeAsync(windowMs + 5);
    }
    expect(api.calls).toEqual([{ "handoff.a": [1] }, { "handoff.b": [1] }]);
    await vi.advanceTimersByTimeAsync(100 - 2 * (windowMs + 5) + windowMs);
    expect(api.calls).toHaveLength(3);
    expect(api.maxInFlight).toBe(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(logs.map((log) => log.pending)).toEqual([0, 0, 0]);
  });

  it("flush() sends everything waiting at once and resolves once this document is answered", async () => {
    const { api, open } = setup();
    const [a, b] = [open("handoff.a"), open("handoff.b")];
    b.enqueue(u(7));
    a.enqueue(u(1));
    let done = false;
    void a.flush().then(() => (done = true));
    expect(api.calls).toEqual([{ "handoff.b": [7], "handoff.a": [1] }]);
    await vi.advanceTimersByTimeAsync(api.latencyMs);
    expect(done).toBe(true);
    expect(b.pending).toBe(0);
    await expect(a.flush()).resolves.toBeUndefined();
  });

  it("retries a call that failed as a whole with backoff, never dropping or reordering anything", async () => {
    const { api, open, retries } = setup();
    const [a, b] = [open("handoff.a"), open("handoff.b")];
    api.failWith = new ApiCallError(0, "connection refused");
    a.enqueue(u(1));
    b.enqueue(u(1));
    await vi.advanceTimersByTimeAsync(windowMs + api.latencyMs);
    a.enqueue(u(2));
    const flushed = a.flush(); // waits for the retry: calling an API that is away sooner helps nobody
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.stored("handoff.a")).toEqual([]);
    expect(retries.length).toBeGreaterThanOrEqual(3);
    expect([a.pending, b.pending]).toEqual([2, 1]);
    // Every retry carries everything, in order.
    expect(api.calls.at(-1)).toEqual({ "handoff.a": [1, 2], "handoff.b": [1] });

    api.failWith = null;
    await vi.advanceTimersByTimeAsync(DEFAULT_GROUP_COMMIT.retryMaxMs + api.latencyMs);
    await flushed;
    expect(api.stored("handoff.a")).toEqual([1, 2]);
    expect(api.stored("handoff.b")).toEqual([1]);
    expect([a.pending, b.pending, a.storedCount, b.storedCount]).toEqual([0, 0, 2, 1]);
  });

  it("keeps retrying while the API answers 5xx or rejects the service key", async () => {
    const { api, open } = setup();
    const a = open("handoff.a");
    api.failWith = new ApiCallError(403, "bad service key");
    a.enqueue(u(1));
    await vi.advanceTimersByTimeAsync(2_000);
    api.failWith = new ApiCallError(503, "unavailable");
    await vi.advanceTimersByTimeAsync(2_000);
    api.failWith = null;
    await vi.advanceTimersByTimeAsync(DEFAULT_GROUP_COMMIT.retryMaxMs + api.latencyMs);
    expect(api.stored("handoff.a")).toEqual([1]);
  });

  it("answers a document the API refuses for good (409 sealed, 400) alone: the others of the call are stored", async () => {
    const { api, open, refusals, retries } = setup();
    const [a, sealed, invalid] = [open("handoff.a"), open("groupNote.sealed"), open("groupNote.invalid")];
    api.sealed.add("groupNote.sealed");
    api.refuse.set("groupNote.invalid", new ApiCallError(400, "documents.2.updates.0: is not a Yjs update"));
    a.enqueue(u(1));
    sealed.enqueue(u(1));
    invalid.enqueue(u(1));
    await vi.advanceTimersByTimeAsync(windowMs + api.latencyMs);
    expect(api.calls).toHaveLength(1);
    expect(api.stored("handoff.a")).toEqual([1]);
    expect([...refusals.keys()]).toEqual(["groupNote.sealed", "groupNote.invalid"]);
    expect(retries).toEqual([]);
    // Answered (nothing left to send or retry), but not durable until a snapshot holds them.
    expect([a.pending, sealed.pending, invalid.pending]).toEqual([0, 0, 0]);
    expect([a.storedCount, sealed.storedCount, invalid.storedCount]).toEqual([1, 0, 0]);

    // The next updates of the refused document go in the next call, as before.
    api.sealed.delete("groupNote.sealed");
    sealed.enqueue(u(2));
    await vi.advanceTimersByTimeAsync(windowMs + api.latencyMs);
    expect(api.stored("groupNote.sealed")).toEqual([2]);
    expect(api.calls).toHaveLength(2);
  });

  it("refuses every document of a call the API refused as a whole for good (413), and goes on with the next", async () => {
    const { api, open, refusals } = setup();
    const [a, b] = [open("handoff.a"), open("handoff.b")];
    api.failWith = new ApiCallError(413, "too large");
    a.enqueue(u(1));
    b.enqueue(u(1));
    await vi.advanceTimersByTimeAsync(windowMs + api.latencyMs);
    expect([...refusals.keys()]).toEqual(["handoff.a", "handoff.b"]);
    api.failWith = null;
    a.enqueue(u(2));
    await vi.advanceTimersByTimeAsync(windowMs + api.latencyMs);
    expect(api.calls).toEqual([{ "handoff.a": [1], "handoff.b": [1] }, { "handoff.a": [2] }]);
    expect(api.stored("handoff.a")).toEqual([2]);
  });

  it("splits a backlog into calls within the bounds of the REST contract, each document's part in order", async () => {
    const { api, open } = setup({ maxBatchDocuments: 2, maxBatchUpdates: 5, maxDocumentUpdates: 3 });
    const logs = ["a", "b", "c"].map((id) => open(`handoff.${id}`));
    for (let i = 0; i < 4; i++) for (const log of logs) log.enqueue(u(i));
    const flushed = Promise.all(logs.map((log) => log.flush()));
    await vi.advanceTimersByTimeAsync(200);
    await flushed;
    for (const call of api.calls) {
      expect(Object.keys(call).length).toBeLessThanOrEqual(2);
      expect(Object.values(call).flat().length).toBeLessThanOrEqual(5);
      for (const part of Object.values(call)) expect(part.length).toBeLessThanOrEqual(3);
    }
    for (const id of ["a", "b", "c"]) expect(api.stored(`handoff.${id}`)).toEqual([0, 1, 2, 3]);

    // Bytes: 4 base64 bytes per 3-byte update; one oversized update still goes, alone.
    const bytes = setup({ maxBatchBase64Bytes: 8 });
    const [x, y] = [bytes.open("handoff.x"), bytes.open("handoff.y")];
    x.enqueue(new Uint8Array(3));
    x.enqueue(new Uint8Array(3));
    y.enqueue(new Uint8Array(3));
    y.enqueue(new Uint8Array(30));
    void Promise.all([x.flush(), y.flush()]);
    await vi.advanceTimersByTimeAsync(100);
    expect(bytes.api.calls.map((call) => Object.values(call).map((part) => part.length))).toEqual([[2], [1], [1]]);
  });

  it("counts enqueued and stored updates per document, and resolves whenStored(mark) once the first mark are stored", async () => {
    const { api, open } = setup();
    api.latencyMs = 5;
    const log = open("handoff.a");
    const resolved: number[] = [];
    await log.whenStored(0);
    log.enqueue(u(1));
    log.enqueue(u(2));
    expect([log.enqueuedCount, log.storedCount]).toEqual([2, 0]);
    void log.whenStored(1).then(() => resolved.push(1));
    void log.whenStored(2).then(() => resolved.push(2));
    await vi.advanceTimersByTimeAsync(windowMs);
    log.enqueue(u(3));
    void log.whenStored(3).then(() => resolved.push(3));
    await vi.advanceTimersByTimeAsync(api.latencyMs);
    expect(resolved).toEqual([1, 2]);
    expect(log.storedCount).toBe(2);
    // Update 3 arrived after the window closed: it opened the next one.
    await vi.advanceTimersByTimeAsync(windowMs);
    expect(resolved).toEqual([1, 2, 3]);
    expect([log.enqueuedCount, log.storedCount]).toEqual([3, 3]);
  });

  it("holds marks behind a refused update until a snapshot covers it", async () => {
    const { api, open } = setup();
    const log = open("groupNote.n");
    api.sealed.add("groupNote.n");
    log.enqueue(u(1));
    const flushed = log.flush();
    await vi.advanceTimersByTimeAsync(api.latencyMs);
    await flushed;
    api.sealed.delete("groupNote.n");
    log.enqueue(u(2));
    let stored = false;
    void log.whenStored(2).then(() => (stored = true));
    await vi.advanceTimersByTimeAsync(windowMs + api.latencyMs);
    expect(api.stored("groupNote.n")).toEqual([2]);
    // Update 2 is in the log, but update 1 is not: nothing past it counts as stored.
    expect(log.storedCount).toBe(0);
    expect(stored).toBe(false);
    log.coveredBySnapshot(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.storedCount).toBe(2);
    expect(stored).toBe(true);
  });

  it("never sends for a stopped document; the others go on", async () => {
    const { api, commit, open } = setup();
    const [a, b] = [open("handoff.a"), open("handoff.b")];
    a.enqueue(u(1));
    b.enqueue(u(1));
    a.stop();
    expect(() => a.enqueue(u(2))).toThrow("stopped");
    await vi.advanceTimersByTimeAsync(windowMs + api.latencyMs);
    expect(api.calls).toEqual([{ "handoff.b": [1] }]);
    commit.stop();
    b.enqueue(u(2));
    await vi.advanceTimersByTimeAsync(windowMs + api.latencyMs);
    expect(api.calls).toHaveLength(1);
  });
});
