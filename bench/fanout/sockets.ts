/**
 * The load generator's side of bench:fanout: graphql-ws sockets subscribed to `notificationAdded`,
 * one per user, each recording when each notification (by its title) arrived.
 */
import { createClient } from "graphql-ws";
import type { Client } from "graphql-ws";
import WebSocket from "ws";

/** Sockets opening at once: each asks the API who it is at connection_init. */
const CONNECT_CONCURRENCY = 100;
const QUERY = "subscription { notificationAdded { id title createdAt } }";

export interface Socket {
  /** Closes the socket (and, for graphql-ws's client, the subscription first). */
  dispose(): Promise<void> | void;
  /** Receive time (ms since the epoch) of each notification title. */
  received: Map<string, number>;
  last: string | undefined;
  /** Why the subscription ended early (a close code), if it did. */
  failure?: string;
}

/** `--client=graphql-ws`: the sockets are graphql-ws's own client (heavier: it validates every message) instead of the lean one. */
const FULL_CLIENT = process.argv.includes("--client=graphql-ws");

type OpenSocket = (url: string, token: string) => Promise<Socket>;

const onNotification = (socket: Socket, title: string) => {
  socket.received.set(title, Date.now());
  socket.last = title;
};

/** graphql-ws's client, as the web app uses it. */
const openGraphqlWsSocket: OpenSocket = async (url, token) => {
  const socket: Socket = { dispose: () => undefined, received: new Map(), last: undefined };
  let client: Client | undefined;
  await new Promise<void>((resolve, reject) => {
    client = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams: { token },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: reject,
      on: { connected: () => resolve() },
    });
  });
  socket.dispose = () => client!.dispose();
  client!.subscribe<{ notificationAdded: { title: string } }>(
    { query: QUERY },
    {
      next: ({ data }) => {
        if (data) onNotification(socket, data.notificationAdded.title);
      },
      error: (error: unknown) => {
        socket.failure =
          typeof error === "object" && error && "code" in error
            ? `closed with ${String((error as { code: unknown }).code)}`
            : String(error);
      },
      complete: () => {},
    },
  );
  return socket;
};

/**
 * The same graphql-transport-ws conversation (connection_init with the token, connection_ack,
 * subscribe, next …) on a bare `ws` socket, with no per-message validation: 5,000 of them share
 * this process and two cores with the servers, and the figures should be the servers', not the
 * load generator's.
 */
const openLeanSocket: OpenSocket = (url, token) =>
  new Promise<Socket>((resolve, reject) => {
    const ws = new WebSocket(url, "graphql-transport-ws");
    const socket: Socket = { dispose: () => ws.close(1000, "Normal Closure"), received: new Map(), last: undefined };
    let acknowledged = false;
    ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: { token } })));
    ws.on("error", (error) => {
      if (acknowledged) socket.failure = String(error);
      else reject(error);
    });
    ws.on("close", (code) => {
      if (!acknowledged) reject(new Error(`closed with ${code} before connection_ack`));
      else if (code !== 1000) socket.failure = `closed with ${code}`;
    });
    ws.on("message", (data: Buffer) => {
      const message = JSON.parse(String(data)) as {
        type: string;
        payload?: { data?: { notificationAdded?: { title: string } } };
      };
      switch (message.type) {
        case "connection_ack":
          acknowledged = true;
          ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: QUERY } }));
          resolve(socket);
          return;
        case "next": {
          const title = message.payload?.data?.notificationAdded?.title;
          if (title !== undefined) onNotification(socket, title);
          return;
        }
        case "ping":
          ws.send(JSON.stringify({ type: "pong" }));
          return;
        case "error":
        case "complete":
          socket.failure = `subscription ${message.type}: ${JSON.stringify(message.payload)}`;
          return;
      }
    });
  });

export async function openSockets(origins: string[], users: { id: string; token: string }[]): Promise<Socket[]> {
  const sockets: Socket[] = new Array<Socket>(users.length);
  const open = FULL_CLIENT ? openGraphqlWsSocket : openLeanSocket;
  let next = 0;
  const openOne = async (i: number) => {
    sockets[i] = await open(`${origins[i % origins.length]!.replace("http", "ws")}/graphql`, users[i]!.token);
  };
  await Promise.all(
    Array.from({ length: CONNECT_CONCURRENCY }, async () => {
      while (next < users.length) await openOne(next++);
    }),
  );
  return sockets;
}

/**
 * "Every socket has it", resuming where the last call stopped (arrivals are never undone): polled
 * every 5 ms during a burst it costs next to nothing, where a full scan building 5,000 keys each
 * time would take this process's CPU — and the servers' — for as long as the burst lasts.
 */
export function everySocket(sockets: Socket[], has: (s: Socket, i: number) => boolean): () => boolean {
  let done = 0;
  return () => {
    while (done < sockets.length && has(sockets[done]!, done)) done += 1;
    return done === sockets.length;
  };
}

export async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
