import { describe, expect, it } from "vitest";
import { createInProcessBus } from "@hearth/bus";
import type { AnyDomainEvent } from "@hearth/schema";
import { CollabMetrics } from "./metrics";
import { Connection } from "./connection";
import { LockedNames } from "./locking";
import { ConnectionSet, watchSessionRevocations } from "./sessions";
import { RecordingSocket } from "./testing/fakeSocket";

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

describe("session revocation", () => {
  it("closes exactly the sockets of the revoked user with 4401", async () => {
    const bus = createInProcessBus();
    const connections = new ConnectionSet();
    const stop = watchSessionRevocations(bus, connections);
    const make = (userId: string | null) => {
      const socket = new RecordingSocket();
      const connection = new Connection(socket, new CollabMetrics(), { info() {}, warn() {}, error() {} });
      connection.userId = userId;
      connections.add(connection);
      return socket;
    };
    const [a1, a2, b, pending] = [make("a"), make("a"), make("b"), make(null)];
    const event: AnyDomainEvent = {
      id: "e1",
      name: "user.sessions_revoked",
      payload: { userId: "a", reason: "logout" },
      occurredAt: new Date().toISOString(),
    };
    await bus.publish(event);
    expect(a1.closedWith).toEqual({ code: 4401, reason: "unauthenticated" });
    expect(a2.closedWith?.code).toBe(4401);
    expect(b.closedWith).toBeNull();
    expect(pending.closedWith).toBeNull();
    stop();
    await bus.close();
  });
});
