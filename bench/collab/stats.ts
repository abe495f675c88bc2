/** Percentiles and the printed table of `npm run bench:collab`. */

export interface Distribution {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of a sample (sorted in place). */
export function distribution(samples: number[]): Distribution {
  samples.sort((a, b) => a - b);
  const at = (p: number) =>
    samples.length
      ? samples[Math.min(samples.length - 1, Math.max(0, Math.ceil((p / 100) * samples.length) - 1))]!
      : NaN;
  return {
    count: samples.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: samples.length ? samples[samples.length - 1]! : NaN,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Everything one scenario run measured. */
export interface RelayFigures {
  scenario: string;
  sockets: number;
  documents: number;
  /** Updates sent in the measured windows, and per second. */
  sent: number;
  rate: number;
  /** One sample per (update, receiving socket), ms: all rounds pooled. */
  relay: Distribution;
  /**
   * Each round's p99 and their median: a stall of the machine (a collection in the client process,
   * another program) lands in one round and moves the pooled p99, not the median of the rounds'.
   */
  roundP99s: number[];
  roundP99: number;
  /** Receipts that never arrived (after a drain period). */
  lost: number;
  /** Sockets the server closed while in use. */
  unexpectedCloses: number;
  /** Send → `persisted` acknowledgement, ms (durable scenario only). */
  stored: Distribution | null;
  /** Server CPU time per second of the measured window (1.0 = one core busy). */
  serverCpu: number;
  /** Server CPU µs per update relayed. */
  serverCpuPerUpdate: number;
  /** Client process: CPU share and event-loop delay p99 (ms), to tell when the clients themselves are the bottleneck. */
  clientCpu: number;
  clientLoopDelayP99: number;
}

const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

export function relayTable(rows: RelayFigures[]): string {
  const header = [
    "scenario",
    "sockets",
    "docs",
    "upd/s",
    "p50 ms",
    "p99 ms",
    "p99 median of rounds",
    "max ms",
    "lost",
    "stored p50/p99 ms",
    "srv CPU",
    "µs/upd",
    "cli CPU",
    "cli lag p99",
  ];
  const cells = rows.map((r) => [
    r.scenario,
    String(r.sockets),
    String(r.documents),
    fixed(r.rate, 0),
    fixed(r.relay.p50),
    fixed(r.relay.p99),
    fixed(r.roundP99),
    fixed(r.relay.max),
    String(r.lost),
    r.stored ? `${fixed(r.stored.p50, 1)} / ${fixed(r.stored.p99, 1)}` : "",
    `${fixed(r.serverCpu * 100, 0)}%`,
    fixed(r.serverCpuPerUpdate, 0),
    `${fixed(r.clientCpu * 100, 0)}%`,
    fixed(r.clientLoopDelayP99, 1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) =>
    values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join("  ");
  return [line(header), ...cells.map(line)].join("\n");
}

export const mark = (ok: boolean) => (ok ? "met" : "MISSED");
export const ratio = (a: number, b: number) => (b > 0 ? a / b : NaN);
export { fixed };
