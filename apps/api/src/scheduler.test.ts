import { describe, expect, it } from "vitest";
import type { Db } from "./db/client";
import { Scheduler } from "./scheduler";
import type { ScheduledJob } from "./scheduler";

/** Enough of a database for the scheduler: each transaction just runs its callback. */
const transaction = <T>(fn: (tx: Db) => Promise<T>) => fn({} as Db);

describe("the scheduler", () => {
  it("logs a failing job, still runs the others, and tries it again next tick", async () => {
    const errors: string[] = [];
    let attempts = 0;
    const flaky: ScheduledJob = {
      name: "flaky",
      run: async () => {
        attempts++;
        if (attempts === 1) throw new Error("database hiccup");
        return 1;
      },
    };
    let steadyRuns = 0;
    const steady: ScheduledJob = { name: "steady", run: async () => (steadyRuns++, 0) };
    const scheduler = new Scheduler({
      transaction,
      jobs: [flaky, steady],
      tickMs: 3_600_000,
      onError: (_, job) => errors.push(job),
    });
    await scheduler.tick();
    expect(errors).toEqual(["flaky"]);
    expect(steadyRuns).toBe(1);
    await scheduler.tick();
    expect(attempts).toBe(2);
    expect(errors).toEqual(["flaky"]);
    await scheduler.close();
  });

  it("never runs two ticks at once, and close waits for the tick in progress", async () => {
    let running = 0;
    let most = 0;
    let finished = 0;
    const slow: ScheduledJob = {
      name: "slow",
      run: async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        finished++;
        return 0;
      },
    };
    const scheduler = new Scheduler({ transaction, jobs: [slow], tickMs: 1, onError: () => undefined });
    scheduler.start();
    void scheduler.tick();
    void scheduler.tick();
    await new Promise((r) => setTimeout(r, 30));
    await scheduler.close();
    expect(most).toBe(1);
    expect(running).toBe(0);
    const after = finished;
    await scheduler.tick();
    await new Promise((r) => setTimeout(r, 30));
    expect(finished).toBe(after);
  });
});
