/**
 * Request admission: at most `limit` requests work on the database at once; the others wait in
 * arrival order (FIFO) in a bounded queue.
 *
 * Why (measured with bench/gateway.ts): on PGlite every query runs synchronously inside a chain of
 * promises, so a request's whole database work finishes without the event loop ever turning.
 * With 50 requests ready at once, one turn of the loop then ran all of them (100–600 ms), and
 * Node (libuv ≥ 1.45) accepts one new TCP connection per turn: a client's first request waited
 * seconds just to be read. Admitting a few requests at a time, and handing a freed slot to the
 * next one on the next turn (setImmediate), keeps each turn short, so new connections are
 * accepted and requests are served in the order they came.
 */

export interface AdmissionOptions {
  /** Requests working on the database at once (≥ 1). */
  limit: number;
  /** Requests that may wait; the next one is refused (503). */
  maxQueue?: number;
  /** Longest wait in the queue before the request is refused (503), in ms. */
  maxWaitMs?: number;
}

export const DEFAULT_MAX_QUEUE = 1000;
export const DEFAULT_MAX_WAIT_MS = 30_000;
/** Seconds a refused client is told to wait (retry-after). */
export const RETRY_AFTER_SECONDS = 1;

/** Default number of requests on the database at once, by driver. */
export function defaultDbConcurrency(kind: "pglite" | "postgres"): number {
  // PGlite runs one query at a time: a second admitted request overlaps the first one's
  // non-database work (token check, serialisation); more only lengthen each turn of the event loop
  // (bench/gateway.ts: 2 and 3 alike, 4 lets the slow first requests come back under load).
  // PostgreSQL: the pool size of db/client.ts, so that admitted requests rarely wait for a connection.
  return kind === "pglite" ? 2 : 10;
}

/** What an admitted request holds; release it exactly when its work is over (calling twice is harmless). */
export interface Permit {
  release(): void;
}

export type RejectionReason = "queue_full" | "timeout";

/** The request was not admitted: the queue is full or it waited too long. */
export class AdmissionRejected extends Error {
  constructor(readonly reason: RejectionReason) {
    super(
      reason === "queue_full"
        ? "The server is busy; try again shortly"
        : "The server is busy and could not take this request in time; try again shortly",
    );
    this.name = "AdmissionRejected";
  }
}

/** The caller went away while waiting; nothing is owed to it. */
export class AdmissionAborted extends Error {
  constructor() {
    super("The request was abandoned while waiting for admission");
    this.name = "AdmissionAborted";
  }
}

/** Current figures, for metrics and health pages. */
export interface AdmissionStats {
  limit: number;
  inFlight: number;
  queued: number;
  maxQueue: number;
  /** Totals since start. */
  admitted: number;
  rejected: number;
  abandoned: number;
}

interface Waiter {
  state: "queued" | "granting" | "done";
  resolve(permit: Permit): void;
  reject(error: Error): void;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | null;
  timer: ReturnType<typeof setTimeout> | null;
}

export class Admission {
  private limitValue: number;
  private readonly maxQueue: number;
  private readonly maxWaitMs: number;
  private inFlight = 0;
  /** A Set keeps insertion order (FIFO) and removes an abandoned waiter in O(1). */
  private readonly waiters = new Set<Waiter>();
  private admitted = 0;
  private rejected = 0;
  private abandoned = 0;

  constructor(o: AdmissionOptions) {
    this.limitValue = checkLimit(o.limit);
    this.maxQueue = o.maxQueue ?? DEFAULT_MAX_QUEUE;
    this.maxWaitMs = o.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  }

  get limit(): number {
    return this.limitValue;
  }

  stats(): AdmissionStats {
    return {
      limit: this.limitValue,
      inFlight: this.inFlight,
      queued: this.waiters.size,
      maxQueue: this.maxQueue,
      admitted: this.admitted,
      rejected: this.rejected,
      abandoned: this.abandoned,
    };
  }

  /**
   * A permit now when a slot is free and nobody waits, else after everyone who came earlier.
   * Rejects with AdmissionRejected (queue full, waited too long) or AdmissionAborted (signal).
   */
  acquire(signal?: AbortSignal): Promise<Permit> {
    if (signal?.aborted) {
      this.abandoned += 1;
      return Promise.reject(new AdmissionAborted());
    }
    if (this.inFlight < this.limitValue && this.waiters.size === 0) {
      this.inFlight += 1;
      this.admitted += 1;
      return Promise.resolve(this.permit());
    }
    if (this.waiters.size >= this.maxQueue) {
      this.rejected += 1;
      return Promise.reject(new AdmissionRejected("queue_full"));
    }
    return new Promise<Permit>((resolve, reject) => {
      const waiter: Waiter = { state: "queued", resolve, reject, signal, onAbort: null, timer: null };
      waiter.timer = setTimeout(() => this.drop(waiter, new AdmissionRejected("timeout")), this.maxWaitMs);
      if (signal) {
        waiter.onAbort = () => this.drop(waiter, new AdmissionAborted());
        signal.addEventListener("abort", waiter.onAbort, { once: true });
      }
      this.waiters.add(waiter);
    });
  }

  /** Changes the limit; raising it admits waiters at once, lowering it lets in-flight work drain. */
  resize(limit: number): void {
    this.limitValue = checkLimit(limit);
    while (this.inFlight < this.limitValue && this.waiters.size > 0) {
      this.inFlight += 1;
      this.handOff();
    }
  }

  private permit(): Permit {
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.onRelease();
      },
    };
  }

  private onRelease(): void {
    // The slot passes to the next waiter without becoming free, so nobody can jump the queue.
    if (this.waiters.size > 0 && this.inFlight <= this.limitValue) this.handOff();
    else this.inFlight -= 1;
  }

  /** Gives the slot the caller holds to the first waiter, on the next turn of the event loop. */
  private handOff(): void {
    const waiter = this.waiters.values().next().value as Waiter;
    this.waiters.delete(waiter);
    this.settle(waiter, "granting");
    // Not now: the releasing request's promise chain would run straight into the next request's
    // database work, and the event loop would never get to read sockets in between.
    setImmediate(() => {
      waiter.state = "done";
      const permit = this.permit();
      if (waiter.signal?.aborted) {
        // Abandoned between hand-off and now: pass the slot on.
        this.abandoned += 1;
        waiter.reject(new AdmissionAborted());
        permit.release();
        return;
      }
      this.admitted += 1;
      waiter.resolve(permit);
    });
  }

  /** Takes a waiter out of the queue for good: it timed out or its caller went away. */
  private drop(waiter: Waiter, error: AdmissionRejected | AdmissionAborted): void {
    if (waiter.state !== "queued") return;
    this.waiters.delete(waiter);
    this.settle(waiter, "done");
    if (error instanceof AdmissionRejected) this.rejected += 1;
    else this.abandoned += 1;
    waiter.reject(error);
  }

  private settle(waiter: Waiter, state: Waiter["state"]): void {
    waiter.state = state;
    if (waiter.timer) clearTimeout(waiter.timer);
    waiter.timer = null;
    if (waiter.onAbort) waiter.signal?.removeEventListener("abort", waiter.onAbort);
    waiter.onAbort = null;
  }
}

function checkLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`admission limit must be a whole number ≥ 1, got ${limit}`);
  return limit;
}
