/**
 * `npm run bench:fanout`: live notification fan-out. 1,000 and 5,000 graphql-ws sockets (one per
 * user) subscribed to `notificationAdded`; then one notification per user (one transaction, a
 * notification each, through notifyUsers: commit -> published from memory -> bus -> gateway hub ->
 * socket), then
 * one announcement to all of them. Prints, per burst, the time from the commit until each socket
 * has its notification (p50, p99, max), and the gateway's memory per socket.
 *
 * Two set-ups: one process with the API and the gateway (in-process bus, as `npm start`), and —
 * when REDIS_URL is set — the API alone plus two gateway processes sharing events through Redis,
 * the sockets split between them. Goal (issue 5): at 5,000 sockets, p99 ≤ 200 ms.
 *
 * Users are inserted straight into the database and their access tokens signed by the API's own
 * token service (5,000 password sign-ins would only measure password hashing); each socket still
 * authenticates at connection_init through GET /api/auth/me. The sockets live in this process
 * (lean graphql-transport-ws clients on `ws`; `--client=graphql-ws` for graphql-ws's own client),
 * the servers in child processes, so the load generator does not share their event loop. The
 * servers' CPU time per burst is printed too: unlike the latencies, it hardly depends on what else
 * the machine is doing, so it tells whether the goal is within reach on an idle machine. Each
 * socket is a file descriptor on both sides: 5,000 need `ulimit -n` above about 5,100.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { forkGateway } from "../gateway/test/gatewayProcess";
import type { GatewayChild } from "../gateway/test/gatewayProcess";
import { everySocket, openSockets, until } from "./fanout/sockets";
import { serve, startServer, stopChild } from "./fanout/server";
import type { BurstCommand, BurstStart, Server } from "./fanout/server";

const SIZES_ARG = process.argv.find((a) => a.startsWith("--sizes="));
/** `--sizes=100,500` for a quick run. */
const SIZES = SIZES_ARG ? SIZES_ARG.slice("--sizes=".length).split(",").map(Number) : [1_000, 5_000];
const SETUPS_ARG = process.argv.find((a) => a.startsWith("--setups="));
/** `--setups=one` or `--setups=two` runs one set-up only (default both; two needs REDIS_URL). */
const SETUPS = SETUPS_ARG ? SETUPS_ARG.slice("--setups=".length).split(",") : ["one", "two"];
const GOAL_P99_MS = 200;

const PROFILE_ARG = process.argv.find((a) => a.startsWith("--profile="));
/**
 * `--profile=DIR`: CPU profiles of each burst, from the commit to the last socket, are written to DIR:
 * the one-process server's, and each gateway process's in the two-gateway set-up.
 */
const PROFILE_DIR = PROFILE_ARG?.slice("--profile=".length);

setFlagsFromString("--expose-gc");
/**
 * A full collection in this process before each burst: opening 5,000 sockets leaves garbage whose
 * collection would otherwise land in a burst and count as the servers' latency.
 */
const collectClientGarbage = runInNewContext("gc") as () => void;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

interface Burst {
  p50: number;
  p99: number;
  max: number;
  missing: number;
  /** CPU time of the server processes from the commit until the last socket had it. */
  serverCpuMs: number;
  /** The same per server process (API first, then the gateways) where there are several. */
  serverCpuPerProcessMs: number[];
  /** CPU time of this process (the clients) over the same span. */
  clientCpuMs: number;
}

function burstFigures(
  latencies: number[],
  expected: number,
  serverCpuPerProcessMs: number[],
  clientCpuMs: number,
): Burst {
  const serverCpuMs = serverCpuPerProcessMs.reduce((a, b) => a + b, 0);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1)!,
    missing: expected - sorted.length,
    serverCpuMs,
    serverCpuPerProcessMs,
    clientCpuMs,
  };
}

interface Result {
  setup: string;
  sockets: number;
  each: Burst;
  all: Burst;
  heapPerSocket: number;
  rssPerSocket: number;
}

/** One size on one set-up: open the sockets, make sure they are live, two bursts, close. */
async function measure(
  setup: string,
  server: Server,
  gatewayOrigins: string[],
  memory: () => Promise<NodeJS.MemoryUsage[]>,
  cpuMs: () => Promise<number[]>,
  users: { id: string; token: string }[],
  gatewayProcesses: GatewayChild[] = [],
): Promise<Result> {
  const sum = (ms: NodeJS.MemoryUsage[]) =>
    ms.reduce((a, m) => ({ heap: a.heap + m.heapUsed, rss: a.rss + m.rss }), { heap: 0, rss: 0 });
  const before = sum(await memory());
  const sockets = await openSockets(gatewayOrigins, users);
  const ids = users.map((u) => u.id);
  /** Runs a burst (its work, then its commit) and answers when it committed. */
  const burst = async (command: BurstCommand): Promise<BurstStart> => {
    await server.ask(command);
    return server.ask<BurstStart>({ cmd: "commit" });
  };
  // A subscribe is live once the gateway processed it: a warm-up announcement must reach every socket.
  for (let round = 0; sockets.some((s) => s.received.size === 0); round += 1) {
    if (round === 20) throw new Error("some sockets never received the warm-up announcement");
    await burst({ cmd: "announce", ids, tag: `warm-up ${round}` });
    await until(() => sockets.every((s) => s.received.size > 0), 3_000, "the warm-up").catch(() => undefined);
  }
  await burst({ cmd: "announce", ids, tag: "ready" });
  await until(() => sockets.every((s) => s.last === "ready"), 30_000, "the ready marker");
  const after = sum(await memory());

  // With separate gateway processes, those are profiled; else the one server process.
  const profile = Boolean(PROFILE_DIR) && gatewayProcesses.length === 0;
  const clientCpu = () => {
    const cpu = process.cpuUsage();
    return (cpu.user + cpu.system) / 1000;
  };
  /** One measured burst: every process's CPU from right before the commit until the last socket has its notification. */
  const measured = async (command: BurstCommand, titleFor: (i: number) => string): Promise<Burst> => {
    await server.ask({ ...command, profile });
    if (PROFILE_DIR) await Promise.all(gatewayProcesses.map((g) => g.startProfile()));
    collectClientGarbage();
    const serverCpuBefore = await cpuMs();
    const clientCpuBefore = clientCpu();
    const { committedAt } = await server.ask<BurstStart>({ cmd: "commit" });
    await until(
      everySocket(sockets, (s, i) => s.received.has(titleFor(i))),
      60_000,
      `the burst ${command.tag}`,
    ).catch((e: unknown) => console.error(String(e)));
    const clientCpuMs = clientCpu() - clientCpuBefore;
    const serverCpuMs = (await cpuMs()).map((ms, i) => ms - serverCpuBefore[i]!);
    if (profile && PROFILE_DIR)
      await server.ask({ cmd: "profile-stop", file: path.join(PROFILE_DIR, `${command.tag}.cpuprofile`) });
    if (PROFILE_DIR)
      await Promise.all(
        gatewayProcesses.map((g, i) =>
          g.stopProfile(path.join(PROFILE_DIR, `${command.tag}-gateway-${i + 1}.cpuprofile`)),
        ),
      );
    const latencies = sockets.flatMap((s, i) => {
      const at = s.received.get(titleFor(i));
      return at === undefined ? [] : [at - committedAt];
    });
    return burstFigures(latencies, users.length, serverCpuMs, clientCpuMs);
  };
  const eachTag = `each-${users.length}`;
  const each = await measured({ cmd: "notify-each", ids, tag: eachTag }, (i) => `${eachTag} ${users[i]!.id}`);
  const allTag = `all-${users.length}`;
  const all = await measured({ cmd: "announce", ids, tag: allTag }, () => allTag);

  const failures = sockets.filter((s) => s.failure).map((s) => s.failure!);
  if (failures.length)
    console.log(`    ${failures.length} subscriptions ended early: ${[...new Set(failures)].join(", ")}`);
  await Promise.all(sockets.map((s) => s.dispose()));
  return {
    setup,
    sockets: users.length,
    each,
    all,
    heapPerSocket: (after.heap - before.heap) / users.length,
    rssPerSocket: (after.rss - before.rss) / users.length,
  };
}

function print(r: Result): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const line = (name: string, b: Burst) =>
    `    ${name.padEnd(26)} p50 ${b.p50.toFixed(0).padStart(5)} ms   p99 ${b.p99.toFixed(0).padStart(5)} ms   max ${b.max.toFixed(0).padStart(5)} ms   server CPU ${b.serverCpuMs.toFixed(0).padStart(5)} ms${
      b.serverCpuPerProcessMs.length > 1
        ? ` (API ${b.serverCpuPerProcessMs[0]!.toFixed(0)}, gateways ${b.serverCpuPerProcessMs
            .slice(1)
            .map((ms) => ms.toFixed(0))
            .join(" + ")})`
        : ""
    }   client CPU ${b.clientCpuMs.toFixed(0).padStart(5)} ms${b.missing ? `   ${b.missing} NEVER ARRIVED` : ""}`;
  console.log(`  ${r.setup}, ${r.sockets} sockets:`);
  console.log(line("one notification per user", r.each));
  console.log(line("one announcement to all", r.all));
  console.log(
    `    memory per socket (gateway process${r.setup.includes("two") ? "es" : ""}): heap ${kb(r.heapPerSocket)}, rss ${kb(r.rssPerSocket)}`,
  );
}

async function main(): Promise<void> {
  const largest = Math.max(...SIZES);
  console.log(
    `Fan-out of notificationAdded: ${SIZES.join(" and ")} sockets, one user each; times from the commit to each socket. Machine: ${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)}.`,
  );
  const results: Result[] = [];

  if (SETUPS.includes("one")) {
    console.log("\nOne process: API + gateway, in-process bus …");
    const single = await startServer();
    try {
      const users = await single.ask<{ id: string; token: string }[]>({ cmd: "users", count: largest });
      for (const size of SIZES) {
        const r = await measure(
          "one gateway process",
          single,
          [single.origin],
          async () => [await single.ask<NodeJS.MemoryUsage>({ cmd: "memory" })],
          async () => [await single.ask<number>({ cmd: "cpu" })],
          users.slice(0, size),
        );
        print(r);
        results.push(r);
      }
    } finally {
      await stopChild(single.child);
    }
  }

  const redisUrl = process.env.REDIS_URL;
  if (!SETUPS.includes("two")) {
    // Asked for the one-process set-up only.
  } else if (!redisUrl) console.log("\nREDIS_URL is not set: the two-gateway run over Redis is skipped.");
  else {
    console.log("\nAPI alone + two gateway processes, events through Redis …");
    const channel = `hearth:bench:${randomBytes(6).toString("hex")}`;
    const api = await startServer(channel);
    let gateways: GatewayChild[] = [];
    try {
      gateways = await Promise.all(
        [0, 1].map(() => forkGateway({ apiUrl: api.origin, redisUrl, channel, production: true, exposeGc: true })),
      );
      const users = await api.ask<{ id: string; token: string }[]>({ cmd: "users", count: largest });
      for (const size of SIZES) {
        const r = await measure(
          "two gateway processes over Redis",
          api,
          gateways.map((g) => g.origin),
          () => Promise.all(gateways.map((g) => g.memory())),
          () => Promise.all([api.ask<number>({ cmd: "cpu" }), ...gateways.map((g) => g.cpuMs())]),
          users.slice(0, size),
          gateways,
        );
        print(r);
        results.push(r);
      }
    } finally {
      await Promise.all(gateways.map((g) => g.stop()));
      await stopChild(api.child);
    }
  }

  console.log(`\nGoal: at ${largest} sockets every notification delivered with p99 ≤ ${GOAL_P99_MS} ms`);
  for (const r of results.filter((x) => x.sockets === largest)) {
    const p99 = Math.max(r.each.p99, r.all.p99);
    const met = p99 <= GOAL_P99_MS && r.each.missing === 0 && r.all.missing === 0;
    console.log(`  ${r.setup}: p99 ${p99.toFixed(0)} ms — ${met ? "met" : "MISSED"}`);
  }
  console.log(`Machine load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(1)}`);
}

if (process.argv.includes("--serve")) {
  const channel = process.argv.find((a) => a.startsWith("--channel="))?.slice("--channel=".length);
  serve(channel).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
