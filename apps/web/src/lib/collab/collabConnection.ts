import type { Provider } from "@lexical/yjs";
import * as decoding from "lib0/decoding";
import { WebsocketProvider } from "y-websocket";
import { Doc } from "yjs";
import { COLLAB_MESSAGE } from "@hearth/schema";
import { keepCaretAfterOwnText } from "@hearth/richtext";
import { CLOSE_OVER_BUDGET, OverBudgetPause } from "./overBudgetPause";

export { CLOSE_OVER_BUDGET };

/** Close codes the collab server uses for decisions that reconnecting cannot change. */
export const CLOSE_FORBIDDEN = 4403;
export const CLOSE_UNAUTHENTICATED = 4401;

export type ConnectionStatus =
  | { kind: "connecting" }
  /** Socket open and the document synced with the server. */
  | { kind: "connected" }
  /** Lost or not reachable; y-websocket keeps retrying with backoff. */
  | { kind: "offline" }
  /** Closed for sending too much at once (4429); this page reconnects by itself after `retryInMs` (overBudgetPause.ts). */
  | { kind: "paused"; retryInMs: number }
  /** The server closed the socket for good (4400–4499): no access, signed out, …; no more retries. */
  | { kind: "refused"; code: number; reason: string };

export interface Participant {
  key: string;
  name: string;
  color: string;
  self: boolean;
}

/**
 * Whether what was typed here is stored: "saved" (nothing pending), "saving" (sent, not yet acknowledged
 * by the server), "offline" (local changes and no connection; they are sent when it comes back).
 */
export type SaveState = "saved" | "saving" | "offline";

export interface ConnectionSnapshot {
  status: ConnectionStatus;
  participants: Participant[];
  saved: SaveState;
  /** Read-only for everyone (a submitted or signed note), as the server last said; the server enforces it. */
  locked: boolean;
}

/** Per socket: update-carrying messages sent, the highest number acknowledged, and the number of the last one carrying local changes. */
interface SocketCounts {
  sent: number;
  acknowledged: number;
  localThrough: number;
}

interface AwarenessState {
  name?: unknown;
  color?: unknown;
  awarenessData?: { userId?: unknown };
}

/**
 * The y-websocket side of one collaborative editor: the `providerFactory` handed to Lexical's
 * CollaborationPlugin, plus an observable snapshot (connection status, who is here, whether local edits
 * are stored, whether the document is locked) for React. y-websocket already stops retrying on close
 * codes 4400–4499; this reports why.
 *
 * "Saved" follows Hearth's collab protocol: every socket counts the update-carrying messages it sends
 * (sync step 2 and update), and the server answers `persisted n` once the first n are stored. Local
 * changes are saved when the message carrying the last of them is acknowledged on the current socket.
 */
export class CollabConnection {
  private provider: WebsocketProvider | null = null;
  private snapshot: ConnectionSnapshot = {
    status: { kind: "connecting" },
    participants: [],
    saved: "saved",
    locked: false,
  };
  private readonly listeners = new Set<() => void>();
  private holders = 0;
  private pendingDestroy: ReturnType<typeof setTimeout> | undefined;
  private readonly counts = new WeakMap<object, SocketCounts>();
  /** Local changes not known to be stored yet (kept across sockets: a new one's sync step 2 carries them). */
  private unsaved = false;
  private stopWatchingDoc: (() => void) | null = null;

  /** Stops listening to the browser's online and offline events. */
  private stopWatchingNetwork: (() => void) | null = null;
  private readonly overBudget: OverBudgetPause;

  /**
   * `WebSocketPolyfill` is for Node (tests), which has no global WebSocket before version 22; `network` stands in
   * for the browser's online/offline events; `overBudgetRetryMs` shortens the wait after a 4429 in tests.
   */
  constructor(
    private readonly serverUrl: string,
    private readonly options: {
      WebSocketPolyfill?: typeof WebSocket;
      network?: NetworkEvents;
      overBudgetRetryMs?: number;
    } = {},
  ) {
    this.overBudget = new OverBudgetPause(options.overBudgetRetryMs);
  }

  /** For CollaborationPlugin: one Y.Doc per document id, and a provider that Lexical connects itself. */
  readonly providerFactory = (id: string, docMap: Map<string, Doc>): Provider => {
    let doc = docMap.get(id);
    if (doc === undefined) {
      doc = new Doc();
      docMap.set(id, doc);
    }
    this.provider?.destroy();
    this.stopWatchingDoc?.();
    this.stopWatchingNetwork?.();
    // disableBc: tabs of one browser must not exchange edits around the server, which alone
    // decides who may write (read-only and locked documents are enforced there).
    const provider = new WebsocketProvider(this.serverUrl, id, doc, {
      connect: false,
      disableBc: true,
      WebSocketPolyfill: this.countingWebSocket(),
    });
    this.provider = provider;
    this.watch(provider, doc);
    // Lexical's Provider type is structural and narrower than y-websocket's class; the playground casts the same way.
    const lexicalProvider = provider as unknown as Provider;
    // Someone typing where this user types must not pull the caret past their text.
    keepCaretAfterOwnText(lexicalProvider.awareness, doc);
    return lexicalProvider;
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
    this.overBudget.dispose();
    this.provider?.destroy();
    this.provider = null;
    this.stopWatchingDoc?.();
    this.stopWatchingDoc = null;
    this.stopWatchingNetwork?.();
    this.stopWatchingNetwork = null;
    this.listeners.clear();
  }

  private watch(provider: WebsocketProvider, doc: Doc): void {
    provider.on("status", ({ status }) => {
      // An open socket is not yet "connected": that waits for the document to sync.
      if (status === "disconnected") this.setStatus({ kind: "offline" });
      else this.refreshSaved();
    });
    provider.on("sync", (synced: boolean) => {
      if (!synced || !provider.wsconnected) return;
      this.setStatus({ kind: "connected" });
      this.overBudget.synced();
    });
    provider.on("connection-close", (event) => {
      this.overBudget.disconnected();
      // No event: closed on our side (leaving, or the silent-socket watchdog), and a retry follows.
      this.setStatus(event === null ? { kind: "connecting" } : { kind: "offline" });
    });
    provider.on("closed", ({ code, reason }) => {
      if (code !== CLOSE_OVER_BUDGET) return this.setStatus({ kind: "refused", code, reason });
      // What was typed stays in the document and goes with the next sync step 2.
      const retryInMs = this.overBudget.closed(() => {
        if (this.provider === provider) provider.connect();
      });
      this.setStatus({ kind: "paused", retryInMs });
    });
    // Every local cursor move changes awareness: only a changed list of people is news to the page.
    provider.awareness.on("change", () => {
      const participants = participantsOf(provider);
      if (!sameParticipants(participants, this.snapshot.participants)) this.update({ participants });
    });
    // Changes from the server arrive with the provider as origin; anything else was made here. While
    // connected the provider has sent it already (its listener runs first); offline, the next socket's
    // sync step 2 will carry it.
    const localChange = (_update: Uint8Array, origin: unknown) => {
      if (origin === provider) return;
      this.unsaved = true;
      this.refreshSaved();
    };
    doc.on("update", localChange);
    this.stopWatchingDoc = () => doc.off("update", localChange);
    this.stopWatchingNetwork = this.followNetwork(provider);
    provider.messageHandlers[COLLAB_MESSAGE.persisted] = (_encoder, decoder) =>
      this.acknowledged(provider, decoding.readVarUint(decoder));
    provider.messageHandlers[COLLAB_MESSAGE.lockState] = (_encoder, decoder) =>
      this.update({ locked: decoding.readVarUint(decoder) === 1 });
  }

  /**
   * The browser says at once when the network goes away, while a socket that silently died takes
   * y-websocket 30 s to notice (and the page would show "Saving…" and people who are gone all that
   * time). Offline, the socket is closed: the page shows "Offline", only this user is present, and
   * the changes wait here; back online, it connects again and sends them.
   */
  private followNetwork(provider: WebsocketProvider): () => void {
    let pausedWhileOffline = false;
    return (this.options.network ?? browserNetwork).subscribe((online) => {
      if (!online && provider.shouldConnect) {
        pausedWhileOffline = true;
        provider.disconnect();
        this.setStatus({ kind: "offline" });
      } else if (online && pausedWhileOffline) {
        pausedWhileOffline = false;
        provider.connect();
      }
    });
  }

  /** The WebSocket class handed to the provider: the real one, counting the update-carrying messages each socket sends. */
  private countingWebSocket(): typeof WebSocket {
    const sent = (socket: object, data: unknown) => this.sent(socket, data);
    const Base = this.options.WebSocketPolyfill ?? WebSocket;
    return class CountingWebSocket extends Base {
      override send(data: Parameters<WebSocket["send"]>[0]): void {
        super.send(data);
        sent(this, data);
      }
    };
  }

  private sent(socket: object, data: unknown): void {
    const kind = updateCarrying(data);
    if (kind === null) return;
    const counts = this.countsOf(socket);
    counts.sent++;
    // An update message is always a local change; a sync step 2 carries the unsaved ones, if any.
    if (kind === "update") this.unsaved = true;
    if (this.unsaved) counts.localThrough = counts.sent;
    this.refreshSaved();
  }

  private acknowledged(provider: WebsocketProvider, messages: number): void {
    // The handler runs for the socket the message came in on, which is the provider's current one.
    if (provider !== this.provider || provider.ws === null) return;
    const counts = this.countsOf(provider.ws);
    counts.acknowledged = Math.max(counts.acknowledged, messages);
    if (this.unsaved && counts.localThrough > 0 && counts.acknowledged >= counts.localThrough) this.unsaved = false;
    this.refreshSaved();
  }

  private countsOf(socket: object): SocketCounts {
    let counts = this.counts.get(socket);
    if (counts === undefined) {
      counts = { sent: 0, acknowledged: 0, localThrough: 0 };
      this.counts.set(socket, counts);
    }
    return counts;
  }

  private refreshSaved(): void {
    const saved: SaveState = !this.unsaved ? "saved" : this.provider?.wsconnected ? "saving" : "offline";
    if (saved !== this.snapshot.saved) this.update({ saved });
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.snapshot.status.kind === "refused") {
      this.refreshSaved();
      return; // final
    }
    this.snapshot = { ...this.snapshot, status };
    this.refreshSaved();
    this.notify();
  }

  private update(change: Partial<ConnectionSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The browser's online and offline events (none outside a browser). */
export interface NetworkEvents {
  subscribe(onChange: (online: boolean) => void): () => void;
}

const browserNetwork: NetworkEvents = {
  subscribe(onChange) {
    if (typeof window === "undefined") return () => {};
    const offline = () => onChange(false);
    const online = () => onChange(true);
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  },
};

/**
 * "step2" or "update" when a frame the provider sends carries document changes (y-websocket sync
 * message 0 with sub-type 1 or 2, both single-byte varUints), null for anything else.
 */
function updateCarrying(data: unknown): "step2" | "update" | null {
  const bytes = data instanceof Uint8Array ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : null;
  if (bytes === null || bytes.length < 2 || bytes[0] !== 0) return null;
  return bytes[1] === 1 ? "step2" : bytes[1] === 2 ? "update" : null;
}

const sameParticipants = (a: Participant[], b: Participant[]): boolean =>
  a.length === b.length &&
  a.every((p, i) => p.key === b[i]!.key && p.name === b[i]!.name && p.color === b[i]!.color && p.self === b[i]!.self);

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
    byKey.set(key, {
      key,
      name: state.name,
      color: typeof state.color === "string" ? state.color : "#607d8b",
      self: self || Boolean(existing?.self),
    });
  }
  return [...byKey.values()].sort((a, b) => Number(b.self) - Number(a.self) || a.name.localeCompare(b.name));
}
