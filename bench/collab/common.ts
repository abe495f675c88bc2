import type { CollabMetricsSnapshot } from "../../apps/collab/src/metrics";

/** The launcher's limit for every WebSocket (launcher/compose.ts); the collab server enforces its own, smaller one. */
export const LAUNCHER_MAX_PAYLOAD = 4 * 1024 * 1024;

/** A server under test, running in this process. */
export interface RunningRelay {
  wsUrl: string;
  metrics?(): CollabMetricsSnapshot;
  close(): Promise<void>;
}
