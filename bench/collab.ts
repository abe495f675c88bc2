/**
 * `npm run bench:collab` (issue 4, "Benchmark"): relay latency of the collab server, from one client's
 * update to every other client's receipt, in one run:
 *   (a) our collab server with an in-memory API that admits everybody (its own relay cost),
 *   (b) the real collab server with the real API, storing every update through the group commit,
 *   (c) the baseline: a plain in-memory y-websocket relay on a bare `ws` server (bench/collab/baselineRelay.ts),
 * each with 25 editors on one document and with 1,500 sockets on 500 documents at 350 updates/s;
 * (d) typing latency in a 200 KB note in Chromium; and (e) a hostile client (issue 15): one user flooding a
 * document of their own while others edit another (bench/collab/hostile.ts); (f) a treatment plan of 12 problems
 * × 3 goals × 3 objectives in Chromium (issue 18, bench/collab/plan.ts): opening it ≤ 500 ms p95 with five
 * clinicians connected, typing in it as in (d). Goals: p99 ≤ 3 ms for (a) at 1,500 sockets,
 * (a) ≤ 1.1× (c), (b) ≤ 2× (a), ≤ 16 ms per keystroke, and under any flood other documents' relay p99
 * < 50 ms, /api/version p99 < 100 ms, memory back within 20% once it ends. The relay goals are judged on each
 * server's median over five rounds of the round's p99 (the pooled p99 is printed too): on a shared
 * 2-core machine a stall of a few ms lands in one round now and then, whichever server runs.
 *
 * Processes: the clients (raw y-protocol clients over `ws`, bench/collab/clients.ts) all live in this
 * process; each server runs alone in a forked child (bench/collab/serverProcess.ts). Clients and
 * server so never share an event loop, which on one loop would add the clients' own work to every
 * latency, and all three servers run under identical conditions.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { handleInterrupts } from "./collab/cleanup";
import { USAGE, parseOptions } from "./collab/options";
import type { BenchOptions } from "./collab/options";
import { emptyTally, figuresOf, runRound } from "./collab/relayRun";
import type { Tally, Workload } from "./collab/relayRun";
import { serveChild, startServer } from "./collab/serverProcess";
import type { ServerHandle, ServerKind } from "./collab/serverProcess";
import { benchHostile, printHostile } from "./collab/hostile";
import { fixed, mark, ratio, relayTable } from "./collab/stats";
import type { RelayFigures } from "./collab/stats";
import { printKeystrokes } from "./collab/keystrokes";
import { benchPlan, printPlan } from "./collab/plan";
import { measureTyping } from "./collab/typing";
import { webAppPrerequisites } from "./collab/webApp";

const GOAL = { p99Ms: 3, versusBaseline: 1.1, durableVersusMemory: 2, storedMs: 50 };
const KINDS: ServerKind[] = ["baseline", "hearth", "durable"];
const TAG: Record<ServerKind, string> = { baseline: "(c) baseline", hearth: "(a) collab", durable: "(b) durable" };

const log = (line: string) => console.log(`  … ${line}`);
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

async function benchRelay(o: BenchOptions): Promise<void> {
  const single: Workload = {
    label: `${o.editors} editors`,
    documents: 1,
    perDocument: o.editors,
    rate: o.editorRate,
    firstDocument: 0,
  };
  const fleet: Workload = {
    label: `${(o.documents * o.perDocument).toLocaleString("en-US")} sockets`,
    documents: o.documents,
    perDocument: o.perDocument,
    rate: o.rate,
    firstDocument: 1,
  };
  const perRound = { warmupS: o.warmupS, measureS: o.measureS / o.rounds };
  console.log(
    `Workloads: ${single.label} on one document at ${single.rate} updates/s in total; ${fleet.label} on ${o.documents} documents (${o.perDocument} each) at ${fleet.rate} updates/s in total.`,
  );
  console.log(`Each update is one typed character (a small Yjs text insert), spread evenly over documents and time.`);
  console.log(
    `Per scenario: ${o.rounds} round(s) of ${perRound.warmupS} s warm-up + ${fixed(perRound.measureS, 1)} s measured; server order alternates between rounds (c a b, then b a c).`,
  );
  console.log(
    `Processes: every client socket in this process; each server alone in a forked child, so clients and server never share an event loop.\n`,
  );

  const servers: ServerHandle[] = [];
  const rows: Array<{ workload: Workload; kind: ServerKind; figures: RelayFigures }> = [];
  try {
    for (const kind of KINDS) {
      log(`starting the ${kind} server …`);
      servers.push(await startServer(kind, 1 + o.documents, o.baseline));
    }
    for (const server of servers) console.log(`${TAG[server.kind].padEnd(13)} ${server.label}`);
    console.log();
    for (const workload of [single, fleet]) {
      const tallies = new Map<ServerKind, Tally>(KINDS.map((kind) => [kind, emptyTally()]));
      for (let round = 0; round < o.rounds; round++) {
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          const started = performance.now();
          await runRound(server, workload, perRound, tallies.get(server.kind)!);
          log(
            `${workload.label}, ${TAG[server.kind]}, round ${round + 1}: ${fixed((performance.now() - started) / 1000, 1)} s (load average ${loadAverage()})`,
          );
        }
      }
      for (const kind of KINDS)
        rows.push({
          workload,
          kind,
          figures: figuresOf(`${TAG[kind]} · ${workload.label}`, workload, tallies.get(kind)!, kind === "durable"),
        });
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }

  console.log(
    `\nRelay latency: one client's update → each other client's receipt (ms). lost = receipts that never arrived;`,
  );
  console.log(
    `stored = send → the server's "persisted" acknowledgement; srv CPU = server process CPU (100% = one core); µs/upd = server CPU per update;`,
  );
  console.log(
    `cli CPU / cli lag p99 = this process's CPU and event-loop delay: high values mean the clients, not the server, set the figures.\n`,
  );
  console.log(relayTable(rows.map((row) => row.figures)));

  const get = (workload: Workload, kind: ServerKind) =>
    rows.find((row) => row.workload === workload && row.kind === kind)!.figures;
  const ratios = (label: string, top: ServerKind, bottom: ServerKind) => {
    console.log(`\n${label}`);
    for (const workload of [single, fleet]) {
      const [a, b] = [get(workload, top), get(workload, bottom)];
      console.log(
        `  ${workload.label.padEnd(14)} p50 ${fixed(ratio(a.relay.p50, b.relay.p50))}x   p99 ${fixed(ratio(a.relay.p99, b.relay.p99))}x   max ${fixed(ratio(a.relay.max, b.relay.max))}x   server CPU per update ${fixed(ratio(a.serverCpuPerUpdate, b.serverCpuPerUpdate))}x`,
      );
    }
  };
  ratios("(a)/(c): our collab server against the plain relay", "hearth", "baseline");
  ratios("(b)/(a): durable persistence against none", "durable", "hearth");

  const [a, b, c] = [get(fleet, "hearth"), get(fleet, "durable"), get(fleet, "baseline")];
  console.log(`\nRelay p99 of each round (${fleet.label}, ms, in round order):`);
  for (const f of [c, a, b])
    console.log(
      `  ${f.scenario.split(" · ")[0]!.padEnd(13)} ${f.roundP99s.map((p99) => fixed(p99)).join("  ")}   median ${fixed(f.roundP99)}   pooled ${fixed(f.relay.p99)}`,
    );
  // Judged on each server's median round: one stall of the machine moves one round, not the verdict.
  const vsBaseline = ratio(a.roundP99, c.roundP99);
  const vsMemory = ratio(b.roundP99, a.roundP99);
  console.log(`\nGoals (${fleet.label}, on the median of the rounds' p99s; pooled-p99 ratios above):`);
  const goal = (label: string, figure: string, ok: boolean) =>
    console.log(`  ${label.padEnd(44)} ${figure.padStart(10)}  ${mark(ok)}`);
  goal(`p99 of (a) ≤ ${GOAL.p99Ms} ms`, `${fixed(a.roundP99)} ms`, a.roundP99 <= GOAL.p99Ms);
  goal(`(a) ≤ ${GOAL.versusBaseline}× baseline (c)`, `${fixed(vsBaseline)}x`, vsBaseline <= GOAL.versusBaseline);
  goal(`(b) ≤ ${GOAL.durableVersusMemory}× (a)`, `${fixed(vsMemory)}x`, vsMemory <= GOAL.durableVersusMemory);
  if (b.stored)
    goal(
      `for reference (issue 4 §4): (b) stored ≤ ${GOAL.storedMs} ms`,
      `${fixed(b.stored.p99, 1)} ms`,
      b.stored.p99 <= GOAL.storedMs,
    );
  for (const { figures, workload } of rows) {
    const unstored = figures.stored ? figures.sent - figures.stored.count : 0;
    if (figures.lost > 0 || figures.unexpectedCloses > 0 || unstored > 0 || figures.rate < 0.95 * workload.rate) {
      console.log(
        `  warning: ${figures.scenario}: ${figures.lost} receipts lost, ${figures.unexpectedCloses} sockets closed by the server, ${unstored} updates not acknowledged as stored, ${fixed(figures.rate, 0)} updates/s achieved`,
      );
    }
  }
}

async function benchTyping(o: BenchOptions): Promise<void> {
  console.log(
    `\n(d) Typing in a ${o.noteKb} KB note in Chromium (handoff board, Lexical bound to Yjs through the collab server):`,
  );
  const t = await measureTyping({ keystrokes: o.keystrokes, noteKb: o.noteKb, keyDelayMs: o.keyDelayMs }, log);
  console.log(
    `  note: ${t.paragraphs} paragraphs, ${(t.textChars / 1024).toFixed(0)} KB of text, Yjs state ${(t.stateBytes / 1024).toFixed(0)} KB; board open and editable after ${fixed(t.openMs / 1000, 1)} s`,
  );
  printKeystrokes(t);
}

async function main(o: BenchOptions): Promise<void> {
  handleInterrupts();
  // Set-up problems fail before minutes of relay measurements, not after.
  if (o.typing || o.plan) webAppPrerequisites();
  console.log(
    `bench:collab — Node ${process.version}, ${os.cpus().length} CPUs, load average ${loadAverage()} at start${o.quick ? " (--quick: a smoke run, figures not stable)" : ""}\n`,
  );
  if (o.relay) await benchRelay(o);
  if (o.typing) await benchTyping(o);
  if (o.hostile) {
    console.log(
      `\n(e) A hostile client: one user floods a 512 KB document of their own while two colleagues edit another:`,
    );
    printHostile(await benchHostile(o.hostileS, log), o.hostileS);
  }
  if (o.plan) {
    console.log(
      `\n(f) A treatment plan (issue 18) in Chromium: opening it with five clinicians connected, and typing in it:`,
    );
    const plan = { opens: o.planOpens, keystrokes: o.planKeystrokes, keyDelayMs: o.keyDelayMs };
    printPlan(await benchPlan(plan, log), plan);
  }
  console.log(
    `\nload average ${loadAverage()} at the end (1, 5, 15 min; ${os.cpus().length} CPUs): other processes on the machine weigh on every figure above.`,
  );
}

const parsed = parseOptions(process.argv.slice(2));
if ("help" in parsed) console.log(USAGE);
else if ("serve" in parsed)
  await serveChild(parsed.serve.kind as ServerKind, parsed.serve.documents, parsed.serve.baseline);
else
  await main(parsed.bench).catch((error: unknown) => {
    console.error(error instanceof Error ? `bench:collab failed: ${error.message}` : error);
    process.exitCode = 1;
  });
