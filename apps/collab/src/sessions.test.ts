import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "@hearth/logger";
import { createInProcessBus } from "@hearth/bus";
import type { AnyDomainEvent } from "@hearth/schema";
import { Connection } from "./connection";
import { CollabMetrics } from "./metrics";
import { ConnectionSet, watchSessionRevocations } from "./sessions";
import { RecordingSocket } from "./testing/fakeSocket";

const silent = createLogger({ app: "collab", level: "silent" });

function member(connections: ConnectionSet, userId: string | null) {
  const socket = new RecordingSocket();
  const connection = new Connection(socket, new CollabMetrics(), silent);
  connection.userId = userId;
  connections.add(connection);
  return { socket, connection };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("session revocation", () => {
  it("closes exactly the sockets of the revoked user with 4401", async () => {
    const bus = createInProcessBus();
    const connections = new ConnectionSet();
    const stop = watchSessionRevocations(bus, connections);
    const [a1, a2, b, pending] = [
      member(connections, "a"),
      member(connections, "a"),
      member(connections, "b"),
      member(connections, null),
    ].map((m) => m.socket);
    const event: AnyDomainEvent = {
      id: "e1",
      name: "user.sessions_revoked",
      payload: { userId: "a", reason: "logout" },
      occurredAt: new Date().toISOString(),
    };
    await bus.publish(event);
    expect(a1!.closedWith).toEqual({ code: 4401, reason: "unauthenticated" });
    expect(a2!.closedWith?.code).toBe(4401);
    expect(b!.closedWith).toBeNull();
    expect(pending!.closedWith).toBeNull();
    stop();
    await bus.close();
  });
});

describe("heartbeat", () => {
  it("pings every socket and terminates one that did not answer the previous ping", () => {
    vi.useFakeTimers();
    const connections = new ConnectionSet();
    const answering = member(connections, "a");
    const silentPeer = member(connections, "b");
    const pings = new Map([answering, silentPeer].map((m) => [m.socket, 0]));
    for (const m of [answering, silentPeer]) m.socket.ping = () => pings.set(m.socket, pings.get(m.socket)! + 1);
    const stop = connections.startHeartbeat(1_000);
    vi.advanceTimersByTime(1_000);
    expect([...pings.values()]).toEqual([1, 1]);
    answering.connection.alive = true; // its pong arrived
    vi.advanceTimersByTime(1_000);
    expect(pings.get(answering.socket)).toBe(2);
    expect(silentPeer.socket.readyState).toBe(3);
    expect(answering.socket.readyState).toBe(1);
    stop();
  });

  it("spreads a sweep over the interval instead of pinging every socket at once", () => {
    vi.useFakeTimers();
    const connections = new ConnectionSet();
    const sockets = Array.from({ length: 300 }, (_, i) => member(connections, `u${i}`).socket);
    let pings = 0;
    for (const socket of sockets) socket.ping = () => void pings++;
    const stop = connections.startHeartbeat(3_000, 30);
    vi.advanceTimersByTime(100);
    expect(pings).toBe(10);
    vi.advanceTimersByTime(2_900);
    expect(pings).toBe(300);
    stop();
  });
});
