import { afterEach, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { createInProcessBus } from "@hearth/bus";
import { createLogger } from "@hearth/logger";
import type { AnyDomainEvent } from "@hearth/schema";
import { toBase64 } from "./api";
import { DocumentRegistry } from "./documents";
import { LockedNames } from "./locking";
import { CollabMetrics } from "./metrics";
import { DEFAULT_PERSISTENCE } from "./persistence";
import { watchDocumentPatches } from "./patches";
import { MemoryCollabApi } from "./testing/memoryApi";
import { joinPeer } from "./testing/peers";
import type { TestPeer } from "./testing/peers";

const NAME = "groupNote.n-1";

/** What the API writes when a client joins the roster: that client's root, as one update. */
function templateUpdate(text: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getText("t").insert(0, text);
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return update;
}

const patched = (documentName: string, update: Uint8Array) =>
  ({
    id: `p-${Math.random()}`,
    name: "document.patched",
    payload: { documentName, update: toBase64(update) },
    occurredAt: new Date().toISOString(),
  }) as AnyDomainEvent;

let cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn();
  cleanup = [];
});

function setup() {
  const bus = createInProcessBus();
  const api = new MemoryCollabApi();
  const metrics = new CollabMetrics();
  const errors: string[] = [];
  const log = createLogger({
    app: "collab",
    level: "error",
    destination: { write: (line: string) => errors.push((JSON.parse(line) as { msg: string }).msg) },
  });
  const registry = new DocumentRegistry(api, new LockedNames(), metrics, log, { ...DEFAULT_PERSISTENCE, windowMs: 2 });
  const stop = watchDocumentPatches(bus, registry);
  const peers: TestPeer[] = [];
  cleanup.push(
    () => stop(),
    () => registry.close(500),
    () => bus.close(),
    () => peers.forEach((p) => p.client.destroy()),
  );
  const join = (shared: Parameters<typeof joinPeer>[0]) => {
    const peer = joinPeer(shared);
    peers.push(peer);
    return peer;
  };
  return { bus, api, metrics, errors, registry, join };
}

describe("document.patched on the bus", () => {
  it("is applied to the open document and relayed to every peer, but not stored again", async () => {
    const { api, bus, metrics, registry, join } = setup();
    const shared = await registry.acquire(NAME);
    const [a, b] = [join(shared), join(shared)];
    await bus.publish(patched(NAME, templateUpdate("Template")));
    expect(shared.doc.getText("t").toString()).toBe("Template");
    a.sync();
    b.sync();
    expect([a.client.text, b.client.text]).toEqual(["Template", "Template"]);
    expect(metrics.snapshot().patchesApplied).toBe(1);

    // Editors build on it; only their own update goes to the log.
    a.send(a.client.type(": notes"));
    await new Promise((r) => setTimeout(r, 30));
    expect(api.docs.get(NAME)!.log).toHaveLength(1);
    expect(api.appendCalls).toBe(1);
  });

  it("is queued while the document loads and applied right after, whether the load had it or not", async () => {
    const { api, bus, registry } = setup();
    let open!: () => void;
    api.loadGate = new Promise((resolve) => (open = resolve));
    const loading = registry.acquire(NAME);
    await bus.publish(patched(NAME, templateUpdate("queued")));
    open();
    const shared = await loading;
    expect(shared.doc.getText("t").toString()).toBe("queued");

    // Stored already and read by the load too: applying it again changes nothing.
    const stored = templateUpdate("twice");
    await api.appendUpdates("groupNote.n-2", [stored]);
    api.loadGate = new Promise((resolve) => (open = resolve));
    const second = registry.acquire("groupNote.n-2");
    await bus.publish(patched("groupNote.n-2", stored));
    open();
    expect((await second).doc.getText("t").toString()).toBe("twice");
    api.loadGate = null;
  });

  it("is ignored by a document that is not open, and logged when it does not apply", async () => {
    const { api, bus, errors, registry } = setup();
    await bus.publish(patched(NAME, templateUpdate("closed")));
    expect(api.loads).toBe(0);
    expect(registry.size).toBe(0);

    await registry.acquire(NAME);
    await bus.publish(patched(NAME, new Uint8Array([9, 9, 9, 9])));
    expect(errors).toEqual(["a document patch from the API does not apply"]);
  });
});
