import * as Y from "yjs";
import type { DocumentAccessResults } from "@hearth/schema";
import type { CollabApi } from "../api";

/**
 * The persistence half of the REST contract kept in memory, for unit tests of the registry and
 * persistence: an append log with ids and snapshots that cut it. Integration tests use the real API.
 */
export class MemoryCollabApi implements CollabApi {
  readonly docs = new Map<string, { snapshot: Uint8Array | null; log: Array<{ id: number; update: Uint8Array }> }>();
  private nextId = 1;
  loads = 0;
  appendCalls = 0;
  snapshots: Array<{ name: string; throughUpdateId: number }> = [];
  /** Set to make calls fail, as an unreachable API would. */
  failWith: Error | null = null;

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
    if (this.failWith) throw this.failWith;
    const { snapshot, log } = this.entry(name);
    const parts = [...(snapshot ? [snapshot] : []), ...log.map((l) => l.update)];
    return { state: parts.length ? Y.mergeUpdates(parts) : null, lastUpdateId: log.at(-1)?.id ?? 0 };
  }

  async appendUpdates(name: string, updates: Uint8Array[]) {
    this.appendCalls++;
    if (this.failWith) throw this.failWith;
    const doc = this.entry(name);
    for (const update of updates) doc.log.push({ id: this.nextId++, update });
    return this.nextId - 1;
  }

  async storeSnapshot(name: string, state: Uint8Array, throughUpdateId: number) {
    if (this.failWith) throw this.failWith;
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
