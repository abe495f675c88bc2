/** The Redis limit store against a real Redis (REDIS_URL): atomic counts shared by connections, windows that close. */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LimitStore } from "./limitStore";
import { createRedisLimitStore } from "./redisLimitStore";

describe.skipIf(!process.env.REDIS_URL)("the Redis limit store", () => {
  const prefix = `hearth:test:${randomBytes(6).toString("hex")}:limit:`;
  let a: LimitStore;
  let b: LimitStore;
  beforeAll(async () => {
    // Two connections, as two API instances have.
    [a, b] = await Promise.all([
      createRedisLimitStore(process.env.REDIS_URL!, prefix),
      createRedisLimitStore(process.env.REDIS_URL!, prefix),
    ]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("counts parallel attempts from two connections exactly once each", async () => {
    const counts = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).increment("parallel", 60_000)),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    for (const c of counts) expect(c.resetInMs).toBeGreaterThan(59_000);
  });

  it("gives back attempts down to zero, peeks without counting, and closes the window on time", async () => {
    await a.increment("window", 300);
    await b.increment("window", 300);
    await a.decrement("window");
    expect(await b.peek("window")).toMatchObject({ count: 1 });
    await b.decrement("window");
    await b.decrement("window");
    expect(await a.peek("window")).toMatchObject({ count: 0 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await a.peek("window")).toBeNull();
    await a.decrement("window");
    expect(await a.increment("window", 300)).toMatchObject({ count: 1 });
  });
});
