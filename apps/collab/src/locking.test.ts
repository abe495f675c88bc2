import { afterEach, describe, expect, it, vi } from "vitest";
import { createInProcessBus } from "@hearth/bus";
import type { AnyDomainEvent } from "@hearth/schema";
import { DocumentRegistry } from "./documents";
import { LockedNames, watchDocumentLocks } from "./locking";
import { CollabMetrics } from "./metrics";
import { DEFAULT_PERSISTENCE } from "./persistence";
import type { PersistenceOptions } from "./persistence";
import { MemoryCollabApi } from "./testing/memoryApi";
import { joinPeer, silentLogger } from "./testing/peers";
import type { TestPeer } from "./testing/peers";

const event = (name: "document.locked" | "document.unlocked", documentName: string) =>
  ({
    id: `${name}-${documentName}-${Math.random()}`,
    name,
    payload: { documentName },
    occurredAt: new Date().toISOString(),
  }) as AnyDomainEvent;

let cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn();
  cleanup = [];
});

function setup(options: Partial<PersistenceOptions> = {}) {
  const bus = createInProcessBus();
  const api = new MemoryCollabApi();
  const locks = new LockedNames();
  const metrics = new CollabMetrics();
  const registry = new DocumentRegistry(api, locks, metrics, silentLogger, {
    ...DEFAULT_PERSISTENCE,
    windowMs: 2,
    ...options,
  });
  const stop = watchDocumentLocks(bus, registry);
  const peers: TestPeer[] = [];
  cleanup.push(
    () => stop(),
    () => registry.close(500),
    () => bus.close(),
    () => peers.forEach((p) => p.client.destroy()),
  );
  const join = (shared: Parameters<typeof joinPeer>[0], readOnly = false) => {
    const peer = joinPeer(shared, { readOnly, metrics });
    peers.push(peer);
    return peer;
  };
  return { bus, api, locks, metrics, registry, join };
}

describe("locked names", () => {
  it("are remembered for a while, then forgotten, and forgotten at once on unlock", () => {
    let now = 0;
    const names = new LockedNames(1_000, () => now);
    names.lock("groupNote.1");
    expect(names.isLocked("groupNote.1")).toBe(true);
    expect(names.isLocked("groupNote.2")).toBe(false);
    now = 1_001;
    expect(names.isLocked("groupNote.1")).toBe(false);
    names.lock("groupNote.3");
    names.unlock("groupNote.3");
    expect(names.isLocked("groupNote.3")).toBe(false);
  });
});

describe("document.locked on the bus", () => {
  it("locks that open document, and only that one, telling every peer at once", async () => {
    const { bus, registry, join } = setup();
    const [one, two] = await Promise.all([registry.acquire("groupNote.1"), registry.acquire("groupNote.2")]);
    const [a, b, other] = [join(one), join(one), join(two)];
    await bus.publish(event("document.locked", "groupNote.1"));
    expect(one.locked).toBe(true);
    expect(two.locked).toBe(false);
    expect(a.socket.lockStates()).toEqual([0, 1]);
    expect(b.socket.lockStates()).toEqual([0, 1]);
    expect(other.socket.lockStates()).toEqual([0]);
  });

  it("tells a connection attaching to a locked document right after sync step 1", async () => {
    const { bus, registry, join } = setup();
    await bus.publish(event("document.locked", "groupNote.1"));
    const shared = await registry.acquire("groupNote.1");
    expect(shared.locked).toBe(true);
    const late = join(shared);
    expect(late.socket.kinds().slice(0, 2)).toEqual([
      [0, 0],
      [101, 1],
    ]);
  });

  it("is never compacted, not even when it leaves memory", async () => {
    const { api, bus, registry, join } = setup();
    const shared = await registry.acquire("groupNote.1");
    const editor = join(shared);
    editor.send(editor.client.type("signed"));
    await bus.publish(event("document.locked", "groupNote.1"));
    await vi.waitFor(() => expect(api.docs.get("groupNote.1")?.log).toHaveLength(1));
    registry.release(shared);
    await vi.waitFor(() => expect(registry.size).toBe(0));
    expect(api.snapshots).toEqual([]);
    expect(await api.storedText("groupNote.1")).toBe("signed");
  });
});

describe("document.unlocked on the bus", () => {
  it("reopens the document: peers are told and resynced, edits flow again, read-only admissions stay read-only", async () => {
    const { bus, locks, registry, join } = setup();
    const shared = await registry.acquire("groupNote.1");
    const editor = join(shared);
    const reader = join(shared, true);
    await bus.publish(event("document.locked", "groupNote.1"));
    // Typed as the lock arrived: dropped, kept by the client only.
    editor.send(editor.client.type("dropped while locked"));
    expect(shared.doc.getText("t").toString()).toBe("");

    await bus.publish(event("document.unlocked", "groupNote.1"));
    expect(locks.isLocked("groupNote.1")).toBe(false);
    expect(shared.locked).toBe(false);
    expect(editor.socket.kinds().slice(-2)).toEqual([
      [101, 0],
      [0, 0],
    ]);
    // The client answers sync step 1 with what the server lacks: the edit it made while locked.
    editor.sync();
    expect(shared.doc.getText("t").toString()).toBe("dropped while locked");
    editor.send(editor.client.type(", then revised"));
    expect(shared.doc.getText("t").toString()).toBe("dropped while locked, then revised");

    expect(reader.connection.readOnly).toBe(true);
    reader.sync();
    reader.send(reader.client.type(" reader"));
    expect(shared.doc.getText("t").toString()).toBe("dropped while locked, then revised");
  });

  it("writes a snapshot right away, so updates the API refused while sealed reach storage", async () => {
    const { api, bus, registry, join } = setup();
    const shared = await registry.acquire("groupNote.1");
    const editor = join(shared);
    // The API sealed the document; its document.locked is still on its way.
    api.sealed.add("groupNote.1");
    editor.send(editor.client.type("refused"));
    await vi.waitFor(() => expect(api.appendCalls).toBe(1));
    await bus.publish(event("document.locked", "groupNote.1"));
    await new Promise((r) => setTimeout(r, 20));
    const snapshotsWhileLocked = api.snapshots.length;

    api.sealed.delete("groupNote.1");
    await bus.publish(event("document.unlocked", "groupNote.1"));
    await vi.waitFor(() => expect(api.snapshots.length).toBe(snapshotsWhileLocked + 1));
    expect(await api.storedText("groupNote.1")).toBe("refused");
  });

  it("comes up locked when storage says the document is sealed, even with no lock event heard (a restart)", async () => {
    const { api, registry } = setup();
    api.sealed.add("groupNote.1");
    expect((await registry.acquire("groupNote.1")).locked).toBe(true);
  });

  it("comes up editable when the document loads after the unlock", async () => {
    const { bus, registry } = setup();
    await bus.publish(event("document.locked", "groupNote.1"));
    await bus.publish(event("document.unlocked", "groupNote.1"));
    expect((await registry.acquire("groupNote.1")).locked).toBe(false);
  });
});
