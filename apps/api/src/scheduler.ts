/**
 * Timed work of an API instance: every tick, each job runs in its own transaction. Jobs claim
 * their rows with FOR UPDATE SKIP LOCKED and record what they did in the rows themselves, so any
 * number of instances share the work, each item is done once, and nothing is held in memory
 * across a crash or restart. Ticks never overlap; a failing job is logged and tried next tick.
 */
import { SCHEDULER_TICK_MS } from "@hearth/schema";
import type { Db } from "./db/client";
import { DOMAINS } from "./domains";

export interface ScheduledJob {
  name: string;
  /** Runs inside the job's transaction; answers how many items it handled. */
  run(tx: Db): Promise<number>;
}

/** Every domain's jobs, in the order the domains are listed. */
export const DEFAULT_JOBS: readonly ScheduledJob[] = DOMAINS.flatMap((domain) => domain.jobs ?? []);

export interface SchedulerOptions {
  /** Runs a job's transaction (OutboxRelay.transaction: its notifications go out once it commits). */
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  jobs?: readonly ScheduledJob[];
  tickMs?: number;
  onError: (error: unknown, job: string) => void;
}

export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  /** The tick in progress (or the last one): ticks run one after another, never together. */
  private chain: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly o: SchedulerOptions) {}

  start(): void {
    this.schedule();
  }

  /** Runs every job once, after any tick in progress; resolves when done (tests call it directly). */
  tick(): Promise<void> {
    // After close() the database is going away: a tick asked for then does nothing.
    if (this.closed) return this.chain;
    this.chain = this.chain.then(() => this.runJobs());
    return this.chain;
  }

  /** Stops the loop and waits for a tick in progress to finish. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.chain;
  }

  /** The next tick starts a full interval after the last one ended. */
  private schedule(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void this.tick().then(() => this.schedule()), this.o.tickMs ?? SCHEDULER_TICK_MS);
    this.timer.unref();
  }

  private async runJobs(): Promise<void> {
    for (const job of this.o.jobs ?? DEFAULT_JOBS) {
      try {
        await this.o.transaction((tx) => job.run(tx));
      } catch (error) {
        this.o.onError(error, job.name);
      }
    }
  }
}
