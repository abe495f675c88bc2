import type { CollabApi } from "./api";
import { GroupCommit } from "./groupCommit";
import type { LockedNames } from "./locking";
import type { Logger } from "@hearth/logger";
import type { CollabMetrics } from "./metrics";
import { DEFAULT_PERSISTENCE, DocumentPersistence } from "./persistence";
import type { PersistenceOptions } from "./persistence";
import { SharedDoc } from "./sharedDoc";

/**
 * The open documents of this process. A document is loaded from the API on first open, shared by every
 * connection to it, and leaves memory once the last connection released it and everything is stored.
 */
export class DocumentRegistry {
  private readonly open = new Map<string, SharedDoc>();
  private readonly loading = new Map<string, Promise<SharedDoc>>();
  /** `document.patched` updates that arrived while their document was loading, applied right after the load. */
  private readonly patchesDuringLoad = new Map<string, Uint8Array[]>();
  private readonly unloading = new Set<Promise<void>>();
  /** One group commit for every document of this process. */
  private readonly groupCommit: GroupCommit;
  private closed = false;

  constructor(
    private readonly api: CollabApi,
    private readonly locks: LockedNames,
    private readonly metrics: CollabMetrics,
    private readonly log: Logger,
    private readonly persistence: PersistenceOptions = DEFAULT_PERSISTENCE,
  ) {
    this.groupCommit = new GroupCommit((documents) => api.appendBatch(documents), persistence, {
      retrying: (error, documents, delayMs) => {
        metrics.add("flushFailures");
        log.error({ err: error, documents, retryInMs: delayMs }, "storing document updates failed; retrying");
      },
    });
  }

  get size(): number {
    return this.open.size;
  }

  get(name: string): SharedDoc | undefined {
    return this.open.get(name);
  }

  /**
   * The document, loaded if need be, with a hold taken for the caller; every `acquire` is balanced by
   * one `release`. Rejects when the API cannot load it.
   */
  async acquire(name: string): Promise<SharedDoc> {
    if (this.closed) throw new Error("collab server is closing");
    const ready = this.open.get(name);
    if (ready) {
      ready.holds++;
      return ready;
    }
    let pending = this.loading.get(name);
    if (!pending) {
      this.patchesDuringLoad.set(name, []);
      pending = this.load(name).finally(() => {
        this.loading.delete(name);
        this.patchesDuringLoad.delete(name);
      });
      this.loading.set(name, pending);
    }
    const shared = await pending;
    // Taken in the same tick as the load resolves, before any release can see zero holds.
    shared.holds++;
    return shared;
  }

  release(shared: SharedDoc): void {
    shared.holds--;
    // After close every document has been stored and destroyed already.
    if (shared.holds > 0 || this.closed) return;
    const unloading = this.unload(shared).finally(() => this.unloading.delete(unloading));
    this.unloading.add(unloading);
  }

  /** Makes a document read-only for every connection, now and for connections being admitted meanwhile. */
  lock(name: string): void {
    this.locks.lock(name);
    this.open.get(name)?.lock();
  }

  /** Makes a document editable again (connections admitted read-only stay read-only). */
  unlock(name: string): void {
    this.locks.unlock(name);
    this.open.get(name)?.unlock();
  }

  /**
   * An update the API already stored: applied to the open copy (and relayed to its peers), or queued for
   * the load in progress, which may or may not contain it already (Yjs updates are idempotent). A
   * document that is not open ignores it: its next load reads it from storage.
   */
  patch(name: string, update: Uint8Array): void {
    const open = this.open.get(name);
    if (open) return this.applyPatch(open, update);
    this.patchesDuringLoad.get(name)?.push(update);
  }

  private applyPatch(shared: SharedDoc, update: Uint8Array): void {
    try {
      shared.applyPatch(update);
      this.metrics.add("patchesApplied");
    } catch (error) {
      this.log.error({ err: error, documentName: shared.name }, "a document patch from the API does not apply");
    }
  }

  /**
   * Waits until every document is stored and unloaded. Connections must be closed first (the server
   * does). After `timeoutMs`, documents whose updates the API still refuses are given up, loudly.
   */
  async close(timeoutMs = 10_000): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.loading.values());
    const settleAll = Promise.all([
      ...this.unloading,
      ...[...this.open.values()].map((shared) => shared.getPersistence()?.settle()),
    ]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), timeoutMs);
    });
    const outcome = await Promise.race([settleAll, timedOut]);
    clearTimeout(timer);
    for (const shared of this.open.values()) {
      const pending = shared.getPersistence()?.pending ?? 0;
      if (outcome === "timeout" && pending > 0) {
        this.log.error(
          { documentName: shared.name, pending },
          "collab server closed with document updates the API has not stored",
        );
      }
      shared.destroy();
    }
    this.open.clear();
    this.groupCommit.stop();
  }

  private async load(name: string): Promise<SharedDoc> {
    const stored = await this.api.loadState(name);
    const shared = new SharedDoc(name);
    if (stored.state) shared.loadState(stored.state);
    // Nobody is attached yet, and patches are never stored again: applying them now relays nothing.
    for (const update of this.patchesDuringLoad.get(name) ?? []) this.applyPatch(shared, update);
    this.patchesDuringLoad.delete(name);
    shared.usePersistence(
      new DocumentPersistence(
        name,
        this.api,
        this.groupCommit,
        () => shared.encodeState(),
        stored.lastUpdateId,
        this.metrics,
        this.log,
        this.persistence,
      ),
    );
    // Sealed in storage (survives a restart of this server), or locked by an event newer than the load.
    if (stored.sealed || this.locks.isLocked(name)) shared.lock();
    this.open.set(name, shared);
    return shared;
  }

  private async unload(shared: SharedDoc): Promise<void> {
    await shared.getPersistence()?.settle();
    // Somebody may have opened it again while it was being stored: then it stays.
    if (shared.holds > 0 || this.open.get(shared.name) !== shared) return;
    this.open.delete(shared.name);
    shared.destroy();
  }
}
