import * as decoding from "lib0/decoding";
import type { SocketLike } from "../connection";

/** A socket that records what the server sends, for unit tests of connection handling. */
export class RecordingSocket implements SocketLike {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: Uint8Array[] = [];
  closedWith: { code: number; reason: string } | null = null;
  paused = false;
  terminated = false;

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
    this.terminated = true;
    this.readyState = 3;
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  /**
   * The [message type, sub-type] of each frame sent: [0, 0] for sync step 1, [101, 1] for "locked",
   * [100, n] for an acknowledgement of n messages; null for the others.
   */
  kinds(): Array<[number, number | null]> {
    return this.sent.map((frame) => {
      const decoder = decoding.createDecoder(frame);
      const type = decoding.readVarUint(decoder);
      return [type, type === 0 || type === 100 || type === 101 ? decoding.readVarUint(decoder) : null];
    });
  }

  /** The numbers of the `persisted` acknowledgements sent (100), in order. */
  acks(): number[] {
    return this.kinds().flatMap(([type, n]) => (type === 100 ? [n!] : []));
  }

  /** The `lockState` values sent (101), in order. */
  lockStates(): number[] {
    return this.kinds().flatMap(([type, n]) => (type === 101 ? [n!] : []));
  }

  clear(): void {
    this.sent.length = 0;
  }
}
