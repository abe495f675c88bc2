import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { EventBus } from "@hearth/schema";
import { outbox } from "../db/schema";
import { startTestApi } from "../test/harness";
import type { TestApi } from "../test/harness";
import { enqueueEvent } from "./outbox";
import { OUTBOX_RETENTION_DAYS, pruneOutbox } from "./prune";
import { DRAIN_GRACE_MS, OutboxRelay } from "./relay";

const NEVER = 3_600_000;
let t: TestApi;
beforeAll(async () => {
  // No scheduler ticks: the pruning test runs the job itself.
  t = await startTestApi({ demoSeed: false, schedulerTickMs: NEVER });
});
afterAll(async () => {
  await t?.close();
});

const errors: unknown[] = [];
/** A relay of this test's own that never polls unless kicked. */
const relayOn = (bus: EventBus) => new OutboxRelay(t.api.deps.db, bus, (e) => errors.push(e), NEVER);
const documentName = () => `handoff.relay-${randomUUID()}`;
const publishedOf = (name: string) => t.events.filter((e) => e.name === "document.locked" && e.payload.documentName === name);
const rowOf = async (id: string) => (await t.api.deps.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe("the outbox relay", () => {
  it("publishes a change's events as it commits, without reading the outbox, and marks their rows at the next poll", async () => {
    const relay = relayOn(t.bus);
    const name = documentName();
    const event = await relay.transaction((tx) => enqueueEvent(tx, "document.locked", { documentName: name }));
    await expect.poll(() => publishedOf(name).map((e) => e.id)).toEqual([event.id]);
    expect((await rowOf(event.id))!.publishedAt).toBeNull();

    await relay.flush();
    expect((await rowOf(event.id))!.publishedAt).not.toBeNull();
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
    expect((await rowOf(id))!.publishedAt).not.toBeNull();
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
    expect((await rowOf(event.id))!.publishedAt).toBeNull();
    expect(publishedOf(name)).toEqual([]);

    down = false;
    await relay.flush();
    await expect.poll(() => publishedOf(name).map((e) => e.id)).toEqual([event.id]);
    expect((await rowOf(event.id))!.publishedAt).not.toBeNull();
    await relay.close();
  });
});

describe("outbox pruning", () => {
  it("deletes published rows past the retention period and keeps the rest", async () => {
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);
    const row = (occurredAt: Date, publishedAt: Date | null) => ({ id: randomUUID(), name: "document.locked", payload: { documentName: documentName() }, occurredAt, publishedAt });
    const old = [row(days(OUTBOX_RETENTION_DAYS + 2), days(OUTBOX_RETENTION_DAYS + 2)), row(days(OUTBOX_RETENTION_DAYS + 1), days(OUTBOX_RETENTION_DAYS + 1))];
    const recent = row(days(1), days(1));
    const neverPublished = row(days(OUTBOX_RETENTION_DAYS + 3), null);
    // This file's database alone: an outbox holding just these rows, written oldest first.
    await t.api.deps.db.delete(outbox);
    for (const r of [neverPublished, ...old, recent]) await t.api.deps.db.insert(outbox).values(r);

    expect(await t.api.deps.relay.transaction(pruneOutbox)).toBe(2);
    for (const r of old) expect(await rowOf(r.id)).toBeUndefined();
    expect(await rowOf(recent.id)).toBeDefined();
    expect(await rowOf(neverPublished.id)).toBeDefined();
    expect(await t.api.deps.relay.transaction(pruneOutbox)).toBe(0);
    await t.api.deps.db.delete(outbox).where(eq(outbox.id, neverPublished.id));
  });
});
