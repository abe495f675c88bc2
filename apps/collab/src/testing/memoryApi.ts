import * as Y from "yjs";
import type { DocumentAccessResults } from "@hearth/schema";
import { ApiCallError } from "../api";
import type { BatchAppendOutcome, BatchDocument, CollabApi } from "../api";

/**
 * The persistence half of the REST contract kept in memory, for unit tests of the registry and
 * persistence: an append log with ids and snapshots that cut it. Integration tests use the real API.
 */
export class MemoryCollabApi implements CollabApi {
  readonly docs = new Map<string, { snapshot: Uint8Array | null; log: Array<{ id: number; update: Uint8Array }> }>();
  private nextId = 1;
  loads = 0;
  /** Append calls of either kind; `batches` lists each batch call's documents and update counts. */
  appendCalls = 0;
  batches: Array<Array<{ name: string; updates: number }>> = [];
  /** The author of each update stored by a batch append, per document, in order. */
  readonly authors = new Map<string, Array<string | null>>();
  snapshots: Array<{ name: string; throughUpdateId: number }> = [];
  /** Set to make calls fail, as an unreachable API would. */
  failWith: Error | null = null;
  /** Sealed documents: appends and snapshots are refused with 409, as the API does. */
  readonly sealed = new Set<string>();
  /** Documents whose appends are refused with this error (say a 400), as the API refuses updates that are not Yjs. */
  readonly refuse = new Map<string, ApiCallError>();
  /** While set, `loadState` waits for it (a slow load). */
  loadGate: Promise<void> | null = null;

  async access(): Promise<DocumentAccessResults> {
    throw new Error("not used by these tests");
  }

  private entry(name: string) {
    let doc = this.docs.get(name);
    if (!doc) this.docs.set(name, (doc = { snapshot: null, log: [] }));
    return doc;
  }

  async loadState(name: string) {
    this.loads++;
    if (this.loadGate) await this.loadGate;
    if (this.failWith) throw this.failWith;
    const { snapshot, log } = this.entry(name);
    const parts = [...(snapshot ? [snapshot] : []), ...log.map((l) => l.update)];
    return {
      state: parts.length ? Y.mergeUpdates(parts) : null,
      lastUpdateId: log.at(-1)?.id ?? 0,
      sealed: this.sealed.has(name),
    };
  }

  async appendUpdates(name: string, updates: Uint8Array[]) {
    this.appendCalls++;
    if (this.failWith) throw this.failWith;
    if (this.sealed.has(name)) throw new ApiCallError(409, "This document is signed and can no longer change");
    const doc = this.entry(name);
    for (const update of updates) doc.log.push({ id: this.nextId++, update });
    return this.nextId - 1;
  }

  /** One transaction per call, as the API does: per-document refusals, or the whole call failing with `failWith`. */
  async appendBatch(documents: ReadonlyArray<BatchDocument>): Promise<BatchAppendOutcome[]> {
    this.appendCalls++;
    this.batches.push(documents.map(({ name, updates }) => ({ name, updates: updates.length })));
    if (this.failWith) throw this.failWith;
    return documents.map(({ name, updates, authors }) => {
      const refusal =
        this.refuse.get(name) ??
        (this.sealed.has(name) ? new ApiCallError(409, "This document is signed and can no longer change") : null);
      if (refusal) return { name, error: refusal };
      const doc = this.entry(name);
      for (const update of updates) doc.log.push({ id: this.nextId++, update });
      this.authors.set(name, [...(this.authors.get(name) ?? []), ...authors]);
      return { name, lastUpdateId: this.nextId - 1 };
    });
  }

  async storeSnapshot(name: string, state: Uint8Array, throughUpdateId: number) {
    if (this.failWith) throw this.failWith;
    if (this.sealed.has(name)) throw new ApiCallError(409, "This document is signed and can no longer change");
    const doc = this.entry(name);
    doc.snapshot = state;
    doc.log = doc.log.filter((l) => l.id > throughUpdateId);
    this.snapshots.push({ name, throughUpdateId });
  }

  /** The stored document's text, as a fresh load would see it. */
  async storedText(name: string, root = "t"): Promise<string> {
    const { state } = await this.loadState(name);
    const doc = new Y.Doc();
    if (state) Y.applyUpdate(doc, state);
    const text = doc.getText(root).toString();
    doc.destroy();
    return text;
  }
}
