import { Connection } from "../connection";
import { createLogger } from "@hearth/logger";
import { CollabMetrics } from "../metrics";
import type { SharedDoc } from "../sharedDoc";
import { RecordingSocket } from "./fakeSocket";
import { ProtocolClient } from "./protocolClient";

export const silentLogger = createLogger({ app: "collab", level: "silent" });

export interface TestPeer {
  socket: RecordingSocket;
  connection: Connection;
  client: ProtocolClient;
  /** Sends the client's frames to the server: what a provider would send. */
  send(...frames: Uint8Array[]): void;
  /** Reads what the server sent since the last call, as the provider would (replies are sent back). Do not `socket.clear()` in between. */
  sync(): void;
}

/**
 * A connection attached to `shared` with a protocol client on the other end, past the handshake as a
 * provider does it: the client answers sync step 1 with its step 2 (its first update-carrying message)
 * and sends its own step 1.
 */
export function joinPeer(
  shared: SharedDoc,
  options: { readOnly?: boolean; metrics?: CollabMetrics; userId?: string } = {},
): TestPeer {
  const socket = new RecordingSocket();
  const connection = new Connection(socket, options.metrics ?? new CollabMetrics(), silentLogger);
  connection.attach(shared, {
    userId: options.userId ?? (options.readOnly ? "reader" : "editor"),
    readOnly: options.readOnly ?? false,
  });
  const client = new ProtocolClient();
  let read = 0;
  const peer: TestPeer = {
    socket,
    connection,
    client,
    send: (...frames) => {
      for (const frame of frames) connection.receive(frame, true);
    },
    sync: () => {
      const fresh = socket.sent.slice(read);
      read = socket.sent.length;
      peer.send(...client.read(fresh));
    },
  };
  peer.sync();
  peer.send(client.syncStep1());
  peer.sync();
  return peer;
}
