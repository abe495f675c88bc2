/**
 * The e2e server's test-only hook for group-session timing (see sessionHook.ts), from a spec: start a
 * session a few seconds after its whole minute, so its check-in opens seconds from now.
 */
import { E2E_PORT } from "./port";

/** The hook listens on loopback beside each worker's server, at its port + 1500 (the shift hook takes + 1000). */
export const sessionHookPort = (serverPort: number) => serverPort + 1500;

/** Moves the session's start (and end) to `startsAt`, which must fall within the minute the session starts in. */
export async function startSessionAt(sessionId: string, startsAt: Date): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${sessionHookPort(E2E_PORT)}/group-session-start`, {
    method: "POST",
    body: JSON.stringify({ sessionId, startsAt: startsAt.toISOString() }),
  });
  if (!response.ok) throw new Error(`the session hook answered ${response.status}: ${await response.text()}`);
}
