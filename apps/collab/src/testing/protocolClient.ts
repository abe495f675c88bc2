import * as Y from "yjs";
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as syncProtocol from "y-protocols/sync";
import * as awarenessProtocol from "y-protocols/awareness";
import { encodeAwareness, encodeSyncStep1, encodeUpdate, MESSAGE_AWARENESS, MESSAGE_SYNC } from "../protocol";

/** A y-protocol peer in tests: a Y.Doc and awareness, the frames it would send, and how it reads the server's. */
export class ProtocolClient {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  /** Updates made locally, as the frames a provider would send. */
  readonly outbox: Uint8Array[] = [];

  constructor() {
    this.doc.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin !== "server") this.outbox.push(encodeUpdate(update));
    });
  }

  get text(): string {
    return this.doc.getText("t").toString();
  }

  type(text: string): Uint8Array {
    this.outbox.length = 0;
    this.doc.getText("t").insert(this.doc.getText("t").length, text);
    return this.outbox.splice(0)[0]!;
  }

  syncStep1(): Uint8Array {
    return encodeSyncStep1(Y.encodeStateVector(this.doc));
  }

  awarenessFrame(state: Record<string, unknown>): Uint8Array {
    this.awareness.setLocalState(state);
    return encodeAwareness(awarenessProtocol.encodeAwarenessUpdate(this.awareness, [this.doc.clientID]));
  }

  /** Applies frames from the server; returns the replies a provider would send back. */
  read(frames: Uint8Array[]): Uint8Array[] {
    const replies: Uint8Array[] = [];
    for (const frame of frames) {
      const decoder = decoding.createDecoder(frame);
      const type = decoding.readVarUint(decoder);
      if (type === MESSAGE_SYNC) {
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, MESSAGE_SYNC);
        syncProtocol.readSyncMessage(decoder, encoder, this.doc, "server");
        if (encoding.length(encoder) > 1) replies.push(encoding.toUint8Array(encoder));
      } else if (type === MESSAGE_AWARENESS) {
        awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), "server");
      }
    }
    return replies;
  }

  destroy(): void {
    this.awareness.destroy();
    this.doc.destroy();
  }
}
