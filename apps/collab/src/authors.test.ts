import { afterEach, describe, expect, it, vi } from "vitest";
import * as Y from "yjs";
import { DocumentRegistry } from "./documents";
import { LockedNames } from "./locking";
import { CollabMetrics } from "./metrics";
import { DEFAULT_PERSISTENCE } from "./persistence";
import { MemoryCollabApi } from "./testing/memoryApi";
import { joinPeer, silentLogger } from "./testing/peers";
import type { TestPeer } from "./testing/peers";

let registries: DocumentRegistry[] = [];
let peers: TestPeer[] = [];
afterEach(async () => {
  for (const peer of peers) peer.client.destroy();
  peers = [];
  await Promise.all(registries.map((r) => r.close(500)));
  registries = [];
});

describe("update authors", () => {
  it("stores each update with the user whose socket sent it, never one named by the update, and patches not at all", async () => {
    const api = new MemoryCollabApi();
    const registry = new DocumentRegistry(api, new LockedNames(), new CollabMetrics(), silentLogger, {
      ...DEFAULT_PERSISTENCE,
      windowMs: 2,
    });
    registries.push(registry);
    const shared = await registry.acquire("handoff.loc-1");
    const join = (userId: string) => {
      const peer = joinPeer(shared, { userId });
      peers.push(peer);
      return peer;
    };
    const nora = join("user-nora");
    const tom = join("user-tom");

    nora.send(nora.client.type("Bed 4 asleep. "));
    tom.sync();
    tom.send(tom.client.type("Family call at 9. "));
    // A change the API wrote itself is relayed, not stored again, and has no author here.
    const server = new Y.Doc();
    server.getText("other").insert(0, "from the API");
    shared.applyPatch(Y.encodeStateAsUpdate(server));
    nora.sync();
    nora.send(nora.client.type("Vitals at 6."));

    await vi.waitFor(() => expect(shared.getPersistence()!.pending).toBe(0));
    expect(api.authors.get("handoff.loc-1")).toEqual(["user-nora", "user-tom", "user-nora"]);
    expect(await api.storedText("handoff.loc-1")).toBe("Bed 4 asleep. Family call at 9. Vitals at 6.");
    server.destroy();
  });
});
