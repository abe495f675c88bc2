import { performance } from "node:perf_hooks";
import * as Y from "yjs";
import { BudgetMeter, DEFAULT_BUDGET } from "./budget";
import type { SocketBudget } from "./budget";
import { CLOSE } from "./closeCodes";
import type { CloseReason } from "./closeCodes";
import type { Logger } from "@hearth/logger";
import type { CollabMetrics } from "./metrics";
import type { DocumentPersistence } from "./persistence";
import {
  decodeClientMessage,
  encodeLockState,
  encodePersisted,
  MalformedFrameError,
  MAX_FRAME_BYTES,
} from "./protocol";
import type { Peer, SharedDoc } from "./sharedDoc";

/** The part of a `ws` WebSocket a connection uses. */
export interface SocketLike {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: Uint8Array, callback?: (error?: Error) => void): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  terminate(): void;
  /** Stops reading from the socket (ws); what the client sends meanwhile waits in the network's buffers… */
  pause?(): void;
  /** …until it reads again. */
  resume?(): void;
}

const OPEN = 1;

export interface ConnectionLimits extends SocketBudget {
  maxFrameBytes: number;
  /** Frames held while the connection is authenticated and its document loaded. */
  maxBacklogBytes: number;
  /** A client this far behind on reading is closed (it re-syncs when it reconnects). */
  maxBufferedBytes: number;
  /** A socket closed for what it sent is no longer read, and is cut off if it has not closed after this long. */
  closeGraceMs: number;
  /**
   * Longest a socket's frames are handled in one turn of the event loop before the other sockets' turn,
   * once it sent at least `sliceMinFrames` in that turn (a provider sends one or two at a time).
   */
  sliceMs: number;
  sliceMinFrames: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  ...DEFAULT_BUDGET,
  closeGraceMs: 1_000,
  sliceMs: 2,
  sliceMinFrames: 32,
  maxFrameBytes: MAX_FRAME_BYTES,
  maxBacklogBytes: 4 * MAX_FRAME_BYTES,
  maxBufferedBytes: 16 * MAX_FRAME_BYTES,
};

/** What the server does when a connection goes over its budget (remember it, so a reconnection is refused for a while). */
export interface ConnectionHooks {
  overBudget?(connection: Connection): void;
}

/**
 * One client socket on one document. Frames are checked on arrival (size, binary, the socket's budget),
 * held until the connection is admitted, then decoded and applied. Anything wrong with a frame closes
 * this socket only; a socket over its budget (budget.ts) is closed with 4429.
 *
 * "Saved" acknowledgements: the connection numbers the update-carrying messages (sync step 2, update) it
 * receives, as the client numbers those it sends. Once everything the document had recorded for storage
 * when message `n` was applied is stored, the client is sent `persisted n` (coalesced: only the latest
 * number matters, one wait at a time). Dropped messages (read-only, locked) are counted, never acknowledged.
 */
export class Connection implements Peer {
  readonly awarenessIds = new Set<number>();
  userId: string | null = null;
  /** The name the API gave for the user: the one every peer is shown (presence.ts). */
  userName: string | null = null;
  /** Set when the API granted only read access; the document's lock makes every connection read-only too. */
  private readOnlyAccess = false;
  private downgraded = false;
  private shared: SharedDoc | null = null;
  private backlog: Uint8Array[] = [];
  private backlogBytes = 0;
  /** Frames of an admitted connection not handled yet (see `drain`). */
  private inbox: Uint8Array[] = [];
  private inboxNext = 0;
  private draining = false;
  /** When this socket's share of the current turn of the event loop ends (0: no frame handled this turn yet), and its frames handled in it. */
  private sliceEnds = 0;
  private sliceFrames = 0;
  /** Not read from until its inbox is handled; `shut` for good (shutOut). */
  private readingHeld = false;
  private shut = false;
  private closedFlag = false;
  /** Update-carrying messages received on this socket, dropped ones included. */
  private updateMessages = 0;
  /** The latest applied message not acknowledged yet, with the document's storage mark when it was applied. */
  private ackTarget: { messages: number; mark: number } | null = null;
  private ackWaiting = false;
  /** Answered a ping since the last heartbeat. */
  alive = true;
  private readonly budget: BudgetMeter;

  constructor(
    readonly socket: SocketLike,
    private readonly metrics: CollabMetrics,
    private readonly log: Logger,
    private readonly limits: ConnectionLimits = DEFAULT_LIMITS,
    private readonly hooks: ConnectionHooks = {},
  ) {
    this.budget = new BudgetMeter(limits);
  }

  get closed(): boolean {
    return this.closedFlag;
  }

  get document(): SharedDoc | null {
    return this.shared;
  }

  get readOnly(): boolean {
    return this.readOnlyAccess || (this.shared?.locked ?? false);
  }

  makeReadOnly(): void {
    this.readOnlyAccess = true;
  }

  /**
   * The API now answers "read" for this socket (its user's access narrowed while it was open, see
   * revocation.ts): its updates are dropped from here on, and the client is told with `lockState 1`,
   * so that its editor turns read-only as it does for a lock. False when it was read-only already.
   */
  downgradeToRead(): boolean {
    if (this.readOnlyAccess || this.closedFlag) return false;
    this.readOnlyAccess = true;
    this.downgraded = true;
    this.send(encodeLockState(true));
    return true;
  }

  /** Told `lockState 1` when its access narrowed: a later unlock of the document must not tell it 0. */
  get stayLocked(): boolean {
    return this.downgraded;
  }

  /** A frame as it came off the socket. */
  receive(frame: Uint8Array, isBinary: boolean): void {
    if (this.closedFlag) return;
    if (frame.byteLength > this.limits.maxFrameBytes) return this.reject(CLOSE.tooBig, "frame too large");
    // The protocol is binary; a text frame is a client that speaks something else.
    if (!isBinary) return this.reject(CLOSE.malformed, "text frame");
    const over = this.budget.frame(frame.byteLength);
    if (over !== null) return this.overBudget(over);
    if (this.shared === null) {
      this.backlogBytes += frame.byteLength;
      if (this.backlogBytes > this.limits.maxBacklogBytes)
        return this.reject(CLOSE.tooBig, "too much sent before admission");
      this.backlog.push(frame);
      return;
    }
    this.inbox.push(frame);
    if (!this.draining) this.drain();
  }

  /** Joins the document once admitted; frames sent meanwhile are applied in order. */
  attach(shared: SharedDoc, access: { userId: string; userName?: string; readOnly: boolean }): void {
    this.userId = access.userId;
    this.userName = access.userName ?? null;
    this.readOnlyAccess = access.readOnly;
    this.shared = shared;
    shared.attach(this);
    this.inbox = this.backlog;
    this.backlog = [];
    this.backlogBytes = 0;
    this.drain();
  }

  /** Sends a frame; `written` is called once it left (or could not be sent). */
  send(frame: Uint8Array, written?: () => void): void {
    if (this.closedFlag || this.socket.readyState !== OPEN) return written?.();
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      written?.();
      return this.close(CLOSE.tryAgain);
    }
    this.socket.send(frame, (error) => {
      written?.();
      if (error) this.close(CLOSE.internal);
    });
  }

  close(why: CloseReason): void {
    if (this.closedFlag) return;
    this.closedFlag = true;
    this.backlog = [];
    this.inbox = [];
    this.inboxNext = 0;
    try {
      this.socket.close(why.code, why.reason);
    } catch {
      // already closing
    }
  }

  /** The socket is gone: leave the document (the registry is told separately, by the server). */
  markClosed(): void {
    this.closedFlag = true;
    this.backlog = [];
    this.inbox = [];
    this.inboxNext = 0;
    this.shared?.detach(this);
  }

  /** Called right after a message was applied: its own update, if it changed anything, is recorded by now. */
  private acknowledgeOnceStored(persistence: DocumentPersistence | null): void {
    if (!persistence) return;
    this.ackTarget = { messages: this.updateMessages, mark: persistence.recorded };
    if (!this.ackWaiting) this.waitForAck(persistence, this.ackTarget);
  }

  private waitForAck(persistence: DocumentPersistence, target: { messages: number; mark: number }): void {
    this.ackWaiting = true;
    void persistence.whenStored(target.mark).then(() => {
      this.ackWaiting = false;
      const latest = this.ackTarget;
      if (this.closedFlag || latest === null) return;
      // Messages applied meanwhile are often stored by the same append: then only the latest number is sent.
      if (latest.mark <= persistence.stored) {
        this.ackTarget = null;
        this.send(encodePersisted(latest.messages));
        return;
      }
      this.send(encodePersisted(target.messages));
      this.waitForAck(persistence, latest);
    });
  }

  private reject(why: CloseReason, detail: string): void {
    this.metrics.add("framesRejected");
    this.log.warn(
      { documentName: this.shared?.name, userId: this.userId, detail },
      `closing a collab socket: ${why.reason}`,
    );
    this.shutOut(why);
  }

  private overBudget(budget: string): void {
    if (this.closedFlag) return;
    this.metrics.add("socketsOverBudget");
    this.hooks.overBudget?.(this);
    this.reject(CLOSE.overBudget, `over its budget of ${budget}`);
  }

  /**
   * Closes a socket for what it sent (or for its user's cool-down): nothing more it sends is read (a flood
   * would keep ws parsing it until the close handshake ends), and it is cut off after the grace period.
   * A client that reconnects at once thus waits that long for its close, whether it completes the
   * handshake or not.
   */
  shutOut(why: CloseReason): void {
    this.close(why);
    this.shut = true;
    try {
      this.socket.pause?.();
    } catch {
      // already gone
    }
    const timer = setTimeout(() => this.socket.terminate(), this.limits.closeGraceMs);
    timer.unref?.();
  }

  /**
   * Handles the frames received, in order, for at most `sliceMs` of each turn of the event loop (ws hands
   * over every frame of a chunk read in one go, so the share counts over calls). A socket that sends
   * faster than it can be served is not read from until the next turn, after every other socket's input:
   * a flood costs its sender the wait, not everybody else. (A provider's frames never take that long:
   * only a flood is ever deferred.)
   */
  private drain(): void {
    this.draining = true;
    if (this.sliceEnds === 0) {
      this.sliceEnds = performance.now() + this.limits.sliceMs;
      this.sliceFrames = 0;
      // Queued before any deferred drain below: the next turn starts with a fresh share.
      setImmediate(() => (this.sliceEnds = 0));
    }
    while (this.inboxNext < this.inbox.length && !this.closedFlag) {
      if (++this.sliceFrames > this.limits.sliceMinFrames && performance.now() > this.sliceEnds) {
        this.holdReading(true);
        setImmediate(() => this.drain());
        return;
      }
      this.handle(this.inbox[this.inboxNext++]!);
    }
    this.inbox = [];
    this.inboxNext = 0;
    this.draining = false;
    this.holdReading(false);
  }

  private holdReading(hold: boolean): void {
    if (hold === this.readingHeld) return;
    this.readingHeld = hold;
    try {
      if (hold) this.socket.pause?.();
      else if (!this.shut) this.socket.resume?.();
    } catch {
      // already gone
    }
  }

  private handle(frame: Uint8Array): void {
    const shared = this.shared!;
    try {
      const message = decodeClientMessage(frame);
      switch (message.type) {
        case "sync-step-1": {
          const over = this.budget.answer();
          if (over !== null) return this.overBudget(over);
          this.send(shared.syncAnswer(message.stateVector), () => this.budget.answerWritten());
          break;
        }
        case "sync-step-2":
        case "update": {
          this.updateMessages++;
          if (this.readOnly) {
            // Dropped here, on the server: a read-only or locked document never changes, whatever the UI does.
            this.metrics.add("updatesDropped");
            break;
          }
          this.metrics.add("updatesReceived");
          const pendingBefore = shared.pendingBytes;
          Y.applyUpdate(shared.doc, message.update, this);
          // Only the socket whose update added to them answers for them (a document may load with some).
          if (shared.pendingBytes > pendingBefore && shared.pendingBytes > this.limits.maxPendingBytes) {
            shared.dropPending();
            return this.overBudget("structures whose dependencies never arrived");
          }
          this.acknowledgeOnceStored(shared.getPersistence());
          break;
        }
        case "awareness": {
          const dropped = shared.presence.apply(message.update, this);
          if (dropped > 0) this.metrics.add("awarenessDropped", dropped);
          break;
        }
        case "query-awareness": {
          const over = this.budget.answer();
          if (over !== null) return this.overBudget(over);
          this.send(shared.allAwareness(), () => this.budget.answerWritten());
          break;
        }
        case "auth":
          // Only servers send auth messages (permission denied); a client's is ignored.
          break;
      }
    } catch (error) {
      // Yjs and lib0 throw plain Errors on payloads that do not decode; either way the frame is bad.
      this.reject(
        CLOSE.malformed,
        error instanceof MalformedFrameError ? error.message : `payload rejected: ${String(error)}`,
      );
    }
  }
}
