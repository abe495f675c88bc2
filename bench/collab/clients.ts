/**
 * Raw y-protocol clients over `ws` (no Lexical, no provider): each with its own Y.Doc, doing the
 * handshake a y-websocket provider does and typing one character per update. Receipt is timed by an
 * out-of-band map shared by every client of this process: a keystroke's update is identified by its
 * author's client id and the clock of its item, read from the first four varints of the update — no
 * decoding of the update, no timestamp in the text, so measuring stays cheap next to what is measured.
 * For the same reason measuring clients do not apply the keystrokes they receive (`applyRemote`).
 */
import { performance } from "node:perf_hooks";
import { WebSocket } from "ws";
import type { RawData } from "ws";
import * as Y from "yjs";
import * as decoding from "lib0/decoding";
import { COLLAB_MESSAGE } from "@hearth/schema";
import {
  encodeSyncStep1,
  encodeSyncStep2,
  encodeUpdate,
  MESSAGE_SYNC,
  SYNC_STEP_1,
  SYNC_STEP_2,
  SYNC_UPDATE,
} from "../../apps/collab/src/protocol";

/** Transaction origin of updates that came from the server: applied, never sent back. */
const REMOTE = Symbol("remote");
const CLOCK_BITS = 2 ** 21;
const KEYS = "abcdefghijklmnopqrstuvwxyz ";

/** `client * 2^21 + clock` of the first item in an update (one keystroke = one item), or -1. */
export function updateKey(update: Uint8Array): number {
  const decoder = decoding.createDecoder(update);
  if (decoding.readVarUint(decoder) === 0) return -1; // no structs: a delete-only update
  decoding.readVarUint(decoder); // structs of the first client
  const client = decoding.readVarUint(decoder);
  const clock = decoding.readVarUint(decoder);
  return client * CLOCK_BITS + clock;
}

interface InFlight {
  sentAt: number;
  awaiting: number;
  measured: boolean;
}

/** Send and receipt times of every keystroke update of this process. */
export class RelayRecorder {
  /** Updates sent while set count toward the figures; the others are warm-up. */
  measuring = false;
  readonly relay: number[] = [];
  readonly stored: number[] = [];
  sentMeasured = 0;
  /** Sockets the server closed while they were in use (anything but our own close). */
  unexpectedCloses = 0;
  private readonly inFlight = new Map<number, InFlight>();

  sent(key: number, receivers: number, at: number): void {
    if (this.measuring) this.sentMeasured++;
    if (key >= 0 && receivers > 0)
      this.inFlight.set(key, { sentAt: at, awaiting: receivers, measured: this.measuring });
  }

  received(key: number, at: number): void {
    const entry = this.inFlight.get(key);
    if (!entry) return;
    if (entry.measured) this.relay.push(at - entry.sentAt);
    if (--entry.awaiting === 0) this.inFlight.delete(key);
  }

  storedAfter(sentAt: number, measured: boolean, at: number): void {
    if (measured) this.stored.push(at - sentAt);
  }

  /** Receipts of measured updates that have not arrived (yet). */
  missing(): number {
    let count = 0;
    for (const entry of this.inFlight.values()) if (entry.measured) count += entry.awaiting;
    return count;
  }
}

/** One socket on one document, as a y-websocket provider would hold it (without awareness). */
export class BenchClient {
  readonly doc: Y.Doc;
  /** Other sockets on the same document: how many receipts each keystroke should produce. */
  receivers = 0;
  private readonly socket: WebSocket;
  private text: Y.Text | null = null;
  private readonly recorder: RelayRecorder | null;
  /** Update-carrying messages sent (sync step 2 and updates), numbered as the server numbers them for `persisted`. */
  private updateMessages = 0;
  private acked = 0;
  private readonly unacked: Array<{ n: number; sentAt: number; measured: boolean }> = [];
  private readonly ackWaiters: Array<{ n: number; resolve: () => void }> = [];
  private closing = false;
  private keyIndex = 0;
  private readonly applyRemote: boolean;
  readonly synced: Promise<void>;
  readonly closed: Promise<void>;

  /**
   * `applyRemote: false`: others' keystrokes are timed, not applied. A measuring client then keeps only
   * its own typing: applying 700 updates a second to 1,500 documents kept every young-generation
   * collection of this process busy for milliseconds, and those pauses landed in the relay figures.
   */
  constructor(
    url: string,
    recorder: RelayRecorder | null,
    options: { doc?: Y.Doc; trackAcks?: boolean; applyRemote?: boolean } = {},
  ) {
    this.doc = options.doc ?? new Y.Doc();
    this.recorder = recorder;
    this.applyRemote = options.applyRemote ?? true;
    const trackAcks = options.trackAcks ?? false;
    this.doc.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE) this.sendUpdate(update, trackAcks);
    });
    this.socket = new WebSocket(url, { perMessageDeflate: false });
    let markSynced: () => void = () => undefined;
    let failSync: (error: Error) => void = () => undefined;
    this.synced = new Promise<void>((resolve, reject) => {
      markSynced = resolve;
      failSync = reject;
    });
    // Whoever awaits `synced` sees a failure; nobody awaiting it must not crash the process.
    this.synced.catch(() => undefined);
    this.closed = new Promise<void>((resolve) => this.socket.once("close", () => resolve()));
    this.socket.on("open", () => this.socket.send(encodeSyncStep1(Y.encodeStateVector(this.doc))));
    this.socket.on("error", (error) => failSync(error));
    this.socket.on("close", (code, reason) => {
      failSync(new Error(`${url.split("?")[0]} closed with ${code} ${reason.toString()} before it synced`));
      if (!this.closing && this.recorder) this.recorder.unexpectedCloses++;
      for (const waiter of this.ackWaiters.splice(0)) waiter.resolve();
    });
    this.socket.on("message", (data: RawData) => this.onMessage(data as Buffer, markSynced));
  }

  /** Types one character at the end of this client's copy of the text: one small update, as a keystroke makes. */
  type(): void {
    // Created on first use: a client that only fills a Lexical document adds no root of its own.
    this.text ??= this.doc.getText("t");
    this.text.insert(this.text.length, KEYS[this.keyIndex++ % KEYS.length]!);
  }

  /** Resolves once the server acknowledged (`persisted`) every update-carrying message sent so far, or the socket closed. */
  whenStored(): Promise<void> {
    const n = this.updateMessages;
    if (this.acked >= n || this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => this.ackWaiters.push({ n, resolve }));
  }

  get pendingAcks(): number {
    return this.unacked.length;
  }

  close(): Promise<void> {
    this.closing = true;
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    this.socket.close(1000);
    const timer = setTimeout(() => this.socket.terminate(), 2_000);
    return this.closed.finally(() => clearTimeout(timer));
  }

  private sendUpdate(update: Uint8Array, trackAcks: boolean): void {
    const frame = encodeUpdate(update);
    this.updateMessages++;
    const at = performance.now();
    if (this.recorder) {
      this.recorder.sent(updateKey(update), this.receivers, at);
      if (trackAcks) this.unacked.push({ n: this.updateMessages, sentAt: at, measured: this.recorder.measuring });
    }
    this.socket.send(frame);
  }

  private onMessage(data: Buffer, markSynced: () => void): void {
    // First thing: the receipt time, before any decoding or applying.
    const at = performance.now();
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const syncType = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      if (syncType === SYNC_UPDATE) {
        const key = updateKey(payload);
        // A relay that echoes the sender's own update (y-websocket's does) is not a receipt.
        if (this.recorder && Math.floor(key / CLOCK_BITS) !== this.doc.clientID) this.recorder.received(key, at);
        if (this.applyRemote) Y.applyUpdate(this.doc, payload, REMOTE);
      } else if (syncType === SYNC_STEP_1) {
        // Our answer carries what we have: an update-carrying message, numbered like the server numbers it.
        this.updateMessages++;
        this.socket.send(encodeSyncStep2(Y.encodeStateAsUpdate(this.doc, payload)));
      } else if (syncType === SYNC_STEP_2) {
        Y.applyUpdate(this.doc, payload, REMOTE);
        markSynced();
      }
    } else if (type === COLLAB_MESSAGE.persisted) {
      this.onPersisted(decoding.readVarUint(decoder), at);
    }
    // Awareness and lockState are not part of what is measured.
  }

  private onPersisted(n: number, at: number): void {
    this.acked = Math.max(this.acked, n);
    while (this.unacked.length > 0 && this.unacked[0]!.n <= n) {
      const { sentAt, measured } = this.unacked.shift()!;
      this.recorder?.storedAfter(sentAt, measured, at);
    }
    for (let i = this.ackWaiters.length - 1; i >= 0; i--) {
      if (this.ackWaiters[i]!.n <= n) this.ackWaiters.splice(i, 1)[0]!.resolve();
    }
  }
}

/** Opens clients with bounded concurrency (1,500 handshakes at once would measure the accept queue). */
export async function openClients(
  urls: string[][],
  recorder: RelayRecorder,
  options: { trackAcks: boolean; concurrency?: number },
): Promise<BenchClient[][]> {
  const groups = urls.map((group) => group.map(() => null as BenchClient | null));
  const jobs = urls.flatMap((group, g) => group.map((url, i) => ({ url, g, i })));
  let next = 0;
  const all: BenchClient[] = [];
  const worker = async () => {
    while (next < jobs.length) {
      const { url, g, i } = jobs[next++]!;
      const client = new BenchClient(url, recorder, { trackAcks: options.trackAcks, applyRemote: false });
      all.push(client);
      groups[g]![i] = client;
      await client.synced;
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency ?? 50 }, worker));
  } catch (error) {
    await closeClients(all);
    throw error;
  }
  const opened = groups.map((group) => group.map((client) => client!));
  for (const group of opened) for (const client of group) client.receivers = group.length - 1;
  return opened;
}

export async function closeClients(clients: Iterable<BenchClient>): Promise<void> {
  await Promise.all([...clients].map((client) => client.close()));
}

/**
 * Sends `rate × seconds` keystrokes spread evenly over time and documents: update k goes to document
 * k mod D, typed by its sockets in turn. Late timers are caught up at once, so the rate holds.
 */
export function drive(
  groups: BenchClient[][],
  rate: number,
  seconds: number,
): Promise<{ sent: number; elapsedMs: number }> {
  const total = Math.max(1, Math.round(rate * seconds));
  const documents = groups.length;
  return new Promise((resolve) => {
    const started = performance.now();
    let k = 0;
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
      for (; k < due; k++) {
        const group = groups[k % documents]!;
        group[Math.floor(k / documents) % group.length]!.type();
      }
      if (k >= total) {
        // The window lasts until the last update was due, so the achieved rate is comparable across runs.
        resolve({ sent: total, elapsedMs: Math.max(performance.now() - started, ((total - 1) * 1000) / rate) });
        return;
      }
      setTimeout(tick, Math.max(0, started + (k * 1000) / rate - performance.now()));
    };
    tick();
  });
}
