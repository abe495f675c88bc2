import * as Y from "yjs";
import { Awareness, encodeAwarenessUpdate, removeAwarenessStates } from "y-protocols/awareness";
import type { DocumentPersistence } from "./persistence";
import { encodeAwareness, encodeSyncStep1, encodeUpdate } from "./protocol";

/** What a shared document needs of a connection: a way to send, and the awareness ids it controls. */
export interface Peer {
  readonly awarenessIds: Set<number>;
  send(frame: Uint8Array): void;
}

/** Transaction origin of state applied from storage: not an edit, so neither relayed nor stored again. */
export const LOAD_ORIGIN = Symbol("load");

interface AwarenessChange {
  added: number[];
  updated: number[];
  removed: number[];
}

/**
 * One open document: its Y.Doc and awareness, the peers connected to it, and whether it is locked.
 * Every update applied to the doc (from any peer) is relayed to the other peers and handed to persistence.
 */
export class SharedDoc {
  readonly doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  readonly peers = new Set<Peer>();
  /** Connections that opened this document and have not released it yet (see DocumentRegistry). */
  holds = 0;
  private lockedFlag = false;
  private persistence: DocumentPersistence | null = null;

  constructor(readonly name: string) {
    // The server is not a participant: it has no awareness state of its own.
    this.awareness.setLocalState(null);
    this.doc.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin === LOAD_ORIGIN) return;
      const frame = encodeUpdate(update);
      for (const peer of this.peers) if (peer !== origin) peer.send(frame);
      this.persistence?.record(update);
    });
    this.awareness.on("update", ({ added, updated, removed }: AwarenessChange, origin: unknown) => {
      const peer = origin as Peer | null;
      if (peer && this.peers.has(peer)) {
        for (const id of added) peer.awarenessIds.add(id);
        for (const id of removed) peer.awarenessIds.delete(id);
      }
      const changed = added.concat(updated, removed);
      // Sent to every peer, the sender included: its own state coming back keeps its watchdog quiet.
      const frame = encodeAwareness(encodeAwarenessUpdate(this.awareness, changed));
      for (const each of this.peers) each.send(frame);
    });
  }

  /** Locked documents accept no updates from anyone (a signed note); peers still receive and share awareness. */
  get locked(): boolean {
    return this.lockedFlag;
  }

  lock(): void {
    if (this.lockedFlag) return;
    this.lockedFlag = true;
    // What was accepted before the lock should reach storage now, not at the end of the window.
    void this.persistence?.flush();
  }

  loadState(state: Uint8Array): void {
    Y.applyUpdate(this.doc, state, LOAD_ORIGIN);
  }

  /** The whole document as one Yjs update (what a snapshot stores). */
  encodeState(): Uint8Array {
    return Y.encodeStateAsUpdate(this.doc);
  }

  usePersistence(persistence: DocumentPersistence): void {
    this.persistence = persistence;
  }

  getPersistence(): DocumentPersistence | null {
    return this.persistence;
  }

  /** Greets a new peer as y-websocket's provider expects: sync step 1, then everybody's awareness. */
  attach(peer: Peer): void {
    this.peers.add(peer);
    peer.send(encodeSyncStep1(Y.encodeStateVector(this.doc)));
    const states = this.awareness.getStates();
    if (states.size > 0) peer.send(encodeAwareness(encodeAwarenessUpdate(this.awareness, Array.from(states.keys()))));
  }

  detach(peer: Peer): void {
    if (!this.peers.delete(peer)) return;
    if (peer.awarenessIds.size > 0) removeAwarenessStates(this.awareness, Array.from(peer.awarenessIds), null);
  }

  allAwareness(): Uint8Array {
    return encodeAwareness(encodeAwarenessUpdate(this.awareness, Array.from(this.awareness.getStates().keys())));
  }

  destroy(): void {
    this.persistence?.stop();
    this.awareness.destroy();
    this.doc.destroy();
  }
}
