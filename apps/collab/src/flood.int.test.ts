/**
 * Issue 15, item 1: no single socket can stall the server. One user floods a large document of their own
 * in each way the probe found while two colleagues edit another document; the server (the real API and
 * the collab server in one process, as the launcher runs them) runs in a child process, the flood in
 * another. Other documents' relay p99 stays under 50 ms and /api/version under 100 ms, the flooding sockets
 * are closed with the budget close code, and memory returns to within 20% of its level before the flood.
 *
 * Memory is read in the server's process after two full collections (`--expose-gc`): V8's heap plus the
 * buffers outside it. RSS is printed but not judged: glibc keeps freed pages, so it lags what is in use.
 * The machine is shared (2 cores, other test runs): a round whose latencies another process's load spoiled
 * is run again, five rounds at most. Before the fix every round stalled for seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLOOD_KINDS } from "../test/hostile";
import type { FloodKind } from "../test/hostile";
import { CLOSE } from "./closeCodes";
import { FLOOD_GOAL, floodRound, login, percentile, retained, runHostile, startStackProcess } from "../test/floodRig";
import type { MemoryFigures, StackProcess } from "../test/floodRig";

const GOAL = FLOOD_GOAL;
const FLOOD_MS = 4_000;
const ROUNDS = 5;
const DOCUMENT_BYTES = 512 * 1024;

let server: StackProcess;
let attacker: string;
let victims: [string, string];
let attacked: string;
let other: string;

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const describeMemory = (m: MemoryFigures) => `heap ${mb(m.heapUsed)} + external ${mb(m.external)} (rss ${mb(m.rss)})`;

beforeAll(async () => {
  server = await startStackProcess();
  const [nurse, nurse2, therapist] = await Promise.all(
    ["nurse", "nurse2", "therapist"].map((who) => login(server.origin, `${who}@demo.hearth.test`)),
  );
  attacker = nurse!.token;
  victims = [nurse2!.token, therapist!.token];
  attacked = `handoff.${nurse!.locations.find((l) => l.name === "Riverside Residential")!.id}`;
  other = `handoff.${nurse2!.locations.find((l) => l.name === "Hillcrest Outpatient")!.id}`;
  // The document the flood asks for: 512 KB of text, written once by the attacker as an ordinary client.
  const seeding = runHostile({
    wsUrl: server.wsUrl,
    token: attacker,
    documentName: attacked,
    kind: "syncStep1",
    durationMs: 0,
    sockets: 1,
    documentBytes: DOCUMENT_BYTES,
  });
  await seeding.outcome;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

interface Round {
  relayP99: number;
  versionP99: number;
  relayed: number;
  closedOverBudget: number;
  before: MemoryFigures;
  after: MemoryFigures;
}

async function measuredRound(kind: FloodKind): Promise<Round> {
  const { outcome, relayed, answered, before, peak, after } = await floodRound(
    server,
    kind,
    FLOOD_MS,
    { attacker, attacked, other, victims },
    500,
  );
  const round: Round = {
    relayP99: percentile(relayed, 99),
    versionP99: percentile(answered, 99),
    relayed: relayed.length,
    closedOverBudget: outcome.closes[CLOSE.overBudget.code] ?? 0,
    before,
    after,
  };
  console.log(
    `${kind}: ${outcome.framesSent} frames (${mb(outcome.bytesSent)}) on ${outcome.connections} sockets, closes ${JSON.stringify(outcome.closes)}; ` +
      `other document relay p99 ${round.relayP99.toFixed(1)} ms (max ${Math.max(...relayed).toFixed(1)}, ${relayed.length} samples); ` +
      `/api/version p99 ${round.versionP99.toFixed(1)} ms (max ${Math.max(...answered).toFixed(1)}, ${answered.length}); ` +
      `memory before ${describeMemory(before)}, peak ${describeMemory(peak)}, after ${describeMemory(after)}`,
  );
  return round;
}

const meetsGoals = (r: Round) =>
  r.closedOverBudget > 0 &&
  r.relayed > FLOOD_MS / 10 / 4 &&
  r.relayP99 < GOAL.relayP99Ms &&
  r.versionP99 < GOAL.versionP99Ms &&
  retained(r.after) < retained(r.before) * (1 + GOAL.memoryGrowth);

describe("one user's flood", () => {
  it.each(FLOOD_KINDS)(
    "%s: other documents keep relaying, the API keeps answering, the sockets are closed, memory comes back",
    async (kind) => {
      let round = await measuredRound(kind);
      for (let n = 1; n < ROUNDS && !meetsGoals(round); n++) round = await measuredRound(kind);
      expect(round.closedOverBudget).toBeGreaterThan(0);
      expect(round.relayed).toBeGreaterThan(FLOOD_MS / 10 / 4);
      expect(round.relayP99).toBeLessThan(GOAL.relayP99Ms);
      expect(round.versionP99).toBeLessThan(GOAL.versionP99Ms);
      expect(retained(round.after)).toBeLessThan(retained(round.before) * (1 + GOAL.memoryGrowth));
    },
    120_000,
  );
});
