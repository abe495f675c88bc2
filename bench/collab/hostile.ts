/**
 * (e) A hostile client (issue 15): one signed-in user floods a 512 KB document of their own in each way
 * the probe found (sync step 1 asking for everything, tiny frames, large updates whose dependencies never
 * arrive), reconnecting whenever closed, while two colleagues edit another document. The server is the
 * real API and collab server in one process (as the launcher runs them), in a child process whose memory
 * is read after full collections; the flood runs in another child. Printed per flood: the other document's
 * relay latency, GET /api/version latency, the server's memory before, at its peak during and after,
 * and how the server closed the flooding sockets.
 */
import { FLOOD_KINDS } from "../../apps/collab/test/hostile";
import type { FloodKind, FloodOutcome } from "../../apps/collab/test/hostile";
import {
  FLOOD_GOAL,
  floodRound,
  login,
  percentile,
  retained,
  runHostile,
  startStackProcess,
} from "../../apps/collab/test/floodRig";
import type { FloodCast, MemoryFigures, StackProcess } from "../../apps/collab/test/floodRig";
import { undoOnInterrupt } from "./cleanup";
import { fixed, mark } from "./stats";

export const HOSTILE_GOAL = FLOOD_GOAL;
const DOCUMENT_BYTES = 512 * 1024;

export interface HostileFigures {
  kind: FloodKind;
  outcome: FloodOutcome;
  relay: { p50: number; p99: number; max: number; count: number };
  version: { p99: number; max: number; count: number };
  before: MemoryFigures;
  peak: MemoryFigures;
  after: MemoryFigures;
}

const mb = (bytes: number) => `${fixed(bytes / 2 ** 20, 1)} MB`;

export async function benchHostile(floodS: number, log: (line: string) => void): Promise<HostileFigures[]> {
  log("starting the API and collab server in one process …");
  const server = await startStackProcess();
  const forget = undoOnInterrupt(() => server.close());
  try {
    const [nurse, nurse2, therapist] = await Promise.all(
      ["nurse", "nurse2", "therapist"].map((who) => login(server.origin, `${who}@demo.hearth.test`)),
    );
    const attacked = `handoff.${nurse!.locations.find((l) => l.name === "Riverside Residential")!.id}`;
    const other = `handoff.${nurse2!.locations.find((l) => l.name === "Hillcrest Outpatient")!.id}`;
    await runHostile({
      wsUrl: server.wsUrl,
      token: nurse!.token,
      documentName: attacked,
      kind: "syncStep1",
      durationMs: 0,
      sockets: 1,
      documentBytes: DOCUMENT_BYTES,
    }).outcome;
    const figures: HostileFigures[] = [];
    for (const kind of FLOOD_KINDS) {
      figures.push(
        await floodOnce(server, kind, floodS * 1000, {
          attacker: nurse!.token,
          attacked,
          other,
          victims: [nurse2!.token, therapist!.token],
        }),
      );
      log(`${kind}: done`);
    }
    return figures;
  } finally {
    await server.close();
    forget();
  }
}

async function floodOnce(
  server: StackProcess,
  kind: FloodKind,
  durationMs: number,
  cast: FloodCast,
): Promise<HostileFigures> {
  const { outcome, relayed, answered, before, peak, after } = await floodRound(server, kind, durationMs, cast);
  return {
    kind,
    outcome,
    relay: {
      p50: percentile(relayed, 50),
      p99: percentile(relayed, 99),
      max: Math.max(...relayed),
      count: relayed.length,
    },
    version: { p99: percentile(answered, 99), max: Math.max(...answered), count: answered.length },
    before,
    peak,
    after,
  };
}

export function printHostile(figures: HostileFigures[], floodS: number): void {
  console.log(
    `  each flood ${floodS} s by one user on 2 sockets (reopened whenever closed); memory = V8 heap + buffers outside it, after full collections (peak: sampled without)`,
  );
  console.log(
    `  ${"flood".padEnd(15)}${"other doc relay p50/p99/max ms".padStart(32)}${"/api/version p99/max ms".padStart(25)}${"memory before → peak → after".padStart(34)}  server closed the flooding sockets`,
  );
  for (const f of figures) {
    const closes = Object.entries(f.outcome.closes)
      .map(([code, count]) => `${count}× ${code}`)
      .join(", ");
    console.log(
      `  ${f.kind.padEnd(15)}${`${fixed(f.relay.p50, 1)} / ${fixed(f.relay.p99, 1)} / ${fixed(f.relay.max, 1)}`.padStart(32)}${`${fixed(f.version.p99, 1)} / ${fixed(f.version.max, 1)}`.padStart(25)}` +
        `${`${mb(retained(f.before))} → ${mb(retained(f.peak))} → ${mb(retained(f.after))}`.padStart(34)}  ${closes} (${f.outcome.framesSent.toLocaleString("en-US")} frames, ${mb(f.outcome.bytesSent)} sent)`,
    );
  }
  const worst = (pick: (f: HostileFigures) => number) => Math.max(...figures.map(pick));
  const relayP99 = worst((f) => f.relay.p99);
  const versionP99 = worst((f) => f.version.p99);
  const growth = worst((f) => retained(f.after) / retained(f.before) - 1);
  console.log(`  Goals (worst flood):`);
  console.log(
    `    other documents' relay p99 < ${HOSTILE_GOAL.relayP99Ms} ms`.padEnd(50) +
      `${fixed(relayP99, 1)} ms`.padStart(10) +
      `  ${mark(relayP99 < HOSTILE_GOAL.relayP99Ms)}`,
  );
  console.log(
    `    /api/version p99 < ${HOSTILE_GOAL.versionP99Ms} ms`.padEnd(50) +
      `${fixed(versionP99, 1)} ms`.padStart(10) +
      `  ${mark(versionP99 < HOSTILE_GOAL.versionP99Ms)}`,
  );
  console.log(
    `    memory after within ${HOSTILE_GOAL.memoryGrowth * 100}% of before`.padEnd(50) +
      `${fixed(growth * 100, 1)} %`.padStart(10) +
      `  ${mark(growth < HOSTILE_GOAL.memoryGrowth)}`,
  );
}
