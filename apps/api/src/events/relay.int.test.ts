import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { EventBus } from "@hearth/schema";
import { outbox } from "../db/schema";
import { startTestApi } from "../test/harness";
import type { TestApi } from "../test/harness";
import { enqueueEvent } from "./outbox";
import { DRAIN_GRACE_MS, OutboxRelay } from "./relay";

const NEVER = 3_600_000;
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ demoSeed: false });
});
afterAll(async () => {
  await t?.close();
});

const errors: unknown[] = [];
/** A relay of this test's own that never polls unless kicked. */
const relayOn = (bus: EventBus) => new OutboxRelay(t.api.deps.db, bus, (e) => errors.push(e), NEVER);
const documentName = () => `handoff.relay-${randomUUID()}`;
const publishedOf = (name: string) =>
  t.events.filter((e) => e.name === "document.locked" && e.payload.documentName === name);
const rowOf = async (id: string) => (await t.api.deps.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe("the outbox relay", () => {
  it("publishes a change's events as it commits, without reading the outbox, and deletes their rows at the next poll", async () => {
    const relay = relayOn(t.bus);
    const name = documentName();
    const event = await relay.transaction((tx) => enqueueEvent(tx, "document.locked", { documentName: name }));
    await expect.poll(() => publishedOf(name).map((e) => e.id)).toEqual([event.id]);
    expect(await rowOf(event.id)).toBeDefined();

    await relay.flush();
    expect(await rowOf(event.id)).toBeUndefined();
    expect(publishedOf(name)).toHaveLength(1);
    await relay.close();
  });

  it("publishes nothing of a transaction that rolled back", async () => {
    const relay = relayOn(t.bus);
    const name = documentName();
    const failed = relay.transaction(async (tx) => {
      await enqueueEvent(tx, "document.locked", { documentName: name });
      throw new Error("the change failed");
    });
    await expect(failed).rejects.toThrow("the change failed");
    await relay.flush();
    expect(publishedOf(name)).toEqual([]);
    await relay.close();
  });

  it("leaves a fresh row to its writer: another instance's drain takes it only after the grace period, once", async () => {
    const name = documentName();
    const id = randomUUID();
    // Committed by an instance that is still publishing it.
    await t.api.deps.db.insert(outbox).values({ id, name: "document.locked", payload: { documentName: name } });
    const other = relayOn(t.bus);
    other.kick();
    await new Promise((r) => setTimeout(r, 300));
    expect(publishedOf(name)).toEqual([]);

    // That instance died: the row ages past the grace period and the next poll publishes it.
    await t.api.deps.db
      .update(outbox)
      .set({ occurredAt: new Date(Date.now() - DRAIN_GRACE_MS - 1000) })
      .where(eq(outbox.id, id));
    other.kick();
    await expect.poll(() => publishedOf(name).map((e) => e.id)).toEqual([id]);
    other.kick();
    await new Promise((r) => setTimeout(r, 300));
    expect(publishedOf(name)).toHaveLength(1);
    expect(await rowOf(id)).toBeUndefined();
    await other.close();
  });

  it("leaves the rows of a failed publish to the drain, which publishes them", async () => {
    let down = true;
    const flaky: EventBus = {
      publish: (event) => (down ? Promise.reject(new Error("the event bus is unreachable")) : t.bus.publish(event)),
      subscribe: (handler) => t.bus.subscribe(handler),
      close: async () => undefined,
    };
    const relay = relayOn(flaky);
    const name = documentName();
    errors.length = 0;
    const event = await relay.transaction((tx) => enqueueEvent(tx, "document.locked", { documentName: name }));
    await expect.poll(() => errors.map(String)).toEqual(["Error: the event bus is unreachable"]);
    await relay.flush().catch(() => undefined);
    expect(await rowOf(event.id)).toBeDefined();
    expect(publishedOf(name)).toEqual([]);

    down = false;
    await relay.flush();
    await expect.poll(() => publishedOf(name).map((e) => e.id)).toEqual([event.id]);
    expect(await rowOf(event.id)).toBeUndefined();
    await relay.close();
  });
});
