import * as Y from "yjs";
import { Awareness, encodeAwarenessUpdate } from "y-protocols/awareness";
import type { DocumentPersistence } from "./persistence";
import { Presence } from "./presence";
import type { PresenceLimits, PresencePeer } from "./presence";
import { encodeAwareness, encodeLockState, encodeSyncStep1, encodeSyncStep2, encodeUpdate } from "./protocol";

/** What a shared document needs of a connection: a way to send, the awareness ids it introduced, and who signed in on it. */
export interface Peer extends PresencePeer {
  /** The user the API admitted on this socket: the author of every update it sends. */
  readonly userId: string | null;
  /** Its access narrowed while open (revocation.ts): it stays read-only, whatever the document does. */
  readonly stayLocked: boolean;
  send(frame: Uint8Array): void;
}

/** Sync step 2 answers kept per document state: the state vectors asked for most (the empty one: "everything"). */
const CACHED_ANSWERS = 4;
/** Longer state vectors are answered without caching (a state vector of a few writers is tens of bytes). */
const CACHED_STATE_VECTOR_BYTES = 1024;

/** Transaction origin of state applied from storage: not an edit, so neither relayed nor stored again. */
export const LOAD_ORIGIN = Symbol("load");
/** Transaction origin of an update the API wrote itself (`document.patched`): relayed to every peer, never stored again. */
export const PATCH_ORIGIN = Symbol("patch");

interface AwarenessChange {
  added: number[];
  updated: number[];
  removed: number[];
}

/**
 * One open document: its Y.Doc and awareness, the peers connected to it, and whether it is locked.
 * Every update applied to the doc (from any peer) is relayed to the other peers and handed to persistence;
 * a patch from the API is relayed to every peer and not stored again.
 */
export class SharedDoc {
  readonly doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  readonly peers = new Set<Peer>();
  /** Who is shown, as the server decides (presence.ts). */
  readonly presence: Presence;
  /** Connections that opened this document and have not released it yet (see DocumentRegistry). */
  holds = 0;
  private lockedFlag = false;
  private persistence: DocumentPersistence | null = null;
  /** Sync step 2 frames by the state vector they answer, valid until the document changes. */
  private readonly answers = new Map<string, Uint8Array>();

  constructor(
    readonly name: string,
    presenceLimits?: PresenceLimits,
  ) {
    this.presence = new Presence(this.awareness, presenceLimits);
    // The server is not a participant: it has no awareness state of its own.
    this.awareness.setLocalState(null);
    // Every transaction may change the answers (pending structures too, which emit no update).
    this.doc.on("afterTransaction", () => this.answers.clear());
    this.doc.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin === LOAD_ORIGIN) return;
      const frame = encodeUpdate(update);
      for (const peer of this.peers) if (peer !== origin) peer.send(frame);
      // Stored with its author, as the server knows them from the socket's sign-in (never from the update).
      if (origin !== PATCH_ORIGIN)
        this.persistence?.record(update, this.peers.has(origin as Peer) ? (origin as Peer).userId : null);
    });
    // Which peer may change which state is decided before this, in `presence`.
    this.awareness.on("update", ({ added, updated, removed }: AwarenessChange) => {
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

  /** Read-only for every peer at once; each is told (`lockState` 1). */
  lock(): void {
    if (this.lockedFlag) return;
    this.lockedFlag = true;
    this.persistence?.setLocked(true);
    const frame = encodeLockState(true);
    for (const peer of this.peers) peer.send(frame);
    // What was accepted before the lock should reach storage now, not at the end of the window. The API
    // refuses what arrived after its seal (409): that stays in memory, out of the signed state.
    void this.persistence?.flush();
  }

  /**
   * Editable again (a note returned for revision), except for peers admitted read-only. Every peer is told
   * (`lockState` 0, or 1 still to a peer whose access narrowed meanwhile) and sent sync step 1, so that
   * edits it made while its updates were dropped come back in its sync step 2.
   */
  unlock(): void {
    if (!this.lockedFlag) return;
    this.lockedFlag = false;
    this.persistence?.setLocked(false);
    const syncStep1 = encodeSyncStep1(Y.encodeStateVector(this.doc));
    for (const peer of this.peers) {
      peer.send(encodeLockState(peer.stayLocked));
      peer.send(syncStep1);
    }
    // Updates this server applied just before the lock reached it were refused by the API (409) and are in
    // no stored state, yet later updates depend on them: stored in the log without them, those could not
    // be read back (Yjs keeps an update whose dependencies are missing pending). Only a snapshot of the
    // whole state can store them, so one is written right away rather than after the usual 200 updates.
    this.persistence?.snapshotSoon();
  }

  loadState(state: Uint8Array): void {
    Y.applyUpdate(this.doc, state, LOAD_ORIGIN);
  }

  /** An update the API already stored (`document.patched`): applied and relayed to every peer, not stored again. */
  applyPatch(update: Uint8Array): void {
    Y.applyUpdate(this.doc, update, PATCH_ORIGIN);
  }

  /**
   * The sync step 2 frame answering `stateVector`: the same bytes for every peer that asks with the same
   * state vector until the document changes, so a client repeating "send me everything" costs one
   * encoding, not one per request.
   */
  syncAnswer(stateVector: Uint8Array): Uint8Array {
    if (stateVector.byteLength > CACHED_STATE_VECTOR_BYTES) return encodeSyncStep2(this.encodeShown(stateVector));
    const key = Buffer.from(stateVector.buffer, stateVector.byteOffset, stateVector.byteLength).toString("latin1");
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = encodeSyncStep2(this.encodeShown(stateVector));
      if (this.answers.size >= CACHED_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(key, answer);
    }
    return answer;
  }

  /** Bytes of structures (and deletions) whose dependencies never arrived: Yjs keeps them aside, in every state it encodes. */
  get pendingBytes(): number {
    const store = this.doc.store;
    return (store.pendingStructs?.update.byteLength ?? 0) + (store.pendingDs?.byteLength ?? 0);
  }

  /**
   * Forgets the pending structures: what depends on updates nobody sent can never be shown, and
   * kept, every later update would be merged with it (a client sending such updates in a loop stalled
   * the process and filled its memory).
   */
  dropPending(): void {
    this.doc.store.pendingStructs = null;
    this.doc.store.pendingDs = null;
    this.answers.clear();
  }

  /** The whole document as one Yjs update (what a snapshot stores). */
  encodeState(): Uint8Array {
    return this.encodeShown();
  }

  /**
   * What the document shows, as an update (beyond `stateVector`): without its pending structures, which
   * Yjs would otherwise put in every state it encodes. They can never be read by anyone, so they are
   * neither sent to peers nor stored: no snapshot carries to the API what no client could read back.
   */
  private encodeShown(stateVector?: Uint8Array): Uint8Array {
    const store = this.doc.store;
    const { pendingStructs, pendingDs } = store;
    if (pendingStructs === null && pendingDs === null) return Y.encodeStateAsUpdate(this.doc, stateVector);
    store.pendingStructs = null;
    store.pendingDs = null;
    try {
      return Y.encodeStateAsUpdate(this.doc, stateVector);
    } finally {
      store.pendingStructs = pendingStructs;
      store.pendingDs = pendingDs;
    }
  }

  usePersistence(persistence: DocumentPersistence): void {
    this.persistence = persistence;
  }

  getPersistence(): DocumentPersistence | null {
    return this.persistence;
  }

  /**
   * Greets a new peer as y-websocket's provider expects: sync step 1, then whether the document is locked
   * (`lockState`, sent to every peer so that a reconnecting client learns of an unlock it missed), then
   * everybody's awareness.
   */
  attach(peer: Peer): void {
    this.peers.add(peer);
    peer.send(encodeSyncStep1(Y.encodeStateVector(this.doc)));
    peer.send(encodeLockState(this.lockedFlag));
    const states = this.awareness.getStates();
    if (states.size > 0) peer.send(encodeAwareness(encodeAwarenessUpdate(this.awareness, Array.from(states.keys()))));
  }

  detach(peer: Peer): void {
    if (!this.peers.delete(peer)) return;
    this.presence.release(peer);
  }

  allAwareness(): Uint8Array {
    return encodeAwareness(encodeAwarenessUpdate(this.awareness, Array.from(this.awareness.getStates().keys())));
  }

  destroy(): void {
    this.persistence?.stop();
    this.answers.clear();
    this.awareness.destroy();
    this.doc.destroy();
  }
}
