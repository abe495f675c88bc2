import { describe, expect, it } from "vitest";
import { BudgetMeter, CoolDowns, DEFAULT_BUDGET, TokenBucket } from "./budget";

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("a token bucket", () => {
  it("gives its capacity at once, then its rate per second", () => {
    const time = clock();
    const bucket = new TokenBucket(10, 100, time.now);
    expect(bucket.take(100)).toBe(true);
    expect(bucket.take(1)).toBe(false);
    time.advance(500);
    expect(bucket.take(5)).toBe(true);
    expect(bucket.take(1)).toBe(false);
    time.advance(60_000);
    // Never more than its capacity, however long it waited.
    expect(bucket.take(101)).toBe(false);
    expect(bucket.take(100)).toBe(true);
  });
});

describe("a socket's budget", () => {
  it("names the budget a frame exceeds: frames, then bytes", () => {
    const time = clock();
    const meter = new BudgetMeter(
      { ...DEFAULT_BUDGET, frameBurst: 3, framesPerSecond: 1, byteBurst: 10, bytesPerSecond: 10 },
      time.now,
    );
    expect(meter.frame(4)).toBeNull();
    expect(meter.frame(4)).toBeNull();
    expect(meter.frame(4)).toBe("bytes per second");
    expect(meter.frame(1)).toBe("frames per second");
    time.advance(1_000);
    expect(meter.frame(1)).toBeNull();
  });

  it("answers a few sync steps 1, not a flood of them, and not while its answers are not read", () => {
    const time = clock();
    const meter = new BudgetMeter(
      { ...DEFAULT_BUDGET, answerBurst: 3, answersPerSecond: 0.5, maxOutstandingAnswers: 2 },
      time.now,
    );
    expect(meter.answer()).toBeNull();
    expect(meter.answer()).toBeNull();
    expect(meter.answer()).toBe("answers not read");
    meter.answerWritten();
    meter.answerWritten();
    expect(meter.answer()).toBeNull();
    meter.answerWritten();
    expect(meter.answer()).toBe("answers per second");
    time.advance(2_000);
    expect(meter.answer()).toBeNull();
  });

  it("lets a page type at machine speed for a long paragraph and open with its sync step 1", () => {
    const meter = new BudgetMeter(DEFAULT_BUDGET, () => 0);
    // 2,000 keystrokes at once: an update and an awareness frame each, ~40 bytes.
    for (let i = 0; i < 4_000; i++) expect(meter.frame(40)).toBeNull();
    expect(meter.frame(1024 * 1024)).toBeNull();
    expect(meter.answer()).toBeNull();
  });
});

describe("cool-downs", () => {
  it("hold a key for their duration, and forget it after", () => {
    const time = clock();
    const coolDowns = new CoolDowns(5_000, time.now);
    coolDowns.add("token-a", "user-1", null);
    expect(coolDowns.has("token-a") && coolDowns.has("user-1")).toBe(true);
    expect(coolDowns.has("token-b") || coolDowns.has(null) || coolDowns.has(undefined)).toBe(false);
    time.advance(5_001);
    expect(coolDowns.has("token-a")).toBe(false);
  });

  it("keep at most their number of entries, the oldest going first", () => {
    const time = clock();
    const coolDowns = new CoolDowns(5_000, time.now, 3);
    for (const key of ["a", "b", "c", "d"]) {
      coolDowns.add(key);
      time.advance(1);
    }
    expect(["a", "b", "c", "d"].map((key) => coolDowns.has(key))).toEqual([false, true, true, true]);
  });
});
