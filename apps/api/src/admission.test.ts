import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Admission, AdmissionAborted, AdmissionRejected, defaultDbConcurrency } from "./admission";
import type { Permit } from "./admission";

beforeEach(() => {
  // setImmediate too: a freed slot is handed over on the next turn of the event loop.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setImmediate", "clearImmediate"] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets pending hand-offs (setImmediate) and promise reactions run (1 ms: a 0 ms advance skips immediates queued by immediates). */
const turn = () => vi.advanceTimersByTimeAsync(1);

/** Acquires and records when the permit arrives. */
function track(admission: Admission, signal?: AbortSignal) {
  const t: { permit: Permit | null; error: unknown } = { permit: null, error: null };
  const promise = admission.acquire(signal).then(
    (p) => (t.permit = p),
    (e: unknown) => (t.error = e),
  );
  return Object.assign(t, { promise });
}

describe("Admission", () => {
  it("admits up to the limit at once and queues the rest", async () => {
    const a = new Admission({ limit: 2 });
    const [x, y, z] = [track(a), track(a), track(a)];
    await turn();
    expect(x.permit).not.toBeNull();
    expect(y.permit).not.toBeNull();
    expect(z.permit).toBeNull();
    expect(a.stats()).toMatchObject({ limit: 2, inFlight: 2, queued: 1, admitted: 2 });
    x.permit!.release();
    expect(z.permit).toBeNull(); // handed over on the next turn of the event loop, not synchronously
    await turn();
    expect(z.permit).not.toBeNull();
    expect(a.stats()).toMatchObject({ inFlight: 2, queued: 0, admitted: 3 });
    y.permit!.release();
    z.permit!.release();
    expect(a.stats()).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it("serves waiters in arrival order, and a newcomer cannot jump the queue during a hand-off", async () => {
    const a = new Admission({ limit: 1 });
    const first = track(a);
    await turn();
    const order: number[] = [];
    const waiters = [1, 2, 3].map((n) => {
      const w = track(a);
      void w.promise.then(() => order.push(n));
      return w;
    });
    first.permit!.release();
    const late = track(a); // arrives while the slot is being handed to waiter 1
    void late.promise.then(() => order.push(4));
    for (const w of [...waiters, late]) {
      await turn();
      w.permit?.release();
    }
    await turn();
    expect(order).toEqual([1, 2, 3, 4]);
    expect(a.stats()).toMatchObject({ inFlight: 0, queued: 0, admitted: 5 });
  });

  it("releasing twice frees one slot only", async () => {
    const a = new Admission({ limit: 1 });
    const x = track(a);
    await turn();
    x.permit!.release();
    x.permit!.release();
    expect(a.stats().inFlight).toBe(0);
    const [y, z] = [track(a), track(a)];
    await turn();
    expect(y.permit).not.toBeNull();
    expect(z.permit).toBeNull();
  });

  it("refuses with queue_full beyond maxQueue, without touching those already waiting", async () => {
    const a = new Admission({ limit: 1, maxQueue: 2 });
    const x = track(a);
    const queued = [track(a), track(a)];
    const refused = track(a);
    await turn();
    expect(refused.error).toBeInstanceOf(AdmissionRejected);
    expect((refused.error as AdmissionRejected).reason).toBe("queue_full");
    expect(a.stats()).toMatchObject({ inFlight: 1, queued: 2, rejected: 1 });
    x.permit!.release();
    await turn();
    expect(queued[0]!.permit).not.toBeNull();
  });

  it("refuses with timeout after maxWaitMs in the queue, and the slot still goes to the next one", async () => {
    const a = new Admission({ limit: 1, maxWaitMs: 1000 });
    const x = track(a);
    const slow = track(a);
    await vi.advanceTimersByTimeAsync(500);
    const next = track(a);
    await vi.advanceTimersByTimeAsync(500);
    expect((slow.error as AdmissionRejected).reason).toBe("timeout");
    expect(next.error).toBeNull();
    expect(a.stats()).toMatchObject({ queued: 1, rejected: 1 });
    x.permit!.release();
    await turn();
    expect(next.permit).not.toBeNull();
    next.permit!.release();
    expect(a.stats()).toMatchObject({ inFlight: 0, queued: 0 });
    await vi.advanceTimersByTimeAsync(5000); // the admitted waiter's timer was cleared
    expect(next.error).toBeNull();
  });

  it("drops a waiter whose caller went away, and one that went away during the hand-off", async () => {
    const a = new Admission({ limit: 1 });
    const x = track(a);
    const gone = new AbortController();
    const leaving = track(a, gone.signal);
    const racing = new AbortController();
    const late = track(a, racing.signal);
    const last = track(a);
    gone.abort();
    await turn();
    expect(leaving.error).toBeInstanceOf(AdmissionAborted);
    expect(a.stats()).toMatchObject({ queued: 2, abandoned: 1 });
    x.permit!.release(); // hands the slot to `late` …
    racing.abort(); // … which leaves before it arrives
    await turn();
    expect(late.error).toBeInstanceOf(AdmissionAborted);
    await turn();
    expect(last.permit).not.toBeNull();
    last.permit!.release();
    expect(a.stats()).toMatchObject({ inFlight: 0, queued: 0, abandoned: 2 });
  });

  it("refuses a caller that is already gone", async () => {
    const a = new Admission({ limit: 1 });
    const c = new AbortController();
    c.abort();
    const t = track(a, c.signal);
    await turn();
    expect(t.error).toBeInstanceOf(AdmissionAborted);
    expect(a.stats().inFlight).toBe(0);
  });

  it("resize: raising the limit admits waiters, lowering it lets in-flight work drain", async () => {
    const a = new Admission({ limit: 1 });
    const held = [track(a), track(a), track(a)];
    await turn();
    expect(a.stats()).toMatchObject({ inFlight: 1, queued: 2 });
    a.resize(3);
    await turn();
    expect(held.every((h) => h.permit)).toBe(true);
    a.resize(1);
    const waiting = track(a);
    held[0]!.permit!.release();
    held[1]!.permit!.release();
    await turn();
    expect(waiting.permit).toBeNull();
    expect(a.stats()).toMatchObject({ inFlight: 1, queued: 1 });
    held[2]!.permit!.release();
    await turn();
    expect(waiting.permit).not.toBeNull();
    expect(() => a.resize(0)).toThrow(RangeError);
  });

  it("defaults by driver", () => {
    expect(defaultDbConcurrency("pglite")).toBe(2);
    expect(defaultDbConcurrency("postgres")).toBe(10);
    expect(() => new Admission({ limit: 0 })).toThrow(RangeError);
  });
});
