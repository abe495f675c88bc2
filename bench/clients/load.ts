/**
 * N concurrent users, each sending a request, waiting for its answer, then (when given a think time)
 * pausing as a person does between actions before the next one; without one, back to back.
 */

export interface Run {
  /** Milliseconds of every request that answered as expected. */
  latencies: number[];
  failures: number;
  firstFailure: string | undefined;
  /** From the first user's start to the last one's end. */
  seconds: number;
}

/** A pause drawn uniformly between the two, after each answer. Plain data: it crosses to the server child. */
export interface ThinkTime {
  minMs: number;
  maxMs: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const draw = (think: ThinkTime) => think.minMs + Math.random() * (think.maxMs - think.minMs);

/**
 * Runs `users` loops for `seconds`; user `u`'s n-th call is request number `u + n * users` (wrapping), so
 * the users walk different requests and two runs with the same list ask for the same things in turn.
 * `call` throws when the answer is wrong: counted as a failure, not as a latency. With `think`, each
 * user also starts after a pause of up to `think.maxMs`, so that the users do not all ask at once.
 */
export async function runUsers(
  users: number,
  seconds: number,
  requests: number,
  call: (user: number, request: number) => Promise<void>,
  think?: ThinkTime,
): Promise<Run> {
  const run: Run = { latencies: [], failures: 0, firstFailure: undefined, seconds: 0 };
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      if (think) await pause(Math.random() * think.maxMs);
      for (let n = 0; performance.now() < until; n += 1) {
        const sent = performance.now();
        try {
          await call(user, (user + n * users) % requests);
          run.latencies.push(performance.now() - sent);
        } catch (error) {
          run.failures += 1;
          run.firstFailure ??= error instanceof Error ? error.message : String(error);
        }
        if (think) {
          const ms = draw(think);
          // A pause past the end would only stretch the round.
          if (performance.now() + ms >= until) break;
          await pause(ms);
        }
      }
    }),
  );
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
    : NaN;
}
