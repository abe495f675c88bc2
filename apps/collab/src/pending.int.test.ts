/**
 * Issue 15, item 1: structures whose dependencies never arrive reach neither the other clients nor the
 * API. A client sends an update that depends on one it never sent; below the document's bound it is kept
 * aside (the socket stays open), but what the API stores, log and snapshot, holds only what can be read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { WebSocket } from "ws";
import { connectClient, startStack } from "../test/stack";
import type { Stack } from "../test/stack";
import { encodeUpdate } from "./protocol";

let stack: Stack;
let nurse: string;
let board: string;

beforeAll(async () => {
  stack = await startStack();
  const { token, me } = await stack.login("nurse@demo.hearth.test");
  nurse = token;
  board = `handoff.${me.locations.find((l) => l.name === "Riverside Residential")!.id}`;
});

afterAll(async () => {
  await stack?.close();
});

/** An update of a writer whose first insert is never sent: it can only wait for it. */
function updateWithMissingDependency(text: string): Uint8Array {
  const writer = new Y.Doc();
  writer.getText("t").insert(0, "never sent");
  const before = Y.encodeStateVector(writer);
  writer.getText("t").insert(10, text);
  const update = Y.encodeStateAsUpdate(writer, before);
  writer.destroy();
  return update;
}

describe("updates whose dependencies never arrive", () => {
  it("are stored nowhere and sent to nobody, while the document's readable edits are stored", async () => {
    const editor = connectClient(stack.main.wsUrl, board, nurse);
    await new Promise<void>((resolve) => editor.provider.once("sync", () => resolve()));
    const marker = `kept ${Date.now().toString(36)}`;
    editor.doc.getText("t").insert(0, marker);

    const raw = new WebSocket(`${stack.main.wsUrl}/${board}?token=${encodeURIComponent(nurse)}`);
    await new Promise<void>((resolve, reject) => {
      raw.once("message", () => resolve());
      raw.once("error", reject);
    });
    const closed: number[] = [];
    raw.on("close", (code) => closed.push(code));
    const orphan = "orphan ".repeat(8_000);
    raw.send(encodeUpdate(updateWithMissingDependency(orphan)));
    editor.doc.getText("t").insert(marker.length, " and more");
    await expect
      .poll(async () => (await stack.storedDoc(board)).getText("t").toString())
      .toContain(`${marker} and more`);
    // Under the document's bound: the socket stays.
    expect(closed).toEqual([]);
    // A peer asking for everything gets what can be read, not the orphan.
    const late = connectClient(stack.main.wsUrl, board, nurse);
    await new Promise<void>((resolve) => late.provider.once("sync", () => resolve()));
    expect(late.doc.getText("t").toString()).toContain(marker);
    expect(late.doc.store.pendingStructs).toBeNull();

    // Everyone leaves: the document is stored (log and snapshot) and unloaded.
    raw.close();
    editor.destroy();
    late.destroy();
    await expect.poll(() => stack.main.collab.metrics().openDocuments, { timeout: 5_000 }).toBe(0);
    const stored = await stack.storedDoc(board);
    expect(stored.getText("t").toString()).toContain(`${marker} and more`);
    expect(stored.store.pendingStructs).toBeNull();
    const log = await stack.updateLog([board]);
    expect(log.some((row) => Buffer.from(row.data).includes("orphan orphan"))).toBe(false);
  });
});
