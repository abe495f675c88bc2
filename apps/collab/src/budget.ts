import { performance } from "node:perf_hooks";

/**
 * What one collab socket may cost the server. A client over any of these is closed with 4429 (see
 * closeCodes.ts): one socket must never be able to stall the process or fill its memory, whatever it sends.
 * Sized from what the web app sends: a keystroke is one update and one awareness frame, a page opens
 * with one sync step 1, and a paste or an offline session's sync step 2 is one frame of at most 1 MiB.
 */
export interface SocketBudget {
  /** Frames of any kind, per second on average… */
  framesPerSecond: number;
  /** …and at once (a burst of typing or reconnecting). */
  frameBurst: number;
  /** Bytes received, per second on average and at once. */
  bytesPerSecond: number;
  byteBurst: number;
  /**
   * Answers: to sync step 1 (each may be the whole document) and to a query for awareness; per second on
   * average and at once. A provider sends one sync step 1 per connection and never queries awareness.
   */
  answersPerSecond: number;
  answerBurst: number;
  /** Answers handed to the socket and not yet written out: a client that asks and does not read. */
  maxOutstandingAnswers: number;
  /**
   * Structures a document holds whose dependencies never arrived (Yjs "pending"); the socket that adds past
   * it is closed. A provider's updates always follow what they depend on, so only an update that raced a
   * restart of this server can be pending for a moment, and it is one keystroke or one paste. Each pending
   * update is merged with those already pending, so the bound is also what each of them costs.
   */
  maxPendingBytes: number;
}

export const DEFAULT_BUDGET: SocketBudget = {
  framesPerSecond: 500,
  frameBurst: 5_000,
  bytesPerSecond: 1024 * 1024,
  byteBurst: 8 * 1024 * 1024,
  answersPerSecond: 0.5,
  answerBurst: 5,
  maxOutstandingAnswers: 2,
  maxPendingBytes: 128 * 1024,
};

/** How long a credential and a user are refused after one of their sockets went over its budget; the web app waits longer. */
export const COOL_DOWN_MS = 5_000;

/** Allowance that refills at `rate` per second up to `capacity`; taking more than is left fails. */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly rate: number,
    private readonly capacity: number,
    private readonly now: () => number,
  ) {
    this.tokens = capacity;
    this.updatedAt = now();
  }

  take(amount: number): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.updatedAt) / 1000) * this.rate);
    this.updatedAt = now;
    if (amount > this.tokens) return false;
    this.tokens -= amount;
    return true;
  }
}

/** One socket's spending against its budget; each check names the budget it exceeded, or returns null. */
export class BudgetMeter {
  private readonly frames: TokenBucket;
  private readonly bytes: TokenBucket;
  private readonly answers: TokenBucket;
  private outstandingAnswers = 0;

  constructor(
    private readonly budget: SocketBudget,
    now: () => number = () => performance.now(),
  ) {
    this.frames = new TokenBucket(budget.framesPerSecond, budget.frameBurst, now);
    this.bytes = new TokenBucket(budget.bytesPerSecond, budget.byteBurst, now);
    this.answers = new TokenBucket(budget.answersPerSecond, budget.answerBurst, now);
  }

  /** A frame of `bytes` arrived. */
  frame(bytes: number): string | null {
    if (!this.frames.take(1)) return "frames per second";
    if (!this.bytes.take(bytes)) return "bytes per second";
    return null;
  }

  /** A sync step 1 or a query for awareness is to be answered; call `answerWritten` once the answer left. */
  answer(): string | null {
    if (this.outstandingAnswers >= this.budget.maxOutstandingAnswers) return "answers not read";
    if (!this.answers.take(1)) return "answers per second";
    this.outstandingAnswers++;
    return null;
  }

  answerWritten(): void {
    this.outstandingAnswers = Math.max(0, this.outstandingAnswers - 1);
  }
}

/**
 * Credentials and users whose socket went over its budget, refused for a while (4429 before anything
 * else is done for them): a client that reconnects at once would otherwise get a fresh budget, and a
 * fresh admission from the API, every time.
 */
export class CoolDowns {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly durationMs: number,
    private readonly now: () => number = () => performance.now(),
    /** Entries kept at most: a flood of distinct keys must not grow this map without end either. */
    private readonly maxEntries = 10_000,
  ) {}

  add(...keys: Array<string | null | undefined>): void {
    const until = this.now() + this.durationMs;
    for (const key of keys) {
      if (!key) continue;
      this.until.delete(key);
      this.until.set(key, until);
    }
    if (this.until.size > this.maxEntries) this.prune();
  }

  has(key: string | null | undefined): boolean {
    if (!key) return false;
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(key);
    return false;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, until] of this.until) if (until <= now) this.until.delete(key);
    // Still too many: the oldest go first (a Map iterates in insertion order, and `add` re-inserts).
    for (const key of this.until.keys()) {
      if (this.until.size <= this.maxEntries) break;
      this.until.delete(key);
    }
  }
}
