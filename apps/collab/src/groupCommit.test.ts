import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiCallError } from "./api";
import { DEFAULT_GROUP_COMMIT, GroupCommit } from "./groupCommit";

const u = (n: number) => new Uint8Array([n]);

/** An append log that answers after `latencyMs` of (fake) time, failing while `failWith` is set. */
class Log {
  calls: number[][] = [];
  stored: number[] = [];
  failWith: Error | null = null;
  latencyMs = 5;
  append = (updates: Uint8Array[]) => {
    this.calls.push(updates.map((x) => x[0]!));
    const failure = this.failWith;
    return new Promise<number>((resolve, reject) =>
      setTimeout(() => {
        if (failure) return reject(failure);
        this.stored.push(...updates.map((x) => x[0]!));
        resolve(this.stored.length);
      }, this.latencyMs),
    );
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("group commit", () => {
  it("batches the updates of one window into one append, sent within the window", async () => {
    const log = new Log();
    const commit = new GroupCommit(log.append, 0);
    commit.enqueue(u(1));
    await vi.advanceTimersByTimeAsync(10);
    commit.enqueue(u(2));
    commit.enqueue(u(3));
    expect(log.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(DEFAULT_GROUP_COMMIT.windowMs - 10);
    expect(log.calls).toEqual([[1, 2, 3]]);
    await vi.advanceTimersByTimeAsync(log.latencyMs);
    expect(log.stored).toEqual([1, 2, 3]);
    expect(commit.lastUpdateId).toBe(3);
    expect(commit.pending).toBe(0);
  });

  it("stores every update within 50 ms of its arrival under a steady stream", async () => {
    const log = new Log();
    log.latencyMs = 15;
    const arrivedAt = new Map<number, number>();
    const storedAt = new Map<number, number>();
    const commit = new GroupCommit(
      async (updates) => {
        const id = await log.append(updates);
        for (const x of updates) storedAt.set(x[0]!, Date.now());
        return id;
      },
      0,
    );
    for (let i = 0; i < 100; i++) {
      arrivedAt.set(i, Date.now());
      commit.enqueue(u(i));
      await vi.advanceTimersByTimeAsync(3);
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(log.stored).toEqual([...Array(100).keys()]);
    const worst = Math.max(...[...arrivedAt].map(([i, at]) => storedAt.get(i)! - at));
    expect(worst).toBeLessThanOrEqual(50);
    // Grouped: at most one call per round trip (300 ms of updates / 15 ms), not one per update.
    expect(log.calls.length).toBeLessThanOrEqual(21);
  });

  it("sends what arrived during a call right after it returns, one call at a time", async () => {
    const log = new Log();
    log.latencyMs = 30;
    const commit = new GroupCommit(log.append, 0);
    commit.enqueue(u(1));
    await vi.advanceTimersByTimeAsync(DEFAULT_GROUP_COMMIT.windowMs);
    commit.enqueue(u(2));
    commit.enqueue(u(3));
    await vi.advanceTimersByTimeAsync(29);
    expect(log.calls).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.calls).toEqual([[1], [2, 3]]);
  });

  it("flush() sends at once and resolves when stored", async () => {
    const log = new Log();
    const commit = new GroupCommit(log.append, 0);
    commit.enqueue(u(1));
    let done = false;
    void commit.flush().then(() => (done = true));
    expect(log.calls).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(log.latencyMs);
    expect(done).toBe(true);
    await expect(commit.flush()).resolves.toBeUndefined();
  });

  it("retries a failed append with backoff and never drops or reorders updates", async () => {
    const log = new Log();
    const failures: boolean[] = [];
    const commit = new GroupCommit(log.append, 0, DEFAULT_GROUP_COMMIT, { failed: (_e, permanent) => failures.push(permanent) });
    log.failWith = new ApiCallError(0, "connection refused");
    commit.enqueue(u(1));
    commit.enqueue(u(2));
    await vi.advanceTimersByTimeAsync(DEFAULT_GROUP_COMMIT.windowMs + log.latencyMs);
    commit.enqueue(u(3));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.stored).toEqual([]);
    expect(failures.length).toBeGreaterThanOrEqual(3);
    expect(commit.pending).toBe(3);

    log.failWith = null;
    await vi.advanceTimersByTimeAsync(DEFAULT_GROUP_COMMIT.retryMaxMs + log.latencyMs);
    expect(log.stored).toEqual([1, 2, 3]);
    expect(commit.pending).toBe(0);
    expect(failures.every((permanent) => !permanent)).toBe(true);
  });

  it("keeps retrying when the API answers 5xx or rejects the service key", async () => {
    const log = new Log();
    const commit = new GroupCommit(log.append, 0);
    log.failWith = new ApiCallError(403, "bad service key");
    commit.enqueue(u(1));
    await vi.advanceTimersByTimeAsync(2_000);
    log.failWith = new ApiCallError(503, "unavailable");
    await vi.advanceTimersByTimeAsync(2_000);
    log.failWith = null;
    await vi.advanceTimersByTimeAsync(DEFAULT_GROUP_COMMIT.retryMaxMs + log.latencyMs);
    expect(log.stored).toEqual([1]);
  });

  it("does not retry a batch the API refuses for good, and goes on with the next", async () => {
    const log = new Log();
    const failures: boolean[] = [];
    const commit = new GroupCommit(log.append, 0, DEFAULT_GROUP_COMMIT, { failed: (_e, permanent) => failures.push(permanent) });
    log.failWith = new ApiCallError(409, "document locked");
    commit.enqueue(u(1));
    const flushed = commit.flush();
    await vi.advanceTimersByTimeAsync(log.latencyMs);
    await flushed;
    expect(failures).toEqual([true]);
    log.failWith = null;
    commit.enqueue(u(2));
    await vi.advanceTimersByTimeAsync(DEFAULT_GROUP_COMMIT.windowMs + log.latencyMs);
    expect(log.stored).toEqual([2]);
    expect(log.calls).toEqual([[1], [2]]);
  });

  it("splits a backlog into calls the REST contract accepts", async () => {
    const log = new Log();
    const commit = new GroupCommit(log.append, 0, { ...DEFAULT_GROUP_COMMIT, maxBatchUpdates: 1000 });
    for (let i = 0; i < 2500; i++) commit.enqueue(u(i % 256));
    const flushed = commit.flush();
    await vi.advanceTimersByTimeAsync(100);
    await flushed;
    expect(log.calls.map((c) => c.length)).toEqual([1000, 1000, 500]);

    const big = new GroupCommit(log.append, 0, { ...DEFAULT_GROUP_COMMIT, maxBatchBase64Bytes: 8 });
    log.calls = [];
    for (let i = 0; i < 5; i++) big.enqueue(new Uint8Array(3)); // 4 base64 bytes each
    void big.flush();
    await vi.advanceTimersByTimeAsync(100);
    expect(log.calls.map((c) => c.length)).toEqual([2, 2, 1]);
  });
});
