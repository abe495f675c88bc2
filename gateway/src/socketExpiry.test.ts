import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SocketExpiry, tokenExpiry } from "./socketExpiry";

const jwtWith = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.signature`;

describe("SocketExpiry", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("expires each item at its time, earliest first, with one timer", () => {
    const expired: string[] = [];
    const expiry = new SocketExpiry<string>({ onExpired: (item) => expired.push(item) });
    expiry.add("late", 1_000_000 + 3_000);
    expiry.add("early", 1_000_000 + 1_000);
    expiry.add("middle", 1_000_000 + 2_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual(["early"]);
    vi.advanceTimersByTime(2_000);
    expect(expired).toEqual(["early", "middle", "late"]);
    expect(expiry.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("never expires a removed item, and a second add replaces the first", () => {
    const expired: string[] = [];
    const expiry = new SocketExpiry<string>({ onExpired: (item) => expired.push(item) });
    expiry.add("closed early", 1_000_000 + 500);
    expiry.add("renewed", 1_000_000 + 500);
    expiry.remove("closed early");
    expiry.add("renewed", 1_000_000 + 5_000);
    vi.advanceTimersByTime(4_999);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual(["renewed"]);
  });

  it("expires an item whose time has already passed at once, and keeps order among many", () => {
    const expired: number[] = [];
    const expiry = new SocketExpiry<number>({ onExpired: (item) => expired.push(item) });
    expiry.add(-1, 1_000_000 - 10);
    vi.advanceTimersByTime(0);
    expect(expired).toEqual([-1]);
    expired.length = 0;
    const times = Array.from({ length: 2_000 }, (_, i) => ({ i, at: 1_000_000 + ((i * 7919) % 2_000) + 1 }));
    for (const { i, at } of times) expiry.add(i, at);
    for (const { i } of times.filter(({ i }) => i % 3 === 0)) expiry.remove(i);
    vi.advanceTimersByTime(2_001);
    const expected = times
      .filter(({ i }) => i % 3 !== 0)
      .sort((a, b) => a.at - b.at)
      .map(({ i }) => i);
    expect(expired).toEqual(expected);
  });

  it("close() stops the timer", () => {
    const onExpired = vi.fn();
    const expiry = new SocketExpiry<string>({ onExpired });
    expiry.add("a", 1_000_000 + 100);
    expiry.close();
    vi.advanceTimersByTime(1_000);
    expect(onExpired).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("tokenExpiry", () => {
  it("reads exp (seconds) as milliseconds, and nothing from a token without one", () => {
    expect(tokenExpiry(jwtWith({ sub: "u", exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiry(jwtWith({ sub: "u" }))).toBeUndefined();
    expect(tokenExpiry("not-a-jwt")).toBeUndefined();
    expect(tokenExpiry("a.%%%.c")).toBeUndefined();
  });
});
