import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiCallError } from "./api";
import { DocumentRegistry } from "./documents";
import { LockedNames } from "./locking";
import { CollabMetrics } from "./metrics";
import { DEFAULT_PERSISTENCE } from "./persistence";
import { MemoryCollabApi } from "./testing/memoryApi";
import { joinPeer, silentLogger } from "./testing/peers";
import type { TestPeer } from "./testing/peers";

const NAME = "groupNote.n-1";
let registries: DocumentRegistry[] = [];
let peers: TestPeer[] = [];
afterEach(async () => {
  for (const peer of peers) peer.client.destroy();
  peers = [];
  await Promise.all(registries.map((r) => r.close(500)));
  registries = [];
});

async function openDocument() {
  const api = new MemoryCollabApi();
  const registry = new DocumentRegistry(api, new LockedNames(), new CollabMetrics(), silentLogger, {
    ...DEFAULT_PERSISTENCE,
    windowMs: 2,
    retryInitialMs: 5,
    retryMaxMs: 10,
  });
  registries.push(registry);
  const shared = await registry.acquire(NAME);
  const join = (readOnly = false) => {
    const peer = joinPeer(shared, { readOnly });
    peers.push(peer);
    return peer;
  };
  return { api, registry, shared, join };
}

/** Several documents on one registry: one group commit stores them all. */
async function openDocuments(names: string[]) {
  const api = new MemoryCollabApi();
  const registry = new DocumentRegistry(api, new LockedNames(), new CollabMetrics(), silentLogger, {
    ...DEFAULT_PERSISTENCE,
    windowMs: 20,
    retryInitialMs: 5,
    retryMaxMs: 10,
  });
  registries.push(registry);
  const shared = await Promise.all(names.map((name) => registry.acquire(name)));
  const join = (i: number) => {
    const peer = joinPeer(shared[i]!);
    peers.push(peer);
    return peer;
  };
  return { api, registry, shared, join };
}

const down = () => new ApiCallError(0, "unreachable");
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe("persisted acknowledgements", () => {
  it("tell a socket how many of its update-carrying messages are stored, once they are", async () => {
    const { api, join } = await openDocument();
    const editor = join();
    // Its sync step 2 (message 1) changed nothing and nothing was waiting: acknowledged at once.
    await vi.waitFor(() => expect(editor.socket.acks()).toEqual([1]));

    api.failWith = down();
    editor.send(editor.client.type("a"), editor.client.type("b"));
    await settle();
    expect(editor.socket.acks()).toEqual([1]);

    api.failWith = null;
    // Stored by one append: only the latest number is sent.
    await vi.waitFor(() => expect(editor.socket.acks()).toEqual([1, 3]));
    expect(await api.storedText(NAME)).toBe("ab");
  });

  it("acknowledge a message that changed nothing once everything recorded before it is stored", async () => {
    const { api, join } = await openDocument();
    const writer = join();
    await vi.waitFor(() => expect(writer.socket.acks()).toEqual([1]));
    api.failWith = down();
    const frame = writer.client.type("pending");
    writer.send(frame, frame); // the repeat changes nothing

    const latecomer = join();
    await settle();
    expect(latecomer.socket.acks()).toEqual([]);
    expect(writer.socket.acks()).toEqual([1]);

    api.failWith = null;
    await vi.waitFor(() => expect(latecomer.socket.acks()).toEqual([1]));
    await vi.waitFor(() => expect(writer.socket.acks()).toEqual([1, 3]));
  });

  it("are never sent for messages dropped on a read-only or locked connection", async () => {
    const { registry, join } = await openDocument();
    const reader = join(true);
    const editor = join();
    await vi.waitFor(() => expect(editor.socket.acks()).toEqual([1]));
    reader.send(reader.client.type("by reader"));
    registry.lock(NAME);
    editor.send(editor.client.type("after the lock"));
    await settle();
    expect(reader.socket.acks()).toEqual([]);
    expect(editor.socket.acks()).toEqual([1]);
  });

  it("wait for a snapshot when the API refused the update (sealed), which the unlock writes", async () => {
    const { api, registry, join } = await openDocument();
    const editor = join();
    await vi.waitFor(() => expect(editor.socket.acks()).toEqual([1]));
    // Sealed by the API; document.locked has not reached this server yet.
    api.sealed.add(NAME);
    editor.send(editor.client.type("typed as the note was signed"));
    await vi.waitFor(() => expect(api.appendCalls).toBe(1));
    registry.lock(NAME);
    await settle();
    expect(editor.socket.acks()).toEqual([1]);
    expect(await api.storedText(NAME)).toBe("");

    // Returned for revision: the unlock's snapshot stores the refused update, and with it the acknowledgement.
    api.sealed.delete(NAME);
    registry.unlock(NAME);
    await vi.waitFor(() => expect(editor.socket.acks()).toEqual([1, 2]));
    expect(await api.storedText(NAME)).toBe("typed as the note was signed");
    expect(editor.socket.lockStates()).toEqual([0, 1, 0]);
  });

  it("are sent to each socket of each document once one call stored the window's updates of them all", async () => {
    const { api, join } = await openDocuments(["handoff.a", "handoff.b", "handoff.c"]);
    const editors = [join(0), join(0), join(1), join(2)];
    await vi.waitFor(() => expect(editors.map((e) => e.socket.acks())).toEqual([[1], [1], [1], [1]]));
    const before = api.appendCalls;
    vi.useFakeTimers();
    try {
      editors[0]!.send(editors[0]!.client.type("a0"));
      editors[1]!.send(editors[1]!.client.type("a1"), editors[1]!.client.type("a1'"));
      editors[2]!.send(editors[2]!.client.type("b"));
      await vi.advanceTimersByTimeAsync(19);
      expect(api.appendCalls).toBe(before);
      expect(editors[3]!.socket.acks()).toEqual([1]);
      await vi.advanceTimersByTimeAsync(1);
      expect(api.batches.slice(before)).toEqual([
        [
          { name: "handoff.a", updates: 3 },
          { name: "handoff.b", updates: 1 },
        ],
      ]);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(editors.map((e) => e.socket.acks())).toEqual([[1, 2], [1, 3], [1, 2], [1]]));
    expect(await api.storedText("handoff.a")).toMatch(/^(a0a1a1'|a1a1'a0)$/);
    expect(await api.storedText("handoff.b")).toBe("b");
  });

  it("held back for a document the API refuses, and for nobody else in the same call", async () => {
    const { api, registry, join } = await openDocuments(["groupNote.sealed", "handoff.open"]);
    const [sealedEditor, openEditor] = [join(0), join(1)];
    await vi.waitFor(() => expect(openEditor.socket.acks()).toEqual([1]));
    await vi.waitFor(() => expect(sealedEditor.socket.acks()).toEqual([1]));
    api.sealed.add("groupNote.sealed");
    sealedEditor.send(sealedEditor.client.type("typed as the note was signed"));
    openEditor.send(openEditor.client.type("kept"));
    await vi.waitFor(() => expect(openEditor.socket.acks()).toEqual([1, 2]));
    expect(
      api.batches
        .at(-1)
        ?.map((part) => part.name)
        .sort(),
    ).toEqual(["groupNote.sealed", "handoff.open"]);
    registry.lock("groupNote.sealed");
    await settle();
    expect(sealedEditor.socket.acks()).toEqual([1]);
    expect(await api.storedText("handoff.open")).toBe("kept");
    expect(await api.storedText("groupNote.sealed")).toBe("");

    // Still stored and acknowledged while the other one waits for its reopening.
    openEditor.send(openEditor.client.type(" and more"));
    await vi.waitFor(() => expect(openEditor.socket.acks()).toEqual([1, 2, 3]));
    api.sealed.delete("groupNote.sealed");
    registry.unlock("groupNote.sealed");
    await vi.waitFor(() => expect(sealedEditor.socket.acks()).toEqual([1, 2]));
  });

  it("wait while the API is away, for every document, and all come once it is back, nothing lost", async () => {
    const { api, join } = await openDocuments(["handoff.a", "handoff.b"]);
    const [a, b] = [join(0), join(1)];
    await vi.waitFor(() => expect([a.socket.acks(), b.socket.acks()]).toEqual([[1], [1]]));
    api.failWith = down();
    a.send(a.client.type("one"));
    b.send(b.client.type("two"));
    await settle();
    a.send(a.client.type(" three"));
    await settle();
    expect([a.socket.acks(), b.socket.acks()]).toEqual([[1], [1]]);
    api.failWith = null;
    await vi.waitFor(() =>
      expect([a.socket.acks(), b.socket.acks()]).toEqual([
        [1, 3],
        [1, 2],
      ]),
    );
    expect([await api.storedText("handoff.a"), await api.storedText("handoff.b")]).toEqual(["one three", "two"]);
  });
});
