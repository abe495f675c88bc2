import { afterEach, describe, expect, it, vi } from "vitest";
import type * as Y from "yjs";
import { ApiCallError } from "./api";
import { DocumentRegistry } from "./documents";
import { LockedNames } from "./locking";
import { createLogger } from "@hearth/logger";
import { CollabMetrics } from "./metrics";
import { DEFAULT_PERSISTENCE } from "./persistence";
import type { PersistenceOptions } from "./persistence";
import { MemoryCollabApi } from "./testing/memoryApi";

const silent = createLogger({ app: "collab", level: "silent" });

function registryWith(options: Partial<PersistenceOptions> = {}) {
  const api = new MemoryCollabApi();
  const metrics = new CollabMetrics();
  const locks = new LockedNames();
  const registry = new DocumentRegistry(api, locks, metrics, silent, { ...DEFAULT_PERSISTENCE, ...options });
  return { api, metrics, locks, registry };
}

const type = (doc: Y.Doc, text: string) => doc.getText("t").insert(doc.getText("t").length, text);

let registries: DocumentRegistry[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(registries.map((r) => r.close(1_000)));
  registries = [];
});

describe("document registry", () => {
  it("loads a document once for concurrent openers and shares it", async () => {
    const { api, registry } = registryWith();
    registries.push(registry);
    const [a, b] = await Promise.all([registry.acquire("handoff.1"), registry.acquire("handoff.1")]);
    expect(a).toBe(b);
    expect(a.holds).toBe(2);
    expect(api.loads).toBe(1);
    expect(registry.size).toBe(1);
  });

  it("stores and compacts when the last holder leaves, then unloads", async () => {
    const { api, registry, metrics } = registryWith();
    registries.push(registry);
    const shared = await registry.acquire("handoff.1");
    type(shared.doc, "kept");
    registry.release(shared);
    await vi.waitFor(() => expect(registry.size).toBe(0));
    expect(api.snapshots).toHaveLength(1);
    expect(api.docs.get("handoff.1")!.log).toEqual([]);
    expect(await api.storedText("handoff.1")).toBe("kept");
    expect(metrics.snapshot().updatesPersisted).toBe(1);

    const again = await registry.acquire("handoff.1");
    expect(again).not.toBe(shared);
    expect(again.doc.getText("t").toString()).toBe("kept");
  });

  it("keeps a document that is opened again while it is being stored", async () => {
    const { registry } = registryWith();
    registries.push(registry);
    const shared = await registry.acquire("handoff.1");
    type(shared.doc, "x");
    registry.release(shared);
    const again = await registry.acquire("handoff.1");
    expect(again).toBe(shared);
    await new Promise((r) => setTimeout(r, 50));
    expect(registry.size).toBe(1);
    type(again.doc, "y");
    registry.release(again);
    await vi.waitFor(() => expect(registry.size).toBe(0));
  });

  it("keeps a document in memory while the API refuses its updates, and stores them once it is back", async () => {
    const { api, registry } = registryWith({ retryInitialMs: 5, retryMaxMs: 20 });
    registries.push(registry);
    const shared = await registry.acquire("handoff.1");
    api.failWith = new ApiCallError(0, "unreachable");
    type(shared.doc, "not lost");
    registry.release(shared);
    await new Promise((r) => setTimeout(r, 100));
    expect(registry.size).toBe(1);
    api.failWith = null;
    await vi.waitFor(() => expect(registry.size).toBe(0));
    expect(await api.storedText("handoff.1")).toBe("not lost");
  });

  it("stores the updates of every open document in one call per window, and unloads each once its own are stored", async () => {
    const { api, registry } = registryWith({ windowMs: 20 });
    registries.push(registry);
    const docs = await Promise.all(["handoff.1", "handoff.2", "groupNote.3"].map((name) => registry.acquire(name)));
    api.sealed.add("groupNote.3");
    for (const [i, shared] of docs.entries()) type(shared.doc, `text ${i}`);
    await vi.waitFor(() => expect(docs.map((shared) => shared.getPersistence()!.pending)).toEqual([0, 0, 0]));
    expect(api.batches).toEqual([
      [
        { name: "handoff.1", updates: 1 },
        { name: "handoff.2", updates: 1 },
        { name: "groupNote.3", updates: 1 },
      ],
    ]);
    // The refused document's updates wait for a snapshot, which the API refuses too while it is sealed.
    expect(docs.map((shared) => shared.getPersistence()!.stored)).toEqual([1, 1, 0]);
    registry.release(docs[0]!);
    await vi.waitFor(() => expect(registry.get("handoff.1")).toBeUndefined());
    expect(registry.size).toBe(2);
    expect(await api.storedText("handoff.1")).toBe("text 0");
  });

  it("rejects an open when the API cannot load the document, and tries again next time", async () => {
    const { api, registry } = registryWith();
    registries.push(registry);
    api.failWith = new ApiCallError(503, "down");
    await expect(registry.acquire("handoff.1")).rejects.toThrow("down");
    api.failWith = null;
    await expect(registry.acquire("handoff.1")).resolves.toBeDefined();
  });

  it("locks an open document, and one that loads after the lock", async () => {
    const { registry } = registryWith();
    registries.push(registry);
    const open = await registry.acquire("handoff.1");
    registry.lock("handoff.1");
    expect(open.locked).toBe(true);
    registry.lock("handoff.2");
    expect((await registry.acquire("handoff.2")).locked).toBe(true);
    expect((await registry.acquire("handoff.3")).locked).toBe(false);
  });

  it("close() stores what is open", async () => {
    const { api, registry } = registryWith();
    const shared = await registry.acquire("handoff.1");
    type(shared.doc, "at shutdown");
    await registry.close();
    expect(await api.storedText("handoff.1")).toBe("at shutdown");
  });
});

describe("compaction", () => {
  it("snapshots after the configured number of updates, claiming only acknowledged ones", async () => {
    const { api, registry } = registryWith({ compactEveryUpdates: 5 });
    registries.push(registry);
    const shared = await registry.acquire("handoff.1");
    for (let i = 0; i < 5; i++) type(shared.doc, String(i));
    await vi.waitFor(() => expect(api.snapshots).toHaveLength(1));
    expect(api.snapshots[0]!.throughUpdateId).toBe(5);
    expect(await api.storedText("handoff.1")).toBe("01234");
  });

  it("snapshots on a timer when fewer updates arrive", async () => {
    vi.useFakeTimers();
    const { api, registry } = registryWith({ compactEveryMs: 60_000 });
    registries.push(registry);
    const shared = await registry.acquire("handoff.1");
    type(shared.doc, "slow");
    await vi.advanceTimersByTimeAsync(59_000);
    expect(api.snapshots).toHaveLength(0);
    expect(api.docs.get("handoff.1")!.log).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.snapshots).toHaveLength(1);
    vi.useRealTimers();
  });
});
