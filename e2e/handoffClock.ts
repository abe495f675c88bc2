/**
 * The e2e server's test-only hook for the handoff history (see shiftHook.ts), from a spec: run the
 * scheduler's shift-record job as if the clock read `now`, as the end of a shift would.
 */
import { E2E_PORT } from "./port";

/** The hook listens on loopback beside each worker's server, at its port + 1000. */
export const shiftHookPort = (serverPort: number) => serverPort + 1000;

/** Runs the shift-record job with the clock at `now`; answers how many records it made. */
export async function recordShiftsAt(now: Date): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${shiftHookPort(E2E_PORT)}/handoff-shifts`, {
    method: "POST",
    body: JSON.stringify({ now: now.toISOString() }),
  });
  if (!response.ok) throw new Error(`the shift hook answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { made: number }).made;
}
