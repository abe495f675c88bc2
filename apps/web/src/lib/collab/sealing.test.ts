import { describe, expect, it, vi } from "vitest";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { applyUpdate, decodeStateVector, Doc, encodeStateAsUpdate } from "yjs";
import type { ConnectionSnapshot, SaveState } from "./collabConnection";
import { isStillSaving, sendWithRetry, stateVectorBase64, waitUntilSaved } from "./sealing";

function fakeConnection(saved: SaveState) {
  const listeners = new Set<() => void>();
  let snapshot: ConnectionSnapshot = { status: { kind: "connected" }, participants: [], saved, locked: false };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    set(next: SaveState) {
      snapshot = { ...snapshot, saved: next };
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

const stillSaving = () =>
  new CombinedGraphQLErrors({
    errors: [
      { message: "Your latest changes are still being saved; try again in a moment", extensions: { code: "CONFLICT" } },
    ],
  });

describe("signing a collaborative document", () => {
  it("waits until what was typed is stored", async () => {
    const connection = fakeConnection("saving");
    let done = false;
    const waiting = waitUntilSaved(connection).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    connection.set("offline");
    await Promise.resolve();
    expect(done).toBe(false);
    connection.set("saved");
    await waiting;
    expect(done).toBe(true);
    expect(connection.listeners.size).toBe(0);
  });

  it("does not wait when nothing is pending, and stops when cancelled", async () => {
    await waitUntilSaved(fakeConnection("saved"));
    const controller = new AbortController();
    const connection = fakeConnection("saving");
    const waiting = waitUntilSaved(connection, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow("cancelled");
    expect(connection.listeners.size).toBe(0);
  });

  it("sends the state vector of this copy, base64", () => {
    const doc = new Doc();
    doc.getText("narrative").insert(0, "Group discussed triggers");
    const copy = new Doc();
    applyUpdate(copy, encodeStateAsUpdate(doc));
    const decoded = decodeStateVector(Uint8Array.from(atob(stateVectorBase64(copy)), (c) => c.charCodeAt(0)));
    expect(decoded.get(doc.clientID)).toBe("Group discussed triggers".length);
  });

  it("retries while the API says the last changes are still being saved, and no other refusal", async () => {
    const pause = vi.fn(() => Promise.resolve());
    const send = vi
      .fn()
      .mockRejectedValueOnce(stillSaving())
      .mockRejectedValueOnce(stillSaving())
      .mockResolvedValue("submitted");
    await expect(sendWithRetry(send, 5, pause)).resolves.toBe("submitted");
    expect(send).toHaveBeenCalledTimes(3);

    const wrongPin = new CombinedGraphQLErrors({
      errors: [{ message: "That PIN is not right", extensions: { code: "UNAUTHENTICATED" } }],
    });
    const refused = vi.fn().mockRejectedValue(wrongPin);
    await expect(sendWithRetry(refused, 5, pause)).rejects.toBe(wrongPin);
    expect(refused).toHaveBeenCalledTimes(1);

    const never = vi.fn().mockRejectedValue(stillSaving());
    await expect(sendWithRetry(never, 2, pause)).rejects.toThrow("still being saved");
    expect(never).toHaveBeenCalledTimes(3);
  });
});

describe("a refused signature worth retrying", () => {
  const graphqlError = (message: string, extensions: Record<string, unknown>) =>
    new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

  it("knows the 409 that asks to wait for the last changes to be stored", () => {
    expect(
      isStillSaving(
        graphqlError("Your latest changes are still being saved; try again in a moment", { code: "CONFLICT" }),
      ),
    ).toBe(true);
    expect(isStillSaving(graphqlError("This note was already approved by Dana Whitfield", { code: "CONFLICT" }))).toBe(
      false,
    );
    expect(isStillSaving(graphqlError("still being saved", { code: "BAD_USER_INPUT" }))).toBe(false);
  });
});
