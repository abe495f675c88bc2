/**
 * A bare y-protocol client for the collab server's tests of what a hostile or outdated editor may send.
 */
import { expect } from "vitest";
import * as Y from "yjs";
import { WebSocket } from "ws";
import * as decoding from "lib0/decoding";
import { lexicalEdit } from "@hearth/testing";
import { MESSAGE_SYNC, SYNC_STEP_2 } from "../protocol";
import { ProtocolClient } from "./protocolClient";

/**
 * A bare y-protocol client on a `ws` socket: a ProtocolClient's doc, every frame the server sent, and
 * frames of our own making (nothing stops it from sending what a provider would not).
 */
export class RawPeer {
  readonly client = new ProtocolClient();
  readonly frames: Uint8Array[] = [];
  private answered = 0;

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data: Buffer) => this.frames.push(new Uint8Array(data)));
  }

  /** Connects to `wsUrl`; resolves once admitted (the server's first frame, sync step 1, arrived). */
  static async open(wsUrl: string, name: string, token: string): Promise<RawPeer> {
    const peer = new RawPeer(new WebSocket(`${wsUrl}/${name}?token=${encodeURIComponent(token)}`));
    await expect.poll(() => peer.frames.length, { timeout: 10_000 }).toBeGreaterThan(0);
    return peer;
  }

  /** Closes the socket and its document. */
  destroy(): void {
    this.socket.terminate();
    this.client.destroy();
  }

  send(frame: Uint8Array): void {
    this.socket.send(frame);
  }

  /** Reads what the server sent since the last call, as a provider does, and sends the replies (sync step 2). */
  answer(): void {
    const fresh = this.frames.slice(this.answered);
    this.answered = this.frames.length;
    for (const reply of this.client.read(fresh)) this.send(reply);
  }

  /** The handshake a provider makes: answers sync step 1, sends its own, and waits for the server's step 2. */
  async handshake(): Promise<void> {
    this.answer();
    await this.roundTrip();
  }

  /**
   * Sends sync step 1 and waits for the server's step 2 in reply. Frames are handled in order, so
   * everything sent before has been handled (applied, or dropped) by then.
   */
  async roundTrip(): Promise<void> {
    const before = this.syncStep2Count();
    this.send(this.client.syncStep1());
    await expect.poll(() => this.syncStep2Count(), { timeout: 10_000 }).toBe(before + 1);
    this.answer();
  }

  /** Values of Hearth's messages (`persisted` numbers or `lockState`s), as they arrived. */
  values(type: number): number[] {
    return this.frames.flatMap((frame) => {
      const decoder = decoding.createDecoder(frame);
      return decoding.readVarUint(decoder) === type ? [decoding.readVarUint(decoder)] : [];
    });
  }

  /** Applies a change to this client's own doc (as an editor would) and returns the update. */
  edit(rootName: string, change: () => void): Uint8Array {
    const update = lexicalEdit(this.client.doc, rootName, change);
    Y.applyUpdate(this.client.doc, update, "server");
    return update;
  }

  private syncStep2Count(): number {
    return this.frames.filter((f) => f[0] === MESSAGE_SYNC && f[1] === SYNC_STEP_2).length;
  }
}
