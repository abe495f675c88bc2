/**
 * Where the rate limits count: fixed windows per key. In memory for one process; in Redis
 * (`redisLimitStore.ts`) when several API instances must share one count.
 */

/** A key's open window: attempts counted in it and the time until it closes. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

export interface LimitStore {
  /** Counts one attempt, opening a window of `windowMs` when none is open; atomic across every instance sharing the store. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** Gives back one attempt of the open window (never below zero; nothing when the window closed). */
  decrement(key: string): Promise<void>;
  /** The open window, without counting anything; null when none is open. */
  peek(key: string): Promise<WindowCount | null>;
  close(): Promise<void>;
}

/** One process's windows: for the API on one instance (the launcher without REDIS_URL) and for unit tests. */
export class MemoryLimitStore implements LimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async decrement(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.now() && window.count > 0) window.count -= 1;
  }

  async peek(key: string): Promise<WindowCount | null> {
    const now = this.now();
    const window = this.windows.get(key);
    return window && window.resetAt > now ? { count: window.count, resetInMs: window.resetAt - now } : null;
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
