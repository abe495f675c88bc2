/** One workload against one server: connect, warm up, measure, drain, disconnect; rounds merge into a tally. */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { closeClients, drive, openClients, RelayRecorder } from "./clients";
import type { BenchClient } from "./clients";
import type { ServerHandle } from "./serverProcess";
import { distribution, median } from "./stats";
import type { RelayFigures } from "./stats";

export interface Workload {
  label: string;
  documents: number;
  perDocument: number;
  /** Updates per second in total, spread evenly over documents and time. */
  rate: number;
  /** Index of the first document name of the server's list this workload uses. */
  firstDocument: number;
}

export interface Tally {
  relay: number[];
  /** Each round's own relay p99, in round order. */
  roundP99s: number[];
  stored: number[];
  lost: number;
  unexpectedCloses: number;
  sent: number;
  elapsedMs: number;
  serverCpuMs: number;
  clientCpuMs: number;
  clientLoopDelayP99: number;
}

export const emptyTally = (): Tally => ({
  relay: [],
  roundP99s: [],
  stored: [],
  lost: 0,
  unexpectedCloses: 0,
  sent: 0,
  elapsedMs: 0,
  serverCpuMs: 0,
  clientCpuMs: 0,
  clientLoopDelayP99: 0,
});

/** Waits until every measured receipt (and acknowledgement) arrived, or `timeoutMs` passed. */
async function drain(recorder: RelayRecorder, clients: BenchClient[], timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  const pending = () => recorder.missing() > 0 || clients.some((client) => client.pendingAcks > 0);
  while (pending() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Server CPU per 250 ms below which it counts as idle (6% of a core: timers, polls). */
const IDLE_CPU_MS = 15;

/**
 * After a round the server still stores and unloads what its sockets left (the durable one compacts
 * each of 500 documents into PostgreSQL): the next round, on another server, waits until this one is
 * idle, so no server's clean-up lands in another's figures.
 */
async function untilIdle(server: ServerHandle, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let last = await server.cpuMs();
  for (let quietSteps = 0; quietSteps < 2 && performance.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await server.cpuMs();
    quietSteps = now - last < IDLE_CPU_MS ? quietSteps + 1 : 0;
    last = now;
  }
}

export async function runRound(
  server: ServerHandle,
  workload: Workload,
  timing: { warmupS: number; measureS: number },
  tally: Tally,
): Promise<void> {
  const names = server.documents.slice(workload.firstDocument, workload.firstDocument + workload.documents);
  if (names.length < workload.documents)
    throw new Error(`the ${server.kind} server offers ${names.length} documents, ${workload.documents} needed`);
  const query = `?token=${encodeURIComponent(server.token)}`;
  const urls = names.map((name) =>
    Array.from({ length: workload.perDocument }, () => `${server.wsUrl}/${name}${query}`),
  );
  const recorder = new RelayRecorder();
  const trackAcks = server.kind === "durable";
  const groups = await openClients(urls, recorder, { trackAcks });
  const clients = groups.flat();
  try {
    await drive(groups, workload.rate, timing.warmupS);
    await drain(recorder, clients, 2_000);

    const loop = monitorEventLoopDelay({ resolution: 1 });
    const serverCpuBefore = await server.cpuMs("measure-start");
    const clientCpuBefore = process.cpuUsage();
    loop.enable();
    recorder.measuring = true;
    const { sent, elapsedMs } = await drive(groups, workload.rate, timing.measureS);
    recorder.measuring = false;
    loop.disable();
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const serverCpuMs = (await server.cpuMs("measure-end")) - serverCpuBefore;
    await drain(recorder, clients, 3_000);

    tally.relay.push(...recorder.relay);
    tally.roundP99s.push(distribution(recorder.relay).p99);
    tally.stored.push(...recorder.stored);
    tally.lost += recorder.missing();
    tally.unexpectedCloses += recorder.unexpectedCloses;
    tally.sent += sent;
    tally.elapsedMs += elapsedMs;
    tally.serverCpuMs += serverCpuMs;
    tally.clientCpuMs += (clientCpu.user + clientCpu.system) / 1000;
    tally.clientLoopDelayP99 = Math.max(tally.clientLoopDelayP99, loop.percentile(99) / 1e6);
  } finally {
    await closeClients(clients);
    await untilIdle(server);
  }
}

export function figuresOf(scenario: string, workload: Workload, tally: Tally, durable: boolean): RelayFigures {
  const seconds = tally.elapsedMs / 1000;
  return {
    scenario,
    sockets: workload.documents * workload.perDocument,
    documents: workload.documents,
    sent: tally.sent,
    rate: tally.sent / seconds,
    relay: distribution(tally.relay),
    roundP99s: tally.roundP99s,
    roundP99: median(tally.roundP99s),
    lost: tally.lost,
    unexpectedCloses: tally.unexpectedCloses,
    stored: durable ? distribution(tally.stored) : null,
    serverCpu: tally.serverCpuMs / tally.elapsedMs,
    serverCpuPerUpdate: (tally.serverCpuMs * 1000) / Math.max(1, tally.sent),
    clientCpu: tally.clientCpuMs / tally.elapsedMs,
    clientLoopDelayP99: tally.clientLoopDelayP99,
  };
}
