import { MAX_UPDATE_BASE64 } from "@hearth/schema";
import { ApiCallError } from "./api";

export interface GroupCommitOptions {
  /** How long the first update of a batch waits for company; window + one append stays within the 50 ms promise. */
  windowMs: number;
  /** Upper bounds of one append call (the REST contract takes at most 1000 updates of ≤ 2 MiB base64 each). */
  maxBatchUpdates: number;
  maxBatchBase64Bytes: number;
  /** Backoff of retries after a transient failure: initial, doubled per failure, capped. */
  retryInitialMs: number;
  retryMaxMs: number;
}

export const DEFAULT_GROUP_COMMIT: GroupCommitOptions = {
  windowMs: 20,
  maxBatchUpdates: 1000,
  maxBatchBase64Bytes: MAX_UPDATE_BASE64,
  retryInitialMs: 100,
  retryMaxMs: 5_000,
};

export interface GroupCommitEvents {
  persisted?(count: number, lastUpdateId: number): void;
  /** `permanent`: the API refused the batch for good (4xx); it is not retried (the next snapshot still carries it). */
  failed?(error: unknown, permanent: boolean): void;
}

/**
 * Batches a document's updates into few append calls: every update is sent at most `windowMs` after it
 * arrived, or right after the call in flight returns. One call at a time keeps the log in arrival order;
 * a transient failure keeps the batch at the head of the queue and retries it with backoff, so nothing
 * is dropped while the API is away.
 */
export class GroupCommit {
  private readonly queue: Uint8Array[] = [];
  /** Updates ever enqueued, and those stored (or refused for good): positions in one running sequence. */
  private enqueued = 0;
  private settled = 0;
  private inFlight = false;
  private windowTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private waiters: Array<{ position: number; resolve: () => void }> = [];
  private stopped = false;
  /** Id of the last update the API acknowledged; a snapshot may claim everything up to it. */
  lastUpdateId: number;

  constructor(
    private readonly append: (updates: Uint8Array[]) => Promise<number>,
    lastUpdateId: number,
    private readonly options: GroupCommitOptions = DEFAULT_GROUP_COMMIT,
    private readonly events: GroupCommitEvents = {},
  ) {
    this.lastUpdateId = lastUpdateId;
  }

  /** Updates waiting to be stored (including the batch in flight). */
  get pending(): number {
    return this.enqueued - this.settled;
  }

  enqueue(update: Uint8Array): void {
    if (this.stopped) throw new Error("group commit stopped");
    this.queue.push(update);
    this.enqueued++;
    // A batch in flight or a pending retry will pick this update up when it finishes.
    if (!this.inFlight && this.retryTimer === null && this.windowTimer === null) {
      this.windowTimer = setTimeout(() => {
        this.windowTimer = null;
        this.run();
      }, this.options.windowMs);
    }
  }

  /** Stores everything enqueued so far without waiting for the window; resolves once it is stored. */
  flush(): Promise<void> {
    const position = this.enqueued;
    if (this.settled >= position) return Promise.resolve();
    const done = new Promise<void>((resolve) => this.waiters.push({ position, resolve }));
    if (!this.inFlight) {
      this.clearTimers();
      this.run();
    }
    return done;
  }

  /** Stops timers; whatever is still queued stays unsent (call `flush()` first). */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
  }

  private clearTimers(): void {
    if (this.windowTimer !== null) clearTimeout(this.windowTimer);
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.windowTimer = this.retryTimer = null;
  }

  private run(): void {
    if (this.inFlight || this.stopped || this.queue.length === 0) return;
    const batch = this.takeBatch();
    this.inFlight = true;
    this.append(batch).then(
      (lastUpdateId) => {
        this.failures = 0;
        this.lastUpdateId = Math.max(this.lastUpdateId, lastUpdateId);
        this.settle(batch.length);
        this.events.persisted?.(batch.length, lastUpdateId);
      },
      (error: unknown) => {
        const permanent = error instanceof ApiCallError && !error.transient && error.status !== 401 && error.status !== 403;
        this.events.failed?.(error, permanent);
        if (permanent) {
          this.settle(batch.length);
          return;
        }
        this.inFlight = false;
        this.failures++;
        const delay = Math.min(this.options.retryInitialMs * 2 ** (this.failures - 1), this.options.retryMaxMs);
        if (!this.stopped) {
          this.retryTimer = setTimeout(() => {
            this.retryTimer = null;
            this.run();
          }, delay);
        }
      },
    );
  }

  /** The head of the queue within the per-call bounds; always at least one update. */
  private takeBatch(): Uint8Array[] {
    let bytes = 0;
    let count = 0;
    for (const update of this.queue) {
      const size = Math.ceil(update.byteLength / 3) * 4;
      if (count > 0 && (count >= this.options.maxBatchUpdates || bytes + size > this.options.maxBatchBase64Bytes)) break;
      bytes += size;
      count++;
    }
    return this.queue.slice(0, count);
  }

  private settle(count: number): void {
    this.queue.splice(0, count);
    this.settled += count;
    this.inFlight = false;
    const ready = this.waiters.filter((w) => w.position <= this.settled);
    this.waiters = this.waiters.filter((w) => w.position > this.settled);
    for (const waiter of ready) waiter.resolve();
    // Updates that arrived during the call have already waited; send them at once.
    if (this.queue.length > 0) this.run();
  }
}
