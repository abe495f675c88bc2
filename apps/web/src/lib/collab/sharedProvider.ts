import type { Provider } from "@lexical/yjs";
import type { Doc } from "yjs";

type ProviderFactory = (id: string, docMap: Map<string, Doc>) => Provider;

/** Without every editor in, the socket opens anyway after this long: one editor failing must not keep the note offline. */
export const CONNECT_FALLBACK_MS = 2000;

/**
 * One Yjs provider (one WebSocket, one awareness) shared by the several Lexical editors of a
 * group note, one per root of the same Y.Doc.
 *
 * Each CollaborationPlugin calls `providerFactory(id, docMap)` and then `connect()` / `disconnect()`
 * on what it got back, as if it owned the provider. Each plugin therefore gets a thin facade:
 * `on`/`off`/`awareness` go straight to the real provider, and `connect`/`disconnect` are counted
 * — idempotent per facade, because a plugin may disconnect twice on unmount (its own cleanup and
 * the provider hook's) and StrictMode runs effects twice.
 *
 * The real provider connects only once `expected` facades have connected (every editor of the
 * note is bound), because a Lexical binding never loads content already in the Y.Doc: an editor
 * bound after the first sync would stay empty. It disconnects a tick after the last facade lets
 * go, so an immediate remount (StrictMode) does not drop the socket.
 */
export class SharedProvider {
  private real: Provider | null = null;
  private sharedDoc: Doc | null = null;
  private connectedFacades = 0;
  private realConnected = false;
  private fallback: ReturnType<typeof setTimeout> | undefined;
  private pendingDisconnect: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly createReal: ProviderFactory,
    private readonly expected: number,
    private readonly fallbackMs: number = CONNECT_FALLBACK_MS,
  ) {}

  /** The `providerFactory` for every CollaborationPlugin of the note. */
  readonly providerFactory: ProviderFactory = (id, docMap) => {
    if (this.real === null) {
      this.real = this.createReal(id, docMap);
      this.sharedDoc = docMap.get(id) ?? null;
    }
    return new ProviderFacade(this, this.real);
  };

  /** The note's Y.Doc, once the first editor asked for it. */
  get doc(): Doc | null {
    return this.sharedDoc;
  }

  /** How many editors hold the connection now (for tests and diagnostics). */
  get holders(): number {
    return this.connectedFacades;
  }

  get connected(): boolean {
    return this.realConnected;
  }

  /** Stops everything for good: the view that owned this provider is gone. */
  dispose(): void {
    clearTimeout(this.fallback);
    clearTimeout(this.pendingDisconnect);
    this.disconnectReal();
  }

  acquire(): void {
    this.connectedFacades++;
    clearTimeout(this.pendingDisconnect);
    if (this.connectedFacades >= this.expected) this.connectReal();
    else if (this.connectedFacades === 1 && this.fallback === undefined)
      this.fallback = setTimeout(() => this.connectReal(), this.fallbackMs);
  }

  release(): void {
    this.connectedFacades = Math.max(0, this.connectedFacades - 1);
    if (this.connectedFacades > 0) return;
    clearTimeout(this.fallback);
    this.fallback = undefined;
    clearTimeout(this.pendingDisconnect);
    this.pendingDisconnect = setTimeout(() => {
      if (this.connectedFacades === 0) this.disconnectReal();
    }, 0);
  }

  private connectReal(): void {
    clearTimeout(this.fallback);
    if (this.realConnected || this.real === null) return;
    this.realConnected = true;
    void this.real.connect();
  }

  private disconnectReal(): void {
    if (!this.realConnected || this.real === null) return;
    this.realConnected = false;
    this.real.disconnect();
  }
}

/** What one CollaborationPlugin sees as "its" provider. */
class ProviderFacade implements Provider {
  private connected = false;

  constructor(
    private readonly shared: SharedProvider,
    private readonly real: Provider,
  ) {}

  get awareness(): Provider["awareness"] {
    return this.real.awareness;
  }

  connect(): void {
    if (this.connected) return;
    this.connected = true;
    this.shared.acquire();
  }

  disconnect(): void {
    if (!this.connected) return;
    this.connected = false;
    this.shared.release();
  }

  // Listeners go to the real provider unchanged, so `off` finds what `on` registered.
  on(type: "sync" | "status" | "update" | "reload", cb: (arg: never) => void): void {
    (this.real.on as (type: string, cb: unknown) => void)(type, cb);
  }

  off(type: "sync" | "status" | "update" | "reload", cb: (arg: never) => void): void {
    (this.real.off as (type: string, cb: unknown) => void)(type, cb);
  }
}
