/** A fixed-window limiter in memory, keyed per route and caller (IP, e-mail, user). */
import { rateLimited } from "./errors";

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; throws 429 rate_limited when the key is over its limit. */
  hit(key: string): void {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > this.limit) throw rateLimited(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
  }

  /** Gives back an attempt counted in the current window (one that turned out right). */
  refund(key: string): void {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.now() && window.count > 0) window.count -= 1;
  }

  /** Throws 429 when the key has used up its attempts in this window, without counting one. */
  check(key: string): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (window && window.resetAt > now && window.count >= this.limit) throw rateLimited(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export interface Limiters {
  login: FixedWindowLimiter;
  twoFactor: FixedWindowLimiter;
  pin: FixedWindowLimiter;
  forgotPassword: FixedWindowLimiter;
  crashReport: FixedWindowLimiter;
  /** Wrong dates of birth at the check-in kiosk, per roster entry. */
  kioskCheckIn: FixedWindowLimiter;
}

export function createLimiters(): Limiters {
  const minute = 60_000;
  return {
    login: new FixedWindowLimiter(10, minute),
    twoFactor: new FixedWindowLimiter(5, minute),
    pin: new FixedWindowLimiter(5, minute),
    forgotPassword: new FixedWindowLimiter(5, minute),
    crashReport: new FixedWindowLimiter(30, minute),
    kioskCheckIn: new FixedWindowLimiter(5, 10 * minute),
  };
}
