/**
 * The collab server closes a socket with 4429 when it sends more than the server accepts from one
 * socket (or its user did so a moment ago). y-websocket stops on it, as on every 44xx code; the page
 * comes back by itself after a cool-down instead, so that what was typed meanwhile (kept in the
 * document) is sent with the next sync step 2. The first wait outlasts the server's 5 s cool-down; each
 * 4429 in a row doubles it, up to a minute; a connection that stays synced for a minute ends the run.
 */
export const CLOSE_OVER_BUDGET = 4429;
export const OVER_BUDGET_RETRY_MS = 6_000;
const RETRY_MAX_MS = 60_000;
const FORGIVEN_AFTER_MS = 60_000;

export class OverBudgetPause {
  private closesInARow = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private forgive: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly firstWaitMs = OVER_BUDGET_RETRY_MS) {}

  /** A 4429 arrived: `reconnect` is called after the wait, which is returned. */
  closed(reconnect: () => void): number {
    this.closesInARow++;
    const waitMs = Math.min(RETRY_MAX_MS, this.firstWaitMs * 2 ** (this.closesInARow - 1));
    clearTimeout(this.retry);
    this.retry = setTimeout(reconnect, waitMs);
    return waitMs;
  }

  synced(): void {
    clearTimeout(this.forgive);
    this.forgive = setTimeout(() => (this.closesInARow = 0), FORGIVEN_AFTER_MS);
  }

  disconnected(): void {
    clearTimeout(this.forgive);
  }

  dispose(): void {
    clearTimeout(this.retry);
    clearTimeout(this.forgive);
  }
}
