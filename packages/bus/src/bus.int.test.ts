import { describe, expect, it } from "vitest";
import type { AnyDomainEvent } from "@hearth/schema";
import { createEventBus, createRedisBus } from "./index";

const event: AnyDomainEvent = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "document.locked",
  payload: { documentName: "handoff.x" },
  occurredAt: new Date().toISOString(),
};

describe.each(
  [
    ["in-process", undefined],
    ["redis", process.env.REDIS_URL],
  ].filter(([, url], i) => i === 0 || url),
)("%s event bus", (_name, url) => {
  it("delivers a published event to every subscriber, and stops after unsubscribe", async () => {
    // Over Redis, publisher and subscriber are separate connections, as on two instances.
    const a = await createEventBus(url);
    const b = url ? await createEventBus(url) : a;
    const seen: string[] = [];
    const off = b.subscribe((e) => seen.push(e.id));
    await a.publish(event);
    await expect.poll(() => seen).toEqual([event.id]);
    off();
    await a.publish({ ...event, id: "00000000-0000-4000-8000-000000000002" });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([event.id]);
    await Promise.all([a.close(), b.close()].filter((_, i) => i === 0 || b !== a));
  });

  it("delivers a burst published at once in order, each event once", async () => {
    const a = await createEventBus(url);
    const b = url ? await createEventBus(url) : a;
    const seen: string[] = [];
    const off = b.subscribe((e) => seen.push(e.id));
    const ids = Array.from({ length: 1_234 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    await Promise.all(ids.map((id) => a.publish({ ...event, id })));
    await expect.poll(() => seen.length).toBe(ids.length);
    expect(seen).toEqual(ids);
    off();
    await Promise.all([a.close(), b.close()].filter((_, i) => i === 0 || b !== a));
  });
});

describe.runIf(process.env.REDIS_URL)("a publish-only Redis bus (the API alone)", () => {
  it("reaches the subscribers of other instances and refuses a subscriber of its own", async () => {
    const url = process.env.REDIS_URL!;
    const channel = `hearth:test:${crypto.randomUUID()}`;
    const api = await createRedisBus(url, channel, { publishOnly: true });
    const gateway = await createRedisBus(url, channel);
    const seen: string[] = [];
    gateway.subscribe((e) => seen.push(e.id));
    await api.publish(event);
    await expect.poll(() => seen).toEqual([event.id]);
    expect(() => api.subscribe(() => undefined)).toThrow(/only publishes/);
    await Promise.all([api.close(), gateway.close()]);
  });
});
