/** A closed loop of N concurrent users, each sending its next request as soon as the last one answered. */

export interface Run {
  /** Milliseconds of every request that answered as expected. */
  latencies: number[];
  failures: number;
  firstFailure: string | undefined;
}

/**
 * Runs `users` loops for `seconds`; user `u`'s n-th call is request number `u + n * users` (wrapping), so
 * the users walk different requests and two runs with the same list ask for the same things in turn.
 * `call` throws when the answer is wrong: counted as a failure, not as a latency.
 */
export async function runUsers(
  users: number,
  seconds: number,
  requests: number,
  call: (user: number, request: number) => Promise<void>,
): Promise<Run> {
  const run: Run = { latencies: [], failures: 0, firstFailure: undefined };
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      for (let n = 0; performance.now() < until; n += 1) {
        const started = performance.now();
        try {
          await call(user, (user + n * users) % requests);
          run.latencies.push(performance.now() - started);
        } catch (error) {
          run.failures += 1;
          run.firstFailure ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  return run;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
    : NaN;
}
