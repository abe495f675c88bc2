import * as Y from "yjs";
import { applyAwarenessUpdate } from "y-protocols/awareness";
import { CLOSE } from "./closeCodes";
import type { CloseReason } from "./closeCodes";
import type { Logger } from "./logger";
import type { CollabMetrics } from "./metrics";
import type { DocumentPersistence } from "./persistence";
import { decodeClientMessage, encodePersisted, encodeSyncStep2, MalformedFrameError, MAX_FRAME_BYTES } from "./protocol";
import type { Peer, SharedDoc } from "./sharedDoc";

/** The part of a `ws` WebSocket a connection uses. */
export interface SocketLike {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: Uint8Array, callback?: (error?: Error) => void): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  terminate(): void;
}

const OPEN = 1;

export interface ConnectionLimits {
  maxFrameBytes: number;
  /** Frames held while the connection is authenticated and its document loaded. */
  maxBacklogBytes: number;
  /** A client this far behind on reading is closed (it re-syncs when it reconnects). */
  maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  maxFrameBytes: MAX_FRAME_BYTES,
  maxBacklogBytes: 4 * MAX_FRAME_BYTES,
  maxBufferedBytes: 16 * MAX_FRAME_BYTES,
};

/**
 * One client socket on one document. Frames are checked on arrival (size, binary), held until the
 * connection is admitted, then decoded and applied. Anything wrong with a frame closes this socket only.
 *
 * "Saved" acknowledgements: the connection numbers the update-carrying messages (sync step 2, update) it
 * receives, as the client numbers those it sends. Once everything the document had recorded for storage
 * when message `n` was applied is stored, the client is sent `persisted n` (coalesced: only the latest
 * number matters, one wait at a time). Dropped messages (read-only, locked) are counted, never acknowledged.
 */
export class Connection implements Peer {
  readonly awarenessIds = new Set<number>();
  userId: string | null = null;
  /** Set when the API granted only read access; the document's lock makes every connection read-only too. */
  private readOnlyAccess = false;
  private shared: SharedDoc | null = null;
  private backlog: Uint8Array[] = [];
  private backlogBytes = 0;
  private closedFlag = false;
  /** Update-carrying messages received on this socket, dropped ones included. */
  private updateMessages = 0;
  /** The latest applied message not acknowledged yet, with the document's storage mark when it was applied. */
  private ackTarget: { messages: number; mark: number } | null = null;
  private ackWaiting = false;
  /** Answered a ping since the last heartbeat. */
  alive = true;

  constructor(
    readonly socket: SocketLike,
    private readonly metrics: CollabMetrics,
    private readonly log: Logger,
    private readonly limits: ConnectionLimits = DEFAULT_LIMITS,
  ) {}

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

  /** A frame as it came off the socket. */
  receive(frame: Uint8Array, isBinary: boolean): void {
    if (this.closedFlag) return;
    if (frame.byteLength > this.limits.maxFrameBytes) return this.reject(CLOSE.tooBig, "frame too large");
    // The protocol is binary; a text frame is a client that speaks something else.
    if (!isBinary) return this.reject(CLOSE.malformed, "text frame");
    if (this.shared === null) {
      this.backlogBytes += frame.byteLength;
      if (this.backlogBytes > this.limits.maxBacklogBytes) return this.reject(CLOSE.tooBig, "too much sent before admission");
      this.backlog.push(frame);
      return;
    }
    this.handle(frame);
  }

  /** Joins the document once admitted; frames sent meanwhile are applied in order. */
  attach(shared: SharedDoc, access: { userId: string; readOnly: boolean }): void {
    this.userId = access.userId;
    this.readOnlyAccess = access.readOnly;
    this.shared = shared;
    shared.attach(this);
    const held = this.backlog;
    this.backlog = [];
    this.backlogBytes = 0;
    for (const frame of held) {
      if (this.closedFlag) break;
      this.handle(frame);
    }
  }

  send(frame: Uint8Array): void {
    if (this.closedFlag || this.socket.readyState !== OPEN) return;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) return this.close(CLOSE.tryAgain);
    this.socket.send(frame, (error) => {
      if (error) this.close(CLOSE.internal);
    });
  }

  close(why: CloseReason): void {
    if (this.closedFlag) return;
    this.closedFlag = true;
    this.backlog = [];
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
    this.log.warn({ documentName: this.shared?.name, userId: this.userId, detail }, `closing a collab socket: ${why.reason}`);
    this.close(why);
  }

  private handle(frame: Uint8Array): void {
    const shared = this.shared!;
    try {
      const message = decodeClientMessage(frame);
      switch (message.type) {
        case "sync-step-1":
          this.send(encodeSyncStep2(Y.encodeStateAsUpdate(shared.doc, message.stateVector)));
          break;
        case "sync-step-2":
        case "update":
          this.updateMessages++;
          if (this.readOnly) {
            // Dropped here, on the server: a read-only or locked document never changes, whatever the UI does.
            this.metrics.add("updatesDropped");
            break;
          }
          this.metrics.add("updatesReceived");
          Y.applyUpdate(shared.doc, message.update, this);
          this.acknowledgeOnceStored(shared.getPersistence());
          break;
        case "awareness":
          applyAwarenessUpdate(shared.awareness, message.update, this);
          break;
        case "query-awareness":
          this.send(shared.allAwareness());
          break;
        case "auth":
          // Only servers send auth messages (permission denied); a client's is ignored.
          break;
      }
    } catch (error) {
      // Yjs and lib0 throw plain Errors on payloads that do not decode; either way the frame is bad.
      this.reject(CLOSE.malformed, error instanceof MalformedFrameError ? error.message : `payload rejected: ${String(error)}`);
    }
  }
}
