/**
 * Fixed-window rate limits keyed per route and caller (address, e-mail, user), counted in a
 * LimitStore: in memory on one instance, in Redis when several instances must share one count.
 */
import { createHash } from "node:crypto";
import { rateLimited } from "./errors";
import type { AppError } from "./errors";
import type { LimitStore } from "./limitStore";

/** The 429 a limiter answers, given the seconds until its window closes. */
export type Refusal = (retryAfterSeconds: number) => AppError;

export class Limiter {
  constructor(
    private readonly store: LimitStore,
    /** Names the limiter's keys in the store: two limiters never share a count. */
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly refusal: Refusal = rateLimited,
  ) {}

  /** Counts one attempt; throws 429 rate_limited when the key is over its limit. */
  async hit(key: string): Promise<void> {
    const window = await this.store.increment(this.keyOf(key), this.windowMs);
    if (window.count > this.limit) throw this.refusal(secondsOf(window.resetInMs));
  }

  /** Gives back an attempt counted in the current window (one that turned out right). */
  async refund(key: string): Promise<void> {
    await this.store.decrement(this.keyOf(key));
  }

  /** Throws 429 when the key has used up its attempts in this window, without counting one. */
  async check(key: string): Promise<void> {
    const window = await this.store.peek(this.keyOf(key));
    if (window && window.count >= this.limit) throw this.refusal(secondsOf(window.resetInMs));
  }

  // Hashed: e-mails and addresses never sit in Redis in clear, and keys have one length.
  private keyOf(key: string): string {
    return `${this.name}:${createHash("sha256").update(key).digest("base64url").slice(0, 27)}`;
  }
}

const secondsOf = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** "Too many attempts from this network address; try again in 42 minutes". */
export const addressRefusal: Refusal = (seconds) => {
  const minutes = Math.ceil(seconds / 60);
  return rateLimited(
    seconds,
    `Too many attempts from this network address; try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`,
  );
};

export interface Limiters {
  /** Wrong passwords per address and e-mail (10 a minute); a right one gives its attempt back. */
  login: Limiter;
  /**
   * Wrong passwords per address, whatever the e-mail (100 an hour): stops one address from trying
   * a password on many accounts, and is far above what a ward of nurses behind one NAT mistypes.
   */
  loginAddress: Limiter;
  twoFactor: Limiter;
  /** A signed-in user's PIN or password re-entered (PIN check, signing, password and PIN change): 5 a minute per user. */
  pin: Limiter;
  forgotPassword: Limiter;
  crashReport: Limiter;
  /** Wrong dates of birth at the check-in kiosk, per roster entry. */
  kioskCheckIn: Limiter;
}

export function createLimiters(store: LimitStore): Limiters {
  const minute = 60_000;
  return {
    login: new Limiter(store, "login", 10, minute),
    loginAddress: new Limiter(store, "login-address", 100, 60 * minute, addressRefusal),
    twoFactor: new Limiter(store, "two-factor", 5, minute),
    pin: new Limiter(store, "pin", 5, minute),
    forgotPassword: new Limiter(store, "forgot-password", 5, minute),
    crashReport: new Limiter(store, "crash-report", 30, minute),
    kioskCheckIn: new Limiter(store, "kiosk-check-in", 5, 10 * minute),
  };
}
