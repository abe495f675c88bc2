import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import { COLLAB_MESSAGE } from "@hearth/schema";

/** Message types of the y-websocket protocol, as `y-websocket`'s WebsocketProvider numbers them. */
export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_AUTH = 2;
export const MESSAGE_QUERY_AWARENESS = 3;

/** Sub-types of a sync message (y-protocols/sync). */
export const SYNC_STEP_1 = 0;
export const SYNC_STEP_2 = 1;
export const SYNC_UPDATE = 2;

/** Largest frame a client may send; bigger ones close that socket with 1009. */
export const MAX_FRAME_BYTES = 1024 * 1024;

export type ClientMessage =
  | { type: "sync-step-1"; stateVector: Uint8Array }
  | { type: "sync-step-2"; update: Uint8Array }
  | { type: "update"; update: Uint8Array }
  | { type: "awareness"; update: Uint8Array }
  | { type: "query-awareness" }
  | { type: "auth"; authType: number; reason: string };

/** A frame that does not follow the protocol; the socket that sent it is closed with 1003. */
export class MalformedFrameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MalformedFrameError";
  }
}

/**
 * Decodes one client frame. Only the envelope is checked here (types, lengths, no trailing bytes);
 * the Yjs payloads are validated when they are applied, which throws on garbage as well.
 */
export function decodeClientMessage(frame: Uint8Array): ClientMessage {
  try {
    const decoder = decoding.createDecoder(frame);
    const message = readMessage(decoder);
    if (decoding.hasContent(decoder)) throw new MalformedFrameError("trailing bytes after the message");
    return message;
  } catch (error) {
    if (error instanceof MalformedFrameError) throw error;
    // lib0 throws plain Errors ("Unexpected end of array", "Integer out of Range") on truncated input.
    throw new MalformedFrameError(error instanceof Error ? error.message : "undecodable frame");
  }
}

function readMessage(decoder: decoding.Decoder): ClientMessage {
  const type = decoding.readVarUint(decoder);
  switch (type) {
    case MESSAGE_SYNC: {
      const syncType = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      if (syncType === SYNC_STEP_1) return { type: "sync-step-1", stateVector: payload };
      if (syncType === SYNC_STEP_2) return { type: "sync-step-2", update: payload };
      if (syncType === SYNC_UPDATE) return { type: "update", update: payload };
      throw new MalformedFrameError(`unknown sync message type ${syncType}`);
    }
    case MESSAGE_AWARENESS:
      return { type: "awareness", update: decoding.readVarUint8Array(decoder) };
    case MESSAGE_QUERY_AWARENESS:
      return { type: "query-awareness" };
    case MESSAGE_AUTH: {
      const authType = decoding.readVarUint(decoder);
      return { type: "auth", authType, reason: decoding.readVarString(decoder) };
    }
    default:
      throw new MalformedFrameError(`unknown message type ${type}`);
  }
}

export function encodeSyncStep1(stateVector: Uint8Array): Uint8Array {
  return encodeSync(SYNC_STEP_1, stateVector);
}

export function encodeSyncStep2(update: Uint8Array): Uint8Array {
  return encodeSync(SYNC_STEP_2, update);
}

export function encodeUpdate(update: Uint8Array): Uint8Array {
  return encodeSync(SYNC_UPDATE, update);
}

export function encodeAwareness(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

export function encodeQueryAwareness(): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_QUERY_AWARENESS);
  return encoding.toUint8Array(encoder);
}

/** `[100][n]`: the first `n` update-carrying messages (sync step 2 or update) this socket sent are stored. */
export function encodePersisted(messages: number): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, COLLAB_MESSAGE.persisted);
  encoding.writeVarUint(encoder, messages);
  return encoding.toUint8Array(encoder);
}

/** `[101][1]` the document is locked (read-only for everyone), `[101][0]` it is not. */
export function encodeLockState(locked: boolean): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, COLLAB_MESSAGE.lockState);
  encoding.writeVarUint(encoder, locked ? 1 : 0);
  return encoding.toUint8Array(encoder);
}

function encodeSync(syncType: number, payload: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  encoding.writeVarUint(encoder, syncType);
  encoding.writeVarUint8Array(encoder, payload);
  return encoding.toUint8Array(encoder);
}
