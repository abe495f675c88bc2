import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import { applyAwarenessUpdate, removeAwarenessStates } from "y-protocols/awareness";
import type { Awareness } from "y-protocols/awareness";

/** What presence needs of a connection: who signed in on it and the awareness client ids it introduced. */
export interface PresencePeer {
  readonly awarenessIds: Set<number>;
  readonly userId: string | null;
  readonly userName: string | null;
}

export interface PresenceLimits {
  /** Client ids one socket may introduce (a provider uses one; a few for a page that remounts its editor). */
  idsPerSocket: number;
  /** Client ids one user may hold in one document, over all their sockets (tabs). */
  idsPerUser: number;
  /** States one document holds at most. */
  statesPerDocument: number;
  /** Largest state, as JSON (a Lexical cursor with its selection is a few hundred bytes). */
  stateBytes: number;
}

export const DEFAULT_PRESENCE_LIMITS: PresenceLimits = {
  idsPerSocket: 4,
  idsPerUser: 16,
  statesPerDocument: 256,
  stateBytes: 8 * 1024,
};

type Entry = { clientId: number; clock: number; state: Record<string, unknown> | null };

/**
 * Who is shown in a document, as the server decides it. A socket's first awareness update for a client id
 * introduces that id as its own; from then on only that socket may change or remove its state (a socket of
 * the same user may take it over: a reconnecting tab whose old socket has not closed yet). Every state
 * carries the name and user id the API gave the socket, whatever the client wrote: a read-only viewer is
 * shown, as themselves, since who is reading a note is what its authors want to know, but nobody can show
 * up as someone else, remove someone, or fill the list. Entries that break a rule are dropped, not relayed.
 */
export class Presence {
  private readonly owners = new Map<number, PresencePeer>();

  constructor(
    private readonly awareness: Awareness,
    private readonly limits: PresenceLimits = DEFAULT_PRESENCE_LIMITS,
  ) {}

  /** Applies `peer`'s awareness update as far as the rules allow; returns how many entries were dropped. Throws on a malformed update. */
  apply(update: Uint8Array, peer: PresencePeer): number {
    const entries = decodeEntries(update, this.limits.stateBytes);
    const kept: Entry[] = [];
    for (const entry of entries) {
      if (entry === null || !this.mayWrite(entry, peer)) continue;
      kept.push(entry.state === null ? entry : { ...entry, state: asTheServerSays(entry.state, peer) });
    }
    if (kept.length > 0) applyAwarenessUpdate(this.awareness, encodeEntries(kept), peer);
    return entries.length - kept.length;
  }

  /** The peer left: the states it introduced go, for everyone. */
  release(peer: PresencePeer): void {
    const ids = [...peer.awarenessIds].filter((id) => this.owners.get(id) === peer);
    for (const id of ids) this.owners.delete(id);
    peer.awarenessIds.clear();
    if (ids.length > 0) removeAwarenessStates(this.awareness, ids, null);
  }

  private mayWrite(entry: Entry, peer: PresencePeer): boolean {
    const owner = this.owners.get(entry.clientId);
    if (owner === peer) return true;
    // Removing a state is for its owner alone; introducing an id needs a state to show.
    if (entry.state === null) return false;
    if (owner !== undefined) {
      if (owner.userId === null || owner.userId !== peer.userId) return false;
      owner.awarenessIds.delete(entry.clientId);
    } else if (!this.roomFor(peer)) {
      return false;
    }
    this.owners.set(entry.clientId, peer);
    peer.awarenessIds.add(entry.clientId);
    return true;
  }

  private roomFor(peer: PresencePeer): boolean {
    if (peer.awarenessIds.size >= this.limits.idsPerSocket) return false;
    if (this.owners.size >= this.limits.statesPerDocument) return false;
    let ofUser = 0;
    for (const owner of this.owners.values()) if (owner.userId === peer.userId) ofUser++;
    return ofUser < this.limits.idsPerUser;
  }
}

/**
 * The state with the fields people are shown by set from the socket's sign-in: `name` (Lexical's cursor
 * label and the web app's presence list), `user.name` (y-websocket's convention) and `awarenessData.userId`
 * (the web app's key for one person with several tabs).
 */
function asTheServerSays(state: Record<string, unknown>, peer: PresencePeer): Record<string, unknown> {
  const name = peer.userName ?? "";
  const awarenessData = isPlainObject(state.awarenessData) ? state.awarenessData : {};
  const shown: Record<string, unknown> = { ...state, name, awarenessData: { ...awarenessData, userId: peer.userId } };
  if (isPlainObject(state.user)) shown.user = { ...state.user, name };
  return shown;
}

/** The entries of an awareness update (y-protocols' encoding); null for an entry whose state is too large or not an object. */
function decodeEntries(update: Uint8Array, maxStateBytes: number): Array<Entry | null> {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const entries: Array<Entry | null> = [];
  for (let i = 0; i < count; i++) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const json = decoding.readVarString(decoder);
    if (json.length > maxStateBytes) {
      entries.push(null);
      continue;
    }
    const state: unknown = JSON.parse(json);
    entries.push(
      state === null ? { clientId, clock, state: null } : isPlainObject(state) ? { clientId, clock, state } : null,
    );
  }
  if (decoding.hasContent(decoder)) throw new Error("trailing bytes after the awareness update");
  return entries;
}

function encodeEntries(entries: Entry[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const { clientId, clock, state } of entries) {
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, JSON.stringify(state));
  }
  return encoding.toUint8Array(encoder);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
