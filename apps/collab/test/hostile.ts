/**
 * A hostile collab client: one signed-in user flooding the server in each of the ways issue 15's probe
 * found (sync step 1 with an empty state vector on a large document, tiny frames as fast as the socket
 * takes them, large updates whose dependencies never arrive). Every socket that the server closes is
 * opened again at once, as an attacker would, until the flood's time is up. Runs in its own process
 * (hostileProcess.ts), so the flood's own work never lands on the server's or the measuring clients' loop.
 */
import { WebSocket } from "ws";
import * as Y from "yjs";
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import {
  encodeAwareness,
  encodeQueryAwareness,
  encodeSyncStep1,
  encodeSyncStep2,
  encodeUpdate,
  MESSAGE_SYNC,
  SYNC_STEP_1,
  SYNC_STEP_2,
} from "../src/protocol";

export type FloodKind = "syncStep1" | "tinyFrames" | "pendingStructs";
export const FLOOD_KINDS: readonly FloodKind[] = ["syncStep1", "tinyFrames", "pendingStructs"];

export interface FloodPlan {
  wsUrl: string;
  token: string;
  documentName: string;
  kind: FloodKind;
  durationMs: number;
  /** Sockets flooding at once (each reopened when closed). */
  sockets: number;
  /** Size of the document the sync-step-1 flood asks for (written once before the flood). */
  documentBytes?: number;
}

export interface FloodOutcome {
  kind: FloodKind;
  framesSent: number;
  bytesSent: number;
  /** Sockets opened, the first included. */
  connections: number;
  /** Close codes the server sent, with how many sockets got each. */
  closes: Record<string, number>;
}

/** Pending-struct updates: ~200 KiB each, at most as many as the probe sent. */
const PENDING_UPDATE_BYTES = 200 * 1024;
const PENDING_UPDATES = 1_763;
/** What the client lets ws buffer before it waits: enough to keep the socket full, never the whole flood in memory. */
const HIGH_WATER = 256 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `bytes` of text into the document with an ordinary client, so there is a large document to ask for. */
export async function seedDocument(
  plan: Pick<FloodPlan, "wsUrl" | "token" | "documentName">,
  bytes: number,
): Promise<void> {
  const doc = new Y.Doc();
  const socket = new WebSocket(`${plan.wsUrl}/${plan.documentName}?token=${encodeURIComponent(plan.token)}`);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once("error", reject);
      socket.once("close", (code) => reject(new Error(`seeding closed with ${code}`)));
      socket.on("message", (data: Buffer) => {
        const decoder = decoding.createDecoder(new Uint8Array(data));
        // Waits for the server's sync step 2: the document as it is.
        if (decoding.readVarUint(decoder) !== MESSAGE_SYNC || decoding.readVarUint(decoder) !== SYNC_STEP_2) return;
        Y.applyUpdate(doc, decoding.readVarUint8Array(decoder), "server");
        const text = doc.getText("t");
        const missing = bytes - text.length;
        if (missing > 0) {
          const before = Y.encodeStateVector(doc);
          text.insert(text.length, "x".repeat(missing));
          socket.send(encodeUpdate(Y.encodeStateAsUpdate(doc, before)));
        }
        // The update is applied in order before anything this socket sends next; a closing handshake after it.
        socket.send(encodeSyncStep1(Y.encodeStateVector(doc)), () => resolve());
      });
      socket.once("open", () => socket.send(encodeSyncStep1(new Uint8Array([0]))));
    });
    await sleep(200);
  } finally {
    socket.close();
    doc.destroy();
  }
}

/** Floods until the plan's time is up; resolves with what the server did to the sockets. */
export async function flood(plan: FloodPlan): Promise<FloodOutcome> {
  const outcome: FloodOutcome = { kind: plan.kind, framesSent: 0, bytesSent: 0, connections: 0, closes: {} };
  const deadline = Date.now() + plan.durationMs;
  const pending = pendingUpdates();
  await Promise.all(
    Array.from({ length: plan.sockets }, () => floodOneSocketAtATime(plan, deadline, outcome, pending)),
  );
  return outcome;
}

async function floodOneSocketAtATime(
  plan: FloodPlan,
  deadline: number,
  outcome: FloodOutcome,
  pending: () => Uint8Array | null,
): Promise<void> {
  while (Date.now() < deadline) {
    outcome.connections++;
    const socket = new WebSocket(`${plan.wsUrl}/${plan.documentName}?token=${encodeURIComponent(plan.token)}`);
    const closed = new Promise<void>((resolve) => {
      socket.once("close", (code) => {
        outcome.closes[code] = (outcome.closes[code] ?? 0) + 1;
        resolve();
      });
      socket.once("error", () => resolve());
    });
    // Answers are read and thrown away (ws reads them either way).
    socket.on("message", () => undefined);
    await new Promise<void>((resolve) => {
      socket.once("open", () => resolve());
      void closed.then(resolve);
    });
    const frame = framesOf(plan.kind, pending);
    while (socket.readyState === WebSocket.OPEN && Date.now() < deadline) {
      const next = frame();
      if (next === null) break;
      socket.send(next);
      outcome.framesSent++;
      outcome.bytesSent += next.byteLength;
      // Let the socket drain (and the close arrive) now and then instead of queueing the whole flood.
      if (socket.bufferedAmount > HIGH_WATER || outcome.framesSent % 512 === 0) {
        await new Promise((resolve) => setImmediate(resolve));
        while (socket.readyState === WebSocket.OPEN && socket.bufferedAmount > HIGH_WATER && Date.now() < deadline)
          await sleep(1);
      }
    }
    if (socket.readyState === WebSocket.OPEN) socket.terminate();
    await Promise.race([closed, sleep(2_000)]);
    if (socket.readyState !== WebSocket.CLOSED) socket.terminate();
  }
}

/** The frames one socket sends, one at a time; null when it has nothing more to send. */
function framesOf(kind: FloodKind, pending: () => Uint8Array | null): () => Uint8Array | null {
  switch (kind) {
    case "syncStep1": {
      // 4 bytes: "send me everything".
      const frame = syncStep1Empty();
      return () => frame;
    }
    case "tinyFrames": {
      // A few bytes each: an update that changes nothing, its own presence again, now and then "who is here?".
      const nothing = encodeUpdate(Y.encodeStateAsUpdate(new Y.Doc()));
      const clientId = Math.floor(Math.random() * 2 ** 30);
      let i = 0;
      return () => {
        i++;
        if (i % 1_000 === 0) return encodeQueryAwareness();
        return i % 2 === 0 ? nothing : presenceFrame(clientId, i);
      };
    }
    case "pendingStructs":
      return pending;
  }
}

/** An awareness update of one client id: `{}` at `clock`. */
function presenceFrame(clientId: number, clock: number): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 1);
  encoding.writeVarUint(encoder, clientId);
  encoding.writeVarUint(encoder, clock);
  encoding.writeVarString(encoder, "{}");
  return encodeAwareness(encoding.toUint8Array(encoder));
}

function syncStep1Empty(): Uint8Array {
  const frame = encodeSyncStep1(new Uint8Array([0]));
  if (frame[0] !== MESSAGE_SYNC || frame[1] !== SYNC_STEP_1) throw new Error("unexpected frame");
  return frame;
}

/**
 * Updates of one writer whose first insert is never sent: every later one depends on it, so a server
 * can only hold them as pending structures. Made as they are needed (the flood rarely needs them all).
 */
function pendingUpdates(): () => Uint8Array | null {
  const doc = new Y.Doc();
  const text = doc.getText("t");
  text.insert(0, "never sent");
  const chunk = "p".repeat(PENDING_UPDATE_BYTES);
  let made = 0;
  return () => {
    if (made >= PENDING_UPDATES) return null;
    made++;
    const before = Y.encodeStateVector(doc);
    text.insert(text.length, chunk);
    return encodeSyncStep2(Y.encodeStateAsUpdate(doc, before));
  };
}
