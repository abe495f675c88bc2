import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { FixedWindowLimiter } from "./rateLimit";

describe("FixedWindowLimiter", () => {
  it("allows the limit per window and key, then throws rate_limited with a retry time", () => {
    let now = 1_000_000;
    const limiter = new FixedWindowLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) limiter.hit("a");
    limiter.hit("b");
    let error: unknown;
    try {
      limiter.hit("a");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("rate_limited");
    expect((error as AppError).details).toEqual({ retryAfterSeconds: 60 });
    now += 60_000;
    expect(() => limiter.hit("a")).not.toThrow();
  });

  it("gives an attempt back: refunded attempts never add up to the limit", () => {
    const limiter = new FixedWindowLimiter(2, 60_000, () => 1_000_000);
    for (let i = 0; i < 5; i++) {
      limiter.hit("a");
      limiter.refund("a");
    }
    limiter.hit("a");
    limiter.hit("a");
    expect(() => limiter.hit("a")).toThrow(AppError);
  });
});
