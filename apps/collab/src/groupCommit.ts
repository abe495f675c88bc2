import { MAX_APPEND_UPDATES, MAX_BATCH_BASE64, MAX_BATCH_DOCUMENTS, MAX_BATCH_UPDATES } from "@hearth/schema";
import { ApiCallError } from "./api";
import type { BatchAppendOutcome } from "./api";
import { DocumentLog } from "./documentLog";
import type { CallBudget, CommitScheduler, DocumentLogEvents } from "./documentLog";

export interface GroupCommitOptions {
  /** How long the first update of a window waits for company; window + one append stays within the 50 ms promise. */
  windowMs: number;
  /** Upper bounds of one append call (REST contract: `POST /api/collab/updates`). */
  maxBatchDocuments: number;
  maxBatchUpdates: number;
  maxBatchBase64Bytes: number;
  /** Most updates of one document in one call. */
  maxDocumentUpdates: number;
  /** Calls in flight at once: the next window goes out while the previous call is still answered. */
  maxCallsInFlight: number;
  /** Backoff of retries after a transient failure: initial, doubled per failure, capped. */
  retryInitialMs: number;
  retryMaxMs: number;
}

export const DEFAULT_GROUP_COMMIT: GroupCommitOptions = {
  windowMs: 20,
  maxBatchDocuments: MAX_BATCH_DOCUMENTS,
  maxBatchUpdates: MAX_BATCH_UPDATES,
  maxBatchBase64Bytes: MAX_BATCH_BASE64,
  maxDocumentUpdates: MAX_APPEND_UPDATES,
  maxCallsInFlight: 2,
  retryInitialMs: 100,
  retryMaxMs: 5_000,
};

export interface GroupCommitEvents {
  /** A call failed as a whole (API away, 5xx, 429, 401/403); everything it carried is sent again after `delayMs`. */
  retrying?(error: unknown, documents: number, delayMs: number): void;
}

/** The batch append of the REST client (`CollabApi.appendBatch`). */
export type AppendBatch = (
  documents: Array<{ name: string; updates: Uint8Array[]; authors: Array<string | null> }>,
) => Promise<BatchAppendOutcome[]>;

type Batch = Array<{ log: DocumentLog; updates: Uint8Array[]; authors: Array<string | null> }>;

/** Refused for good: any 4xx but 401/403 (the service key, which an operator fixes) and 408/429 (transient). */
const isPermanent = (error: unknown) =>
  error instanceof ApiCallError && !error.transient && error.status !== 401 && error.status !== 403;

/**
 * One group commit for every open document of this process: the updates of all documents that arrive
 * within one window go to the API in one call (one transaction there), answered per document.
 *
 * - A window opens with the first update not yet sent and closes `windowMs` later: then everything
 *   queued goes out, in as few calls as the per-call bounds allow, at most `maxCallsInFlight` at once.
 *   A call in flight does not hold back the next window.
 * - Per-document order: a document's updates are in at most one call at a time; what it received
 *   meanwhile waits for that call's answer and then goes out at once (it missed its window's close).
 * - A call that failed as a whole keeps every update it carried at the head of its document's queue and
 *   is retried with backoff, together with whatever arrived meanwhile: nothing is dropped.
 * - A document the API refuses for good (409 sealed, 400) is answered as refused, alone: the other
 *   documents of the call are stored.
 */
export class GroupCommit implements CommitScheduler {
  /** Documents with updates no call carries yet, in the order they became so. */
  private readonly waiting = new Set<DocumentLog>();
  private inFlight = 0;
  private windowTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  /** Queued updates missed a window's close (their document was in a call, or the calls were all in flight): send at the next answer. */
  private overdue = false;
  private stopped = false;

  constructor(
    private readonly append: AppendBatch,
    private readonly options: GroupCommitOptions = DEFAULT_GROUP_COMMIT,
    private readonly events: GroupCommitEvents = {},
  ) {}

  /** A document's log on this group commit, starting after the stored update `lastUpdateId`. */
  open(name: string, lastUpdateId: number, events: DocumentLogEvents = {}): DocumentLog {
    return new DocumentLog(name, lastUpdateId, this, events);
  }

  /** Append calls waiting for an answer. */
  get callsInFlight(): number {
    return this.inFlight;
  }

  queued(log: DocumentLog): void {
    this.waiting.add(log);
    // An answer due soon or a pending retry takes it; otherwise it opens a window.
    if (this.overdue || this.stopped || this.windowTimer !== null || this.retryTimer !== null) return;
    this.windowTimer = setTimeout(() => {
      this.windowTimer = null;
      this.run();
    }, this.options.windowMs);
  }

  sendNow(): void {
    // While backing off, the retry sends it: calling an API that is away sooner helps nobody.
    if (this.retryTimer === null) this.run();
  }

  forget(log: DocumentLog): void {
    this.waiting.delete(log);
  }

  /** Stops timers; calls in flight are still answered, nothing new is sent. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
  }

  private clearTimers(): void {
    if (this.windowTimer !== null) clearTimeout(this.windowTimer);
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.windowTimer = this.retryTimer = null;
  }

  /** Closes the window: sends everything that may go now. */
  private run(): void {
    if (this.stopped || this.retryTimer !== null) return;
    if (this.windowTimer !== null) clearTimeout(this.windowTimer);
    this.windowTimer = null;
    while (this.inFlight < this.options.maxCallsInFlight) {
      const batch = this.takeBatch();
      if (batch.length === 0) break;
      this.send(batch);
    }
    // Left behind: documents in a call (their next part waits for its answer), or more than the calls
    // in flight could carry. Either way a call is in flight, and its answer sends them.
    this.overdue = this.waiting.size > 0;
  }

  private takeBatch(): Batch {
    const budget: CallBudget = { updates: this.options.maxBatchUpdates, base64Bytes: this.options.maxBatchBase64Bytes };
    const batch: Batch = [];
    for (const log of this.waiting) {
      if (batch.length >= this.options.maxBatchDocuments || budget.updates <= 0) break;
      if (log.inCall) continue;
      const { updates, authors } = log.take(budget, this.options.maxDocumentUpdates, batch.length === 0);
      // The next update does not fit what is left of this call: it opens the next one.
      if (updates.length === 0) break;
      batch.push({ log, updates, authors });
      if (log.unsent === 0) this.waiting.delete(log);
    }
    return batch;
  }

  private send(batch: Batch): void {
    this.inFlight++;
    this.append(batch.map(({ log, updates, authors }) => ({ name: log.name, updates, authors }))).then(
      (outcomes) => this.answered(batch, outcomes),
      (error: unknown) => this.failed(batch, error),
    );
  }

  private answered(batch: Batch, outcomes: BatchAppendOutcome[]): void {
    this.inFlight--;
    const byName = new Map(outcomes.map((outcome) => [outcome.name, outcome]));
    let retryError: unknown = null;
    let retried = 0;
    for (const { log } of batch) {
      const outcome = byName.get(log.name);
      if (outcome && "lastUpdateId" in outcome) log.stored(outcome.lastUpdateId);
      else if (outcome && isPermanent(outcome.error)) log.refused(outcome.error);
      else {
        // Not answered for this document (a contract violation) or a transient error: kept for the retry.
        retryError ??= outcome?.error ?? new ApiCallError(502, `the batch append did not answer for ${log.name}`);
        retried++;
        this.giveBack(log);
      }
    }
    if (retried > 0) return this.backOff(retryError, retried);
    this.failures = 0;
    if (this.overdue) this.run();
  }

  private failed(batch: Batch, error: unknown): void {
    this.inFlight--;
    if (isPermanent(error)) {
      // The whole call refused for good (say 413): every document in it, as if each were refused alone.
      for (const { log } of batch) log.refused(error);
      if (this.overdue) this.run();
      return;
    }
    for (const { log } of batch) this.giveBack(log);
    this.backOff(error, batch.length);
  }

  private giveBack(log: DocumentLog): void {
    log.returned();
    if (!log.stopped) this.waiting.add(log);
  }

  private backOff(error: unknown, documents: number): void {
    this.failures++;
    const delay = Math.min(this.options.retryInitialMs * 2 ** (this.failures - 1), this.options.retryMaxMs);
    this.events.retrying?.(error, documents, delay);
    if (this.stopped) return;
    this.clearTimers();
    this.overdue = false;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.run();
    }, delay);
  }
}
