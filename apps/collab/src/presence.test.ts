import { afterEach, describe, expect, it } from "vitest";
import * as encoding from "lib0/encoding";
import { Awareness } from "y-protocols/awareness";
import * as Y from "yjs";
import { Presence } from "./presence";
import type { PresenceLimits, PresencePeer } from "./presence";

const limits: PresenceLimits = { idsPerSocket: 2, idsPerUser: 3, statesPerDocument: 5, stateBytes: 200 };
const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const fn of cleanup.splice(0)) fn();
});

function setup() {
  const doc = new Y.Doc();
  const awareness = new Awareness(doc);
  awareness.setLocalState(null);
  cleanup.push(() => {
    awareness.destroy();
    doc.destroy();
  });
  return { awareness, presence: new Presence(awareness, limits) };
}

const peer = (userId: string, userName = `Name of ${userId}`): PresencePeer => ({
  awarenessIds: new Set(),
  userId,
  userName,
});

function update(...entries: Array<[clientId: number, clock: number, state: unknown]>): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const [clientId, clock, state] of entries) {
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, typeof state === "string" ? state : JSON.stringify(state));
  }
  return encoding.toUint8Array(encoder);
}

describe("presence", () => {
  it("sets the name and user id the server knows, keeping the rest of the state", () => {
    const { awareness, presence } = setup();
    const ann = peer("u1", "Ann Lee");
    expect(
      presence.apply(
        update([
          1,
          1,
          {
            name: "Bob",
            user: { name: "Bob", color: "#111" },
            awarenessData: { userId: "u2", extra: 1 },
            anchorPos: 3,
          },
        ]),
        ann,
      ),
    ).toBe(0);
    expect(awareness.getStates().get(1)).toEqual({
      name: "Ann Lee",
      user: { name: "Ann Lee", color: "#111" },
      awarenessData: { userId: "u1", extra: 1 },
      anchorPos: 3,
    });
  });

  it("lets only the socket that introduced an id change or remove it", () => {
    const { awareness, presence } = setup();
    const [ann, bob] = [peer("u1"), peer("u2")];
    presence.apply(update([1, 1, {}]), ann);
    expect(presence.apply(update([1, 2, { name: "x" }]), bob)).toBe(1);
    expect(presence.apply(update([1, 3, null]), bob)).toBe(1);
    expect(awareness.getStates().get(1)).toMatchObject({ name: "Name of u1" });
    // A removal never introduces an id.
    expect(presence.apply(update([9, 1, null]), bob)).toBe(1);
    expect(bob.awarenessIds.size).toBe(0);
    presence.apply(update([1, 4, null]), ann);
    expect(awareness.getStates().has(1)).toBe(false);
  });

  it("bounds ids per socket, per user and per document, and the size and shape of a state", () => {
    const { awareness, presence } = setup();
    const [tab1, tab2, other1, other2] = [peer("u1"), peer("u1"), peer("u2"), peer("u3")];
    expect(presence.apply(update([1, 1, {}], [2, 1, {}], [3, 1, {}]), tab1)).toBe(1);
    // Its second tab: one more id for the user, not two.
    expect(presence.apply(update([4, 1, {}], [5, 1, {}]), tab2)).toBe(1);
    expect(presence.apply(update([6, 1, {}], [7, 1, {}]), other1)).toBe(0);
    // The document is full at five.
    expect(presence.apply(update([8, 1, {}]), other2)).toBe(1);
    expect(awareness.getStates().size).toBe(5);
    const [big, notAnObject] = [peer("u4"), peer("u5")];
    presence.release(other1);
    expect(presence.apply(update([10, 1, { name: "x".repeat(300) }]), big)).toBe(1);
    expect(presence.apply(update([11, 1, [1, 2]], [12, 1, "7"]), notAnObject)).toBe(2);
    expect([...awareness.getStates().keys()].sort()).toEqual([1, 2, 4]);
  });

  it("gives an id to another socket of the same user (a reconnecting tab), and its states go when it leaves", () => {
    const { awareness, presence } = setup();
    const [old, fresh] = [peer("u1"), peer("u1")];
    presence.apply(update([1, 1, { color: "a" }]), old);
    presence.apply(update([1, 2, { color: "b" }]), fresh);
    presence.release(old);
    expect(awareness.getStates().get(1)).toMatchObject({ color: "b" });
    presence.release(fresh);
    expect(awareness.getStates().has(1)).toBe(false);
  });

  it("refuses an update with bytes after its entries", () => {
    const { presence } = setup();
    const bytes = update([1, 1, {}]);
    expect(() => presence.apply(new Uint8Array([...bytes, 0]), peer("u1"))).toThrow();
  });
});
