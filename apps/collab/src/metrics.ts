/** Counters of one collab server; read through `snapshot()` (a later /metrics endpoint or the benchmark). */
export interface CollabMetricsSnapshot {
  openDocuments: number;
  sockets: number;
  updatesReceived: number;
  updatesDropped: number;
  updatesPersisted: number;
  flushFailures: number;
  snapshotsStored: number;
  framesRejected: number;
  /** Updates the API wrote itself (`document.patched`) applied to an open document. */
  patchesApplied: number;
  /** Sockets closed for going over their budget (4429), and reconnections refused during the cool-down after. */
  socketsOverBudget: number;
  /** Awareness entries not applied: another socket's client id, too many ids, a state too large. */
  awarenessDropped: number;
}

type Counter = Exclude<keyof CollabMetricsSnapshot, "openDocuments" | "sockets">;

export class CollabMetrics {
  private readonly counters: Record<Counter, number> = {
    updatesReceived: 0,
    updatesDropped: 0,
    updatesPersisted: 0,
    flushFailures: 0,
    snapshotsStored: 0,
    framesRejected: 0,
    patchesApplied: 0,
    socketsOverBudget: 0,
    awarenessDropped: 0,
  };

  private gauges: { openDocuments(): number; sockets(): number } = { openDocuments: () => 0, sockets: () => 0 };

  /** Gauges are read from their owners when a snapshot is taken, so they can never drift. */
  bindGauges(gauges: { openDocuments(): number; sockets(): number }): void {
    this.gauges = gauges;
  }

  add(counter: Counter, by = 1): void {
    this.counters[counter] += by;
  }

  snapshot(): CollabMetricsSnapshot {
    return { openDocuments: this.gauges.openDocuments(), sockets: this.gauges.sockets(), ...this.counters };
  }
}
