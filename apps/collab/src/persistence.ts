import type { CollabApi } from "./api";
import type { DocumentLog } from "./documentLog";
import { DEFAULT_GROUP_COMMIT } from "./groupCommit";
import type { GroupCommit, GroupCommitOptions } from "./groupCommit";
import type { Logger } from "@hearth/logger";
import type { CollabMetrics } from "./metrics";

export interface PersistenceOptions extends GroupCommitOptions {
  /** Compact the update log into a snapshot after this many updates… */
  compactEveryUpdates: number;
  /** …or this long after the first update since the last snapshot. */
  compactEveryMs: number;
}

export const DEFAULT_PERSISTENCE: PersistenceOptions = {
  ...DEFAULT_GROUP_COMMIT,
  compactEveryUpdates: 200,
  compactEveryMs: 60_000,
};

/**
 * Durability of one open document: every update goes to the API's append log through the process's
 * group commit (shared by every open document), and the whole state is written as a snapshot now and
 * then so the log stays short. A locked (sealed) document is never compacted: the API refuses it, and
 * its stored state is final.
 */
export class DocumentPersistence {
  private readonly commit: DocumentLog;
  private updatesSinceSnapshot = 0;
  private compacting: Promise<void> | null = null;
  private compactTimer: ReturnType<typeof setTimeout> | null = null;
  /** After a failed snapshot, wait for the timer instead of retrying on every update. */
  private snapshotBackoff = false;
  /** The next compaction writes a snapshot even when no update arrived since the last one. */
  private snapshotWanted = false;
  private locked = false;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly api: CollabApi,
    groupCommit: GroupCommit,
    /** The full current state, encoded as one Yjs update. */
    private readonly encodeState: () => Uint8Array,
    lastUpdateId: number,
    private readonly metrics: CollabMetrics,
    private readonly log: Logger,
    private readonly options: PersistenceOptions = DEFAULT_PERSISTENCE,
  ) {
    // Calls that fail as a whole are counted and logged once by the group commit's owner (documents.ts).
    this.commit = groupCommit.open(name, lastUpdateId, {
      persisted: (count) => metrics.add("updatesPersisted", count),
      refused: (error) => {
        metrics.add("flushFailures");
        log.error(
          { err: error, documentName: name },
          "the API refused document updates; the next snapshot carries them",
        );
        // Refused updates are durable only once a snapshot holds them (and acknowledgements wait for that).
        if (!this.locked) this.snapshotSoon();
      },
    });
  }

  /** Updates received but not yet acknowledged by the API. */
  get pending(): number {
    return this.commit.pending;
  }

  /** Updates recorded so far: a mark for `whenStored`. */
  get recorded(): number {
    return this.commit.enqueuedCount;
  }

  /** How many of the first recorded updates are durable. */
  get stored(): number {
    return this.commit.storedCount;
  }

  /** Resolves once the first `mark` recorded updates are durable (appended, or in a stored snapshot). */
  whenStored(mark: number): Promise<void> {
    return this.commit.whenStored(mark);
  }

  /** While locked, compaction is skipped (the API would refuse it). */
  setLocked(locked: boolean): void {
    this.locked = locked;
  }

  /** Writes a snapshot of the whole state as soon as possible, even if no update arrived since the last one. */
  snapshotSoon(): void {
    this.snapshotWanted = true;
    const running = this.compacting;
    if (running === null) {
      void this.compact();
      return;
    }
    // The compaction in flight may have taken its state before the reason for this one: run again after it.
    void running.then(() => {
      if (this.snapshotWanted && !this.stopped) void this.compact();
    });
  }

  /** An update applied to the document, and the user whose socket sent it (null: none). */
  record(update: Uint8Array, author: string | null): void {
    this.commit.enqueue(update, author);
    this.updatesSinceSnapshot++;
    if (this.updatesSinceSnapshot >= this.options.compactEveryUpdates && !this.snapshotBackoff) void this.compact();
    else this.armCompactTimer();
  }

  private armCompactTimer(): void {
    if (this.compactTimer !== null) return;
    this.compactTimer = setTimeout(() => void this.compact(), this.options.compactEveryMs);
    this.compactTimer.unref();
  }

  /** Resolves once the API answered for every update recorded so far (stored, or refused for good). */
  flush(): Promise<void> {
    return this.commit.flush();
  }

  /** Flushes, then writes a snapshot if anything changed since the last one (and the document is not locked). Never rejects. */
  compact(): Promise<void> {
    this.compacting ??= this.runCompaction().finally(() => {
      this.compacting = null;
    });
    return this.compacting;
  }

  /** Everything stored and compacted: what must happen before the document leaves memory. */
  async settle(): Promise<void> {
    await this.flush();
    await this.compact();
  }

  stop(): void {
    this.stopped = true;
    if (this.compactTimer !== null) clearTimeout(this.compactTimer);
    this.compactTimer = null;
    this.commit.stop();
  }

  private async runCompaction(): Promise<void> {
    if (this.compactTimer !== null) clearTimeout(this.compactTimer);
    this.compactTimer = null;
    await this.flush();
    const covered = this.updatesSinceSnapshot;
    if (this.locked || (covered === 0 && !this.snapshotWanted)) return;
    // The state is taken after the flush: it holds every acknowledged update (and perhaps newer ones,
    // which the log repeats harmlessly because Yjs updates are idempotent). It holds every update
    // recorded so far too, refused ones included: the mark is taken in the same tick.
    const state = this.encodeState();
    const mark = this.commit.enqueuedCount;
    const throughUpdateId = this.commit.lastUpdateId;
    this.snapshotWanted = false;
    try {
      await this.api.storeSnapshot(this.name, state, throughUpdateId);
      this.updatesSinceSnapshot -= covered;
      this.snapshotBackoff = false;
      this.commit.coveredBySnapshot(mark);
      this.metrics.add("snapshotsStored");
    } catch (error) {
      // Not fatal: the updates are in the log; the next compaction tries again.
      this.metrics.add("flushFailures");
      this.snapshotBackoff = true;
      this.snapshotWanted = true;
      if (!this.stopped) this.armCompactTimer();
      this.log.warn({ err: error, documentName: this.name }, "storing a document snapshot failed");
    }
  }
}
