import { describe, expect, it } from "vitest";
import { createInProcessBus } from "@hearth/bus";
import { DocumentRegistry } from "./documents";
import { LockedNames, watchDocumentLocks } from "./locking";
import { CollabMetrics } from "./metrics";
import { MemoryCollabApi } from "./testing/memoryApi";

describe("locked names", () => {
  it("are remembered for a while, then forgotten", () => {
    let now = 0;
    const names = new LockedNames(1_000, () => now);
    names.lock("groupNote.1");
    expect(names.isLocked("groupNote.1")).toBe(true);
    expect(names.isLocked("groupNote.2")).toBe(false);
    now = 1_001;
    expect(names.isLocked("groupNote.1")).toBe(false);
  });
});

describe("document.locked on the bus", () => {
  it("locks that open document, and only that one", async () => {
    const bus = createInProcessBus();
    const registry = new DocumentRegistry(new MemoryCollabApi(), new LockedNames(), new CollabMetrics(), { info() {}, warn() {}, error() {} });
    const stop = watchDocumentLocks(bus, registry);
    const [one, two] = await Promise.all([registry.acquire("groupNote.1"), registry.acquire("groupNote.2")]);
    await bus.publish({ id: "e1", name: "document.locked", payload: { documentName: "groupNote.1" }, occurredAt: new Date().toISOString() });
    expect(one.locked).toBe(true);
    expect(two.locked).toBe(false);
    stop();
    await registry.close();
    await bus.close();
  });
});
