/** What a document's log asks of the process-wide group commit (groupCommit.ts). */
export interface CommitScheduler {
  /** The log has updates to send: they go out with the current window, or open one. */
  queued(log: DocumentLog): void;
  /** Send what is queued now, without waiting for the window. */
  sendNow(): void;
  /** The log is stopped: never take from it again. */
  forget(log: DocumentLog): void;
}

export interface DocumentLogEvents {
  persisted?(count: number, lastUpdateId: number): void;
  /** The API refused this document's updates for good (409 sealed, 400): not retried; the next snapshot carries them. */
  refused?(error: unknown): void;
}

/** Remaining room in the call being assembled. */
export interface CallBudget {
  updates: number;
  base64Bytes: number;
}

/** Bytes of an update once base64-encoded, as the REST contract counts them. */
export const base64Size = (update: Uint8Array) => Math.ceil(update.byteLength / 3) * 4;

/**
 * One document's share of the group commit: its updates in arrival order, of which at most one call
 * carries a part at a time, so its log keeps their order; what is stored, refused, or covered by a
 * snapshot; and the waiters for those marks.
 *
 * Updates are numbered by arrival (positions 0, 1, …). `enqueuedCount` is how many arrived; `storedCount`
 * how many of the first ones are durable: appended, or carried by a snapshot (`coveredBySnapshot`) when
 * the API refused them for good. `whenStored(mark)` waits until the first `mark` updates are durable.
 */
export class DocumentLog {
  /** Updates not answered yet with their authors, oldest first; the first `inCallCount` of them are in the call in flight. */
  private readonly queue: Array<{ update: Uint8Array; author: string | null }> = [];
  private inCallCount = 0;
  /** Updates ever enqueued, and those answered (stored or refused for good): positions in one running sequence. */
  private enqueued = 0;
  private settled = 0;
  /** Position ranges [start, end) the API refused for good and no snapshot has covered yet, oldest first. */
  private refusedRanges: Array<{ start: number; end: number }> = [];
  /** Every position below this one is in a stored snapshot. */
  private snapshotMark = 0;
  /** Waiters of `flush()` (answered) and `whenStored()` (durable). */
  private waiters: Array<{ position: number; durable: boolean; resolve: () => void }> = [];
  private stoppedFlag = false;
  /** Id of the last update the API acknowledged; a snapshot may claim everything up to it. */
  lastUpdateId: number;

  constructor(
    readonly name: string,
    lastUpdateId: number,
    private readonly scheduler: CommitScheduler,
    private readonly events: DocumentLogEvents = {},
  ) {
    this.lastUpdateId = lastUpdateId;
  }

  /** Updates waiting to be stored (including those in a call). */
  get pending(): number {
    return this.enqueued - this.settled;
  }

  /** Updates enqueued so far; a mark for `whenStored`. */
  get enqueuedCount(): number {
    return this.enqueued;
  }

  /** How many of the first updates are durable (appended, or in a stored snapshot). */
  get storedCount(): number {
    return Math.max(this.snapshotMark, this.refusedRanges[0]?.start ?? this.settled);
  }

  get stopped(): boolean {
    return this.stoppedFlag;
  }

  /** A call carries some of this document's updates: the next part waits for its answer. */
  get inCall(): boolean {
    return this.inCallCount > 0;
  }

  /** Updates no call carries yet. */
  get unsent(): number {
    return this.queue.length - this.inCallCount;
  }

  /**
   * Resolves once the first `mark` updates are durable. An update the API refused holds every later mark
   * back until a snapshot covers it; after `stop()` it never resolves (nobody is left to tell).
   */
  whenStored(mark: number): Promise<void> {
    if (this.storedCount >= mark) return Promise.resolve();
    return new Promise<void>((resolve) => this.waiters.push({ position: mark, durable: true, resolve }));
  }

  /** A snapshot holding the first `mark` updates is stored: refused ones among them are durable now. */
  coveredBySnapshot(mark: number): void {
    if (mark <= this.snapshotMark) return;
    this.snapshotMark = mark;
    this.refusedRanges = this.refusedRanges
      .filter((range) => range.end > mark)
      .map((range) => ({ start: Math.max(range.start, mark), end: range.end }));
    this.wake();
  }

  /** An update to store, and the user it came from (null: none; the API records no authorship for it). */
  enqueue(update: Uint8Array, author: string | null = null): void {
    if (this.stoppedFlag) throw new Error("document log stopped");
    this.queue.push({ update, author });
    this.enqueued++;
    this.scheduler.queued(this);
  }

  /** Stores everything enqueued so far without waiting for the window; resolves once the API answered (stored, or refused for good). */
  flush(): Promise<void> {
    const position = this.enqueued;
    if (this.settled >= position) return Promise.resolve();
    const done = new Promise<void>((resolve) => this.waiters.push({ position, durable: false, resolve }));
    this.scheduler.sendNow();
    return done;
  }

  /** Leaves the group commit; whatever is still queued stays unsent (call `flush()` first). */
  stop(): void {
    this.stoppedFlag = true;
    this.scheduler.forget(this);
  }

  // The group commit's side: a call takes the head of the queue, and its answer settles it.

  /** Puts the oldest unsent updates that fit `budget` into a call (one at least when `atLeastOne`), and charges the budget. */
  take(
    budget: CallBudget,
    maxUpdates: number,
    atLeastOne: boolean,
  ): { updates: Uint8Array[]; authors: Array<string | null> } {
    if (this.inCallCount > 0) return { updates: [], authors: [] };
    let count = 0;
    let bytes = 0;
    for (const { update } of this.queue) {
      const size = base64Size(update);
      const fits = count < Math.min(maxUpdates, budget.updates) && bytes + size <= budget.base64Bytes;
      if (!fits && !(atLeastOne && count === 0)) break;
      bytes += size;
      count++;
    }
    budget.updates -= count;
    budget.base64Bytes -= bytes;
    this.inCallCount = count;
    const taken = this.queue.slice(0, count);
    return { updates: taken.map((entry) => entry.update), authors: taken.map((entry) => entry.author) };
  }

  /** The call stored the updates it carried. */
  stored(lastUpdateId: number): void {
    const count = this.inCallCount;
    this.lastUpdateId = Math.max(this.lastUpdateId, lastUpdateId);
    this.settle(count);
    this.events.persisted?.(count, lastUpdateId);
  }

  /** The API refused the updates the call carried for good: answered, but durable only once a snapshot holds them. */
  refused(error: unknown): void {
    // The part a snapshot already holds is durable anyway.
    const range = { start: Math.max(this.settled, this.snapshotMark), end: this.settled + this.inCallCount };
    if (range.end > range.start) this.refusedRanges.push(range);
    this.settle(this.inCallCount);
    this.events.refused?.(error);
  }

  /** The call failed (or said nothing of this document): its updates stay at the head of the queue for the retry. */
  returned(): void {
    this.inCallCount = 0;
  }

  private settle(count: number): void {
    this.queue.splice(0, count);
    this.settled += count;
    this.inCallCount = 0;
    this.wake();
  }

  private wake(): void {
    if (this.waiters.length === 0) return;
    const stored = this.storedCount;
    const isReady = (w: { position: number; durable: boolean }) => w.position <= (w.durable ? stored : this.settled);
    const ready = this.waiters.filter(isReady);
    if (ready.length === 0) return;
    this.waiters = this.waiters.filter((w) => !isReady(w));
    for (const waiter of ready) waiter.resolve();
  }
}
