import type { CollabApi } from "./api";
import { DEFAULT_GROUP_COMMIT, GroupCommit } from "./groupCommit";
import type { GroupCommitOptions } from "./groupCommit";
import type { Logger } from "./logger";
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
 * Durability of one open document: every update goes to the API's append log through a group commit,
 * and the whole state is written as a snapshot now and then so the log stays short.
 */
export class DocumentPersistence {
  private readonly commit: GroupCommit;
  private updatesSinceSnapshot = 0;
  private compacting: Promise<void> | null = null;
  private compactTimer: ReturnType<typeof setTimeout> | null = null;
  /** After a failed snapshot, wait for the timer instead of retrying on every update. */
  private snapshotBackoff = false;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly api: CollabApi,
    /** The full current state, encoded as one Yjs update. */
    private readonly encodeState: () => Uint8Array,
    lastUpdateId: number,
    private readonly metrics: CollabMetrics,
    private readonly log: Logger,
    private readonly options: PersistenceOptions = DEFAULT_PERSISTENCE,
  ) {
    this.commit = new GroupCommit((updates) => api.appendUpdates(name, updates), lastUpdateId, options, {
      persisted: (count) => metrics.add("updatesPersisted", count),
      failed: (error, permanent) => {
        metrics.add("flushFailures");
        const message = permanent ? "the API refused document updates; the next snapshot carries them" : "storing document updates failed; retrying";
        log.error({ err: error, documentName: name }, message);
      },
    });
  }

  /** Updates received but not yet acknowledged by the API. */
  get pending(): number {
    return this.commit.pending;
  }

  record(update: Uint8Array): void {
    this.commit.enqueue(update);
    this.updatesSinceSnapshot++;
    if (this.updatesSinceSnapshot >= this.options.compactEveryUpdates && !this.snapshotBackoff) void this.compact();
    else this.armCompactTimer();
  }

  private armCompactTimer(): void {
    if (this.compactTimer !== null) return;
    this.compactTimer = setTimeout(() => void this.compact(), this.options.compactEveryMs);
    this.compactTimer.unref();
  }

  /** Resolves once every update recorded so far is stored. */
  flush(): Promise<void> {
    return this.commit.flush();
  }

  /** Flushes, then writes a snapshot if anything changed since the last one. Never rejects. */
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
    if (covered === 0) return;
    // The state is taken after the flush: it holds every acknowledged update (and perhaps newer ones,
    // which the log repeats harmlessly because Yjs updates are idempotent).
    const state = this.encodeState();
    const throughUpdateId = this.commit.lastUpdateId;
    try {
      await this.api.storeSnapshot(this.name, state, throughUpdateId);
      this.updatesSinceSnapshot -= covered;
      this.snapshotBackoff = false;
      this.metrics.add("snapshotsStored");
    } catch (error) {
      // Not fatal: the updates are in the log; the next compaction tries again.
      this.metrics.add("flushFailures");
      this.snapshotBackoff = true;
      if (!this.stopped) this.armCompactTimer();
      this.log.warn({ err: error, documentName: this.name }, "storing a document snapshot failed");
    }
  }
}
