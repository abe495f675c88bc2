import type { EventBus } from "@hearth/schema";
import { CLOSE } from "./closeCodes";
import type { CloseReason } from "./closeCodes";
import type { Connection } from "./connection";

/** Every socket of this process, so that shutdown, heartbeats and session revocation can reach them. */
export class ConnectionSet {
  private readonly all = new Set<Connection>();

  get size(): number {
    return this.all.size;
  }

  /** Every socket, for the parts that pick some by who or what (revocation.ts). */
  [Symbol.iterator](): Iterator<Connection> {
    return this.all.values();
  }

  add(connection: Connection): void {
    this.all.add(connection);
  }

  delete(connection: Connection): void {
    this.all.delete(connection);
  }

  closeWhere(predicate: (connection: Connection) => boolean, why: CloseReason): number {
    let count = 0;
    for (const connection of this.all) {
      if (!predicate(connection)) continue;
      connection.close(why);
      count++;
    }
    return count;
  }

  closeAll(why: CloseReason): void {
    this.closeWhere(() => true, why);
  }

  /** For sockets that did not finish their close handshake in time. */
  terminateAll(): void {
    for (const connection of this.all) connection.socket.terminate();
  }

  /**
   * Pings every socket each interval and terminates those that did not answer the previous ping
   * (a peer that vanished without a close frame would otherwise hold its document open). A sweep is
   * spread over the interval in `slices` steps: 1,500 sockets cost 50 pings every second, not one
   * 1,500-ping stall of every relay each 30 s.
   */
  startHeartbeat(intervalMs: number, slices = 30): () => void {
    let sweep: Connection[] = [];
    let next = 0;
    let perStep = 0;
    let step = 0;
    const timer = setInterval(() => {
      if (step % slices === 0) {
        sweep = [...this.all];
        next = 0;
        perStep = Math.ceil(sweep.length / slices);
      }
      step++;
      for (const end = Math.min(sweep.length, next + perStep); next < end; next++) {
        const connection = sweep[next]!;
        if (!this.all.has(connection)) continue;
        try {
          if (!connection.alive) connection.socket.terminate();
          else {
            connection.alive = false;
            connection.socket.ping();
          }
        } catch {
          // the socket is already closing; its close event cleans up
        }
      }
    }, intervalMs / slices);
    timer.unref();
    return () => clearInterval(timer);
  }
}

/** "user.sessions_revoked" closes that user's sockets with 4401, so their provider stops reconnecting. */
export function watchSessionRevocations(bus: EventBus, connections: ConnectionSet): () => void {
  return bus.subscribe((event) => {
    if (event.name !== "user.sessions_revoked") return;
    const { userId } = event.payload;
    connections.closeWhere((connection) => connection.userId === userId, CLOSE.unauthenticated);
  });
}
