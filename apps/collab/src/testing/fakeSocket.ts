import * as decoding from "lib0/decoding";
import type { SocketLike } from "../connection";

/** A socket that records what the server sends, for unit tests of connection handling. */
export class RecordingSocket implements SocketLike {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: Uint8Array[] = [];
  closedWith: { code: number; reason: string } | null = null;

  send(data: Uint8Array, callback?: (error?: Error) => void): void {
    this.sent.push(data);
    callback?.();
  }

  close(code = 1005, reason = ""): void {
    this.closedWith ??= { code, reason };
    this.readyState = 3;
  }

  ping(): void {}

  terminate(): void {
    this.readyState = 3;
  }

  /** The [message type, sync sub-type] of each frame sent, e.g. [0, 0] for sync step 1. */
  kinds(): Array<[number, number | null]> {
    return this.sent.map((frame) => {
      const decoder = decoding.createDecoder(frame);
      const type = decoding.readVarUint(decoder);
      return [type, type === 0 ? decoding.readVarUint(decoder) : null];
    });
  }

  clear(): void {
    this.sent.length = 0;
  }
}
