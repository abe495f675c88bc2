/**
 * Durability (issue 4): the collab server is killed with SIGKILL while two clients type, so nothing is
 * flushed or closed gracefully; a new process starts on the same port. Whatever storage lost, the
 * clients still hold and send again in their sync step 2 when they reconnect.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { WebSocket } from "ws";
import { WebsocketProvider } from "y-websocket";
import * as decoding from "lib0/decoding";
import { COLLAB_MESSAGE, groupNoteDocumentName } from "@hearth/schema";
import { freePort, startCollabChild } from "../test/collabChild";
import type { CollabChild } from "../test/collabChild";
import { relapsePreventionSession } from "@hearth/testing";
import { SERVICE_KEY, startStack } from "../test/stack";
import type { Stack } from "../test/stack";

const ROOT = "durability";
const TOKEN = /\[([ab])(\d+)\]/g;

let stack: Stack;
let therapist: string;
let bht: string;
const children: CollabChild[] = [];
const typists: Typist[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Per socket: update-carrying messages sent (sync step 2, update), the highest `persisted` number
 * received, and for message n how many tokens had been typed when it was sent (all of them are in it
 * or in an earlier message of the socket).
 */
interface SocketCounts {
  sent: number;
  acknowledged: number;
  typedAt: number[];
}

interface Typist {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** Tokens typed so far, in order. */
  typed: string[];
  /** Inserts the next token at the end of the text (online or not). */
  typeOne(): void;
  start(everyMs: number): void;
  stop(): void;
  /** Counts of the provider's current socket. */
  current(): SocketCounts | null;
  /** How many of the first tokens typed the server has acknowledged as stored, on the current socket. */
  savedThrough(): number;
  destroy(): void;
}

/**
 * A y-websocket provider (as the browser's, with `ws` and no BroadcastChannel) that counts what each of
 * its sockets sends, as the web client's CollabConnection does, and types numbered tokens into a Y.Text.
 */
function typist(label: "a" | "b", wsUrl: string, documentName: string, token: string): Typist {
  const typed: string[] = [];
  const counts = new WeakMap<object, SocketCounts>();
  const countsOf = (socket: object) => {
    let c = counts.get(socket);
    if (!c) counts.set(socket, (c = { sent: 0, acknowledged: 0, typedAt: [0] }));
    return c;
  };
  class CountingWebSocket extends WebSocket {
    override send(data: unknown, ...rest: unknown[]): void {
      (super.send as (...args: unknown[]) => void)(data, ...rest);
      const bytes = data instanceof Uint8Array ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : null;
      // y-websocket sync message (0), sub-type step 2 (1) or update (2).
      if (bytes && bytes.length >= 2 && bytes[0] === 0 && (bytes[1] === 1 || bytes[1] === 2)) {
        const c = countsOf(this);
        c.sent++;
        // The provider sends an insert from inside its transaction: the token is pushed already.
        c.typedAt[c.sent] = typed.length;
      }
    }
  }
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(wsUrl, documentName, doc, {
    WebSocketPolyfill: CountingWebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    params: { token },
    maxBackoffTime: 100,
  });
  provider.messageHandlers[COLLAB_MESSAGE.persisted] = (_encoder, decoder, p) => {
    const n = decoding.readVarUint(decoder);
    // The handler runs for a message of the provider's current socket.
    if (p.ws) countsOf(p.ws).acknowledged = Math.max(countsOf(p.ws).acknowledged, n);
  };
  provider.messageHandlers[COLLAB_MESSAGE.lockState] = (_encoder, decoder) => decoding.readVarUint(decoder);

  const text = doc.getText(ROOT);
  let timer: ReturnType<typeof setInterval> | undefined;
  const self: Typist = {
    doc,
    provider,
    typed,
    typeOne() {
      const t = `[${label}${typed.length}]`;
      typed.push(t);
      text.insert(text.length, t);
    },
    start(everyMs) {
      timer = setInterval(() => self.typeOne(), everyMs);
    },
    stop() {
      clearInterval(timer);
    },
    current: () => (provider.ws ? countsOf(provider.ws) : null),
    savedThrough() {
      const c = self.current();
      return c ? c.typedAt[c.acknowledged]! : 0;
    },
    destroy() {
      self.stop();
      provider.destroy();
      doc.destroy();
    },
  };
  typists.push(self);
  return self;
}

/** Every token in `text`, with how many times it occurs. */
function tokenCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(TOKEN)) counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
  return counts;
}

async function storedText(name: string): Promise<string> {
  return (await stack.storedDoc(name)).getText(ROOT).toString();
}

const connected = (t: Typist) => t.provider.wsconnected && t.provider.synced;

beforeAll(async () => {
  stack = await startStack();
  therapist = (await stack.login("therapist@demo.hearth.test")).token;
  bht = (await stack.login("bht@demo.hearth.test")).token;
});

afterEach(async () => {
  for (const t of typists.splice(0)) t.destroy();
  await Promise.all(children.splice(0).map((child) => child.kill()));
});

afterAll(async () => {
  await stack?.close();
});

describe("a collab process killed with SIGKILL while two clients type", () => {
  it("loses nothing: after the clients reconnect to a new process, both texts and the stored state hold every token exactly once", async () => {
    // A fresh group note's document (facilitator and co-facilitator edit it): nothing else writes there.
    const session = await relapsePreventionSession(stack, therapist);
    const name = groupNoteDocumentName(session.noteId);
    const port = await freePort();
    const start = async () => {
      const child = await startCollabChild({ port, apiUrl: stack.origin, serviceKey: SERVICE_KEY });
      children.push(child);
      return child;
    };
    let server = await start();

    const a = typist("a", server.wsUrl, name, therapist);
    const b = typist("b", server.wsUrl, name, bht);
    await expect.poll(() => connected(a) && connected(b), { timeout: 10_000 }).toBe(true);
    a.start(5);
    b.start(7);

    // Two crashes: the second one hits a process whose log holds what the clients sent again after the first.
    let lostInCrashes = 0;
    for (let crash = 1; crash <= 2; crash++) {
      await sleep(600);
      // A burst, then SIGKILL in the same tick: the group commit's window (20 ms) has not passed for it.
      for (let i = 0; i < 5; i++) {
        a.typeOne();
        b.typeOne();
      }
      const typedAtKill = new Map([a, b].map((t) => [t, t.typed.length]));
      const savedAtKill = new Map([a, b].map((t) => [t, t.savedThrough()]));
      await server.kill();

      const storedAtKill = tokenCounts(await storedText(name));
      let lost = 0;
      for (const [t, count] of typedAtKill) {
        const typed = t.typed.slice(0, count);
        const stored = typed.filter((token) => storedAtKill.has(token));
        // Appended in arrival order: a crash costs storage the tail of each client's typing, never a gap.
        expect(stored).toEqual(typed.slice(0, stored.length));
        // What the client was told is saved survived the crash.
        expect(savedAtKill.get(t)).toBeGreaterThan(0);
        expect(stored.length).toBeGreaterThanOrEqual(savedAtKill.get(t)!);
        lost += count - stored.length;
      }
      expect([...storedAtKill.values()].every((n) => n === 1)).toBe(true);
      lostInCrashes += lost;

      // Still typing while no server is there: those edits stay in the clients.
      await sleep(300);
      expect(a.provider.wsconnected || b.provider.wsconnected).toBe(false);
      server = await start();
      expect(a.typed.length - typedAtKill.get(a)!).toBeGreaterThan(10);
      await expect.poll(() => connected(a) && connected(b), { timeout: 10_000 }).toBe(true);
    }
    // The crashes really cost storage something, which the clients had to bring back. (One crash
    // may cost nothing: a call the process sent just before dying still reaches the API.)
    expect(lostInCrashes).toBeGreaterThan(0);
    await sleep(300);
    a.stop();
    b.stop();

    // "Saved": on its current socket, every update-carrying message each client sent is acknowledged.
    for (const t of [a, b]) {
      await expect
        .poll(
          () => {
            const c = t.current();
            return c !== null && c.sent > 0 && c.acknowledged >= c.sent;
          },
          { timeout: 10_000, interval: 20 },
        )
        .toBe(true);
    }

    const everyToken = [...a.typed, ...b.typed].sort();
    const textA = a.doc.getText(ROOT).toString();
    const textB = b.doc.getText(ROOT).toString();
    expect(textB).toBe(textA);
    const inClients = tokenCounts(textA);
    expect([...inClients.keys()].sort()).toEqual(everyToken);
    expect([...inClients.values()].every((n) => n === 1)).toBe(true);
    // Acknowledged means stored: no waiting here.
    expect(await storedText(name)).toBe(textA);
  });
});
