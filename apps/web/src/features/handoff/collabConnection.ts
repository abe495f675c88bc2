import type { Provider } from "@lexical/yjs";
import { WebsocketProvider } from "y-websocket";
import { Doc } from "yjs";

/** Close codes the collab server uses for decisions that reconnecting cannot change. */
export const CLOSE_FORBIDDEN = 4403;
export const CLOSE_UNAUTHENTICATED = 4401;

export type ConnectionStatus =
  | { kind: "connecting" }
  /** Socket open and the document synced with the server. */
  | { kind: "connected" }
  /** Lost or not reachable; y-websocket keeps retrying with backoff. */
  | { kind: "offline" }
  /** The server closed the socket for good (4400–4499): no access, signed out, …; no more retries. */
  | { kind: "refused"; code: number; reason: string };

export interface Participant {
  key: string;
  name: string;
  color: string;
  self: boolean;
}

export interface ConnectionSnapshot {
  status: ConnectionStatus;
  participants: Participant[];
}

interface AwarenessState {
  name?: unknown;
  color?: unknown;
  awarenessData?: { userId?: unknown };
}

/**
 * The y-websocket side of one collaborative editor: the `providerFactory` handed to Lexical's
 * CollaborationPlugin, plus an observable snapshot (connection status and who is here) for React.
 * y-websocket already stops retrying on close codes 4400–4499; this reports why.
 */
export class CollabConnection {
  private provider: WebsocketProvider | null = null;
  private snapshot: ConnectionSnapshot = { status: { kind: "connecting" }, participants: [] };
  private readonly listeners = new Set<() => void>();
  private holders = 0;
  private pendingDestroy: ReturnType<typeof setTimeout> | undefined;

  /** `WebSocketPolyfill` is for Node (tests), which has no global WebSocket before version 22. */
  constructor(
    private readonly serverUrl: string,
    private readonly options: { WebSocketPolyfill?: typeof WebSocket } = {},
  ) {}

  /** For CollaborationPlugin: one Y.Doc per document id, and a provider that Lexical connects itself. */
  readonly providerFactory = (id: string, docMap: Map<string, Doc>): Provider => {
    let doc = docMap.get(id);
    if (doc === undefined) {
      doc = new Doc();
      docMap.set(id, doc);
    }
    this.provider?.destroy();
    // disableBc: tabs of one browser must not exchange edits around the server, which alone
    // decides who may write (read-only and locked documents are enforced there).
    const provider = new WebsocketProvider(this.serverUrl, id, doc, {
      connect: false,
      disableBc: true,
      ...(this.options.WebSocketPolyfill ? { WebSocketPolyfill: this.options.WebSocketPolyfill } : {}),
    });
    this.provider = provider;
    this.watch(provider);
    // Lexical's Provider type is structural and narrower than y-websocket's class; the playground casts the same way.
    return provider as unknown as Provider;
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ConnectionSnapshot => this.snapshot;

  /**
   * Mount and unmount from React. The provider is destroyed a tick after the last holder lets go,
   * so StrictMode's immediate unmount-and-remount in development does not kill a live provider.
   */
  hold(): () => void {
    this.holders++;
    clearTimeout(this.pendingDestroy);
    return () => {
      this.holders--;
      if (this.holders === 0) this.pendingDestroy = setTimeout(() => this.destroy(), 0);
    };
  }

  destroy(): void {
    this.provider?.destroy();
    this.provider = null;
    this.listeners.clear();
  }

  private watch(provider: WebsocketProvider): void {
    provider.on("status", ({ status }) => {
      // An open socket is not yet "connected": that waits for the document to sync.
      if (status === "disconnected") this.setStatus({ kind: "offline" });
    });
    provider.on("sync", (synced: boolean) => {
      if (synced && provider.wsconnected) this.setStatus({ kind: "connected" });
    });
    provider.on("connection-close", (event) => {
      // No event: closed on our side (leaving, or the silent-socket watchdog), and a retry follows.
      this.setStatus(event === null ? { kind: "connecting" } : { kind: "offline" });
    });
    provider.on("closed", ({ code, reason }) => this.setStatus({ kind: "refused", code, reason }));
    provider.awareness.on("change", () => this.update({ participants: participantsOf(provider) }));
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.snapshot.status.kind === "refused") return; // final
    this.update({ status });
  }

  private update(change: Partial<ConnectionSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}

/** Everybody in the document's awareness, one entry per user (several tabs of one person count once). */
export function participantsOf(provider: Pick<WebsocketProvider, "awareness" | "doc">): Participant[] {
  const byKey = new Map<string, Participant>();
  for (const [clientId, raw] of provider.awareness.getStates()) {
    const state = raw as AwarenessState;
    if (typeof state.name !== "string" || state.name === "") continue;
    const userId = state.awarenessData?.userId;
    const key = typeof userId === "string" ? userId : `client-${clientId}`;
    const self = clientId === provider.doc.clientID;
    const existing = byKey.get(key);
    if (existing && !self) continue;
    byKey.set(key, { key, name: state.name, color: typeof state.color === "string" ? state.color : "#607d8b", self: self || Boolean(existing?.self) });
  }
  return [...byKey.values()].sort((a, b) => Number(b.self) - Number(a.self) || a.name.localeCompare(b.name));
}
