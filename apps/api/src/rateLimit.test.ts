import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { MemoryLimitStore } from "./limitStore";
import { Limiter, addressRefusal } from "./rateLimit";

const refusalOf = async (attempt: Promise<void>): Promise<AppError> => {
  const error = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe("Limiter", () => {
  it("allows the limit per window and key, then throws rate_limited with a retry time", async () => {
    let now = 1_000_000;
    const limiter = new Limiter(new MemoryLimitStore(() => now), "test", 3, 60_000);
    for (let i = 0; i < 3; i++) await limiter.hit("a");
    await limiter.hit("b");
    const error = await refusalOf(limiter.hit("a"));
    expect(error.code).toBe("rate_limited");
    expect(error.details).toEqual({ retryAfterSeconds: 60 });
    now += 60_000;
    await expect(limiter.hit("a")).resolves.toBeUndefined();
  });

  it("gives an attempt back: refunded attempts never add up to the limit", async () => {
    const limiter = new Limiter(new MemoryLimitStore(() => 1_000_000), "test", 2, 60_000);
    for (let i = 0; i < 5; i++) {
      await limiter.hit("a");
      await limiter.refund("a");
    }
    await limiter.hit("a");
    await limiter.hit("a");
    await expect(limiter.hit("a")).rejects.toThrow(AppError);
  });

  it("counts every one of many parallel attempts: no more than the limit get through", async () => {
    const limiter = new Limiter(new MemoryLimitStore(), "test", 5, 60_000);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => limiter.hit("a")));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(5);
  });

  it("keeps two limiters' counts apart on one store, even for the same caller key", async () => {
    const store = new MemoryLimitStore(() => 0);
    const one = new Limiter(store, "one", 1, 60_000);
    const two = new Limiter(store, "two", 1, 60_000);
    await one.hit("same");
    await expect(two.hit("same")).resolves.toBeUndefined();
    await expect(one.hit("same")).rejects.toThrow(AppError);
  });

  it("says when a network address is refused, in minutes", async () => {
    let now = 0;
    const limiter = new Limiter(new MemoryLimitStore(() => now), "address", 1, 60 * 60_000, addressRefusal);
    await limiter.hit("10.0.0.1");
    const error = await refusalOf(limiter.hit("10.0.0.1"));
    expect(error.message).toBe("Too many attempts from this network address; try again in 60 minutes");
    expect(error.details).toEqual({ retryAfterSeconds: 3600 });
    now = 59 * 60_000 + 30_000;
    expect((await refusalOf(limiter.hit("10.0.0.1"))).message).toBe(
      "Too many attempts from this network address; try again in 1 minute",
    );
  });
});
