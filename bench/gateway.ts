/**
 * `npm run bench:gateway`: the clinician list (first page, 25 rows, every field) fetched through
 * GraphQL (POST /graphql) and directly through REST (GET /api/auth/clinicians) at 50 concurrent
 * connections, with the API and the gateway composed on one Fastify instance as `npm start` does.
 * The server runs in a child process so that the load generator does not share its event loop.
 * Goal (issue 2): GraphQL latency ≤ 1.3× REST, throughput ≥ 0.75× REST.
 *
 * `npm run bench:gateway -- --db-concurrency=N` runs the API with N requests on the database at
 * once (HEARTH_DB_CONCURRENCY; default by driver, 2 on PGlite); a large N (1000) turns admission off.
 */
import { fork } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import fastifyCookie from "@fastify/cookie";
import fastifyWebsocket from "@fastify/websocket";
import Fastify from "fastify";
import { createLogger } from "@hearth/logger";
import { createEventBus } from "@hearth/bus";
import { createApi } from "../apps/api/src/index";
import { createGateway } from "../gateway/src/index";

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const SINGLE_S = 4;
const PAGE_SIZE = 25;
const GOAL = { latency: 1.3, throughput: 0.75 };
const ALL_STATUSES = [1, 2, 3];
const DB_CONCURRENCY_ARG = process.argv.find((a) => a.startsWith("--db-concurrency="));
/** `--db-concurrency=N`, or undefined for the API's default. */
const DB_CONCURRENCY = DB_CONCURRENCY_ARG ? Number(DB_CONCURRENCY_ARG.slice("--db-concurrency=".length)) : undefined;

const CLINICIAN_FIELDS = "id email firstName lastName fullname role status phone photo locations { id name } createdAt";
const GRAPHQL_QUERY = `query ClinicianList($filter: ClinicianFilter) {
  clinicians(filter: $filter) { results { ${CLINICIAN_FIELDS} } pageInfo { total page pageSize } }
}`;
const GRAPHQL_BODY = JSON.stringify({
  query: GRAPHQL_QUERY,
  variables: { filter: { status: ALL_STATUSES, page: 1, pageSize: PAGE_SIZE } },
});
const REST_PATH = `/api/auth/clinicians?status=${ALL_STATUSES.join(",")}&page=1&pageSize=${PAGE_SIZE}`;

/** Child process: API + gateway on one port, demo-seeded PGlite in a temp dir. */
async function serve(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hearth-bench-"));
  const bus = await createEventBus(undefined);
  const api = await createApi(
    {
      bus,
      serviceKey: "bench-service-key",
      version: "bench",
      buildDate: "bench",
      dataDir,
      demoSeed: true,
      publicUrl: "http://localhost",
      secureCookies: false,
      dbConcurrency: DB_CONCURRENCY,
    },
    createLogger({ app: "api", level: "error", destination: process.stderr }),
  );
  // As npm start composes them: the gateway calls the API mounted on the same server in process.
  const app = Fastify({ logger: false, trustProxy: true });
  const gateway = await createGateway({ bus, api: { inject: (request) => app.inject(request) }, production: true });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket);
  await app.register(api.plugin, { prefix: "/api" });
  await app.register(gateway.plugin);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const shutdown = async () => {
    await app.close();
    await gateway.close();
    await api.close();
    await bus.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown());
  process.once("disconnect", () => void shutdown());
  // CPU time the server spends is the figure least disturbed by other processes on the machine.
  let connections = 0;
  app.server.on("connection", () => (connections += 1));
  process.on("message", (m) => {
    if (m === "cpu") process.send?.({ cpu: process.cpuUsage() });
    if (m === "connections") {
      const a = api.admission.stats();
      console.log(
        `[server] TCP connections accepted so far: ${connections}; API admission: limit ${a.limit}, admitted ${a.admitted}, refused ${a.rejected}`,
      );
    }
  });
  process.send?.({ origin });
}

async function startServer(): Promise<{ origin: string; child: ChildProcess }> {
  // Measured as deployed: NODE_ENV=production also switches graphql-js to its fast instanceof checks.
  const child = fork(process.argv[1]!, ["--serve", ...process.argv.slice(2)], {
    execArgv: process.execArgv,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { origin: string }).origin));
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { origin, child };
}

/** The server process's CPU time so far, in ms. */
function serverCpuMs(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      const cpu = (m as { cpu?: NodeJS.CpuUsage }).cpu;
      if (!cpu) return;
      child.off("message", onMessage);
      resolve((cpu.user + cpu.system) / 1000);
    };
    child.on("message", onMessage);
    child.send("cpu");
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in as the demo admin and makes sure the first page really has 25 clinicians. */
async function prepare(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.hearth.test", password: "hearth-demo" }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  await json(login);
  const me = await json<{ results: { locations: { id: string }[] } }>(
    await fetch(`${origin}/api/auth/me`, { headers: { cookie } }),
  );
  const { total } = await json<{ total: number }>(await fetch(`${origin}${REST_PATH}`, { headers: { cookie } }));
  // The demo has one user per role; invite staff (status Invited) until the page is full.
  for (let i = total; i < PAGE_SIZE + 5; i += 1) {
    await json(
      await fetch(`${origin}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({
          email: `bench-${i}@example.test`,
          firstName: "Bench",
          lastName: `Clinician ${i}`,
          role: "bht",
          locationIds: [me.results.locations[0]!.id],
        }),
      }),
    );
  }
  // Both ways must return the same 25 rows, or the comparison means nothing.
  const rest = await json<{ results: { id: string }[] }>(await fetch(`${origin}${REST_PATH}`, { headers: { cookie } }));
  const gql = await json<{ data?: { clinicians: { results: { id: string }[] } }; errors?: unknown }>(
    await fetch(`${origin}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: GRAPHQL_BODY,
    }),
  );
  if (gql.errors || !gql.data) throw new Error(`GraphQL answered with errors: ${JSON.stringify(gql.errors)}`);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).join();
  if (rest.results.length !== PAGE_SIZE || ids(rest.results) !== ids(gql.data.clinicians.results))
    throw new Error("REST and GraphQL disagree on the first page");
  return cookie;
}

interface Target {
  name: "REST" | "GraphQL";
  url: string;
  options: Partial<autocannon.Options>;
}

/** Everything measured for one target over all its rounds. */
interface Tally {
  latencies: number[];
  seconds: number;
  cpuMs: number;
  bad: number;
}

interface Figures {
  rps: number;
  mean: number;
  p50: number;
  p99: number;
  requests: number;
  /** Server CPU ms per request. */
  cpu: number;
  bad: number;
}

/** One autocannon run; every response's latency is kept so rounds can be merged exactly. */
async function round(
  child: ChildProcess,
  target: Target,
  seconds: number,
  tally?: Tally,
  connections = CONNECTIONS,
): Promise<void> {
  const cpuBefore = await serverCpuMs(child);
  const latencies: number[] = [];
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    ...target.options,
    setupClient: (client) => client.on("response", (_status: number, _bytes: number, ms: number) => latencies.push(ms)),
  });
  if (!tally) return;
  tally.latencies.push(...latencies);
  tally.seconds += seconds;
  tally.cpuMs += (await serverCpuMs(child)) - cpuBefore;
  tally.bad += result.non2xx + result.errors + result.timeouts + result.mismatches;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

function figures(t: Tally): Figures {
  const sorted = [...t.latencies].sort((a, b) => a - b);
  const requests = sorted.length;
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / Math.max(1, requests);
  return {
    rps: requests / t.seconds,
    mean,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requests,
    cpu: t.cpuMs / Math.max(1, requests),
    bad: t.bad,
  };
}

async function main(): Promise<void> {
  console.log(
    `Starting the API and the gateway (demo-seeded PGlite in a temp dir; ${DB_CONCURRENCY === undefined ? "default admission" : `--db-concurrency=${DB_CONCURRENCY}`}) …`,
  );
  const { origin, child } = await startServer();
  try {
    const cookie = await prepare(origin);
    const rest: Target = {
      name: "REST",
      url: `${origin}${REST_PATH}`,
      options: { method: "GET", headers: { cookie }, verifyBody: (body) => String(body).startsWith('{"results":[') },
    };
    const graphql: Target = {
      name: "GraphQL",
      url: `${origin}/graphql`,
      options: {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: GRAPHQL_BODY,
        verifyBody: (body) => String(body).startsWith('{"data":{"clinicians":') && !String(body).includes('"errors"'),
      },
    };
    console.log(`Warming up (${WARMUP_S} s each) …`);
    await round(child, rest, WARMUP_S);
    await round(child, graphql, WARMUP_S);
    // Rounds in the order REST, GraphQL, GraphQL, REST, so that a machine getting busier or
    // quieter during the run weighs on both sides alike.
    console.log(
      `Measuring: ${CONNECTIONS} connections, ${DURATION_S} s each (two rounds of ${DURATION_S / 2} s, ABBA), first page of ${PAGE_SIZE} clinicians …`,
    );
    const tallies = { REST: emptyTally(), GraphQL: emptyTally() };
    const loadBefore = loadAverage();
    for (const target of [rest, graphql, graphql, rest])
      await round(child, target, DURATION_S / 2, tallies[target.name]);
    report(figures(tallies.REST), figures(tallies.GraphQL));
    // Other processes on the machine move every figure above; compare runs made under similar load.
    console.log(
      `Machine load average (1 min) before / after measuring: ${loadBefore} / ${loadAverage()} on ${os.availableParallelism()} cores`,
    );
    // For reference, not part of the goal: one request at a time, so no queueing, only the hop.
    const single = { REST: emptyTally(), GraphQL: emptyTally() };
    for (const target of [rest, graphql, graphql, rest])
      await round(child, target, SINGLE_S / 2, single[target.name], 1);
    const [r1, g1] = [figures(single.REST), figures(single.GraphQL)];
    console.log(
      `\nOne connection (no queueing), for reference: REST p50 ${r1.p50.toFixed(1)} ms, GraphQL p50 ${g1.p50.toFixed(1)} ms (${(g1.p50 / r1.p50).toFixed(2)}x)`,
    );
    child.send("connections");
  } finally {
    await stopServer(child);
  }
}

function loadAverage(): string {
  return os.loadavg()[0]!.toFixed(2);
}

function emptyTally(): Tally {
  return { latencies: [], seconds: 0, cpuMs: 0, bad: 0 };
}

function report(r: Figures, g: Figures): void {
  const n = (v: number, width: number, digits = 0) => v.toFixed(digits).padStart(width);
  const row = (name: string, f: Figures) =>
    `${name.padEnd(8)} ${n(f.rps, 6)} ${n(f.mean, 8)} ${n(f.p50, 7)} ${n(f.p99, 7)} ${n(f.requests, 9)} ${n(f.cpu, 16, 2)} ${n(f.bad, 9)}`;
  const ratio = { p50: g.p50 / r.p50, p99: g.p99 / r.p99, mean: g.mean / r.mean, rps: g.rps / r.rps };
  const mark = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(`
          req/s  mean ms  p50 ms  p99 ms  requests  server CPU ms/req  failures
${row("REST", r)}
${row("GraphQL", g)}

GraphQL / REST latency     p50 ${ratio.p50.toFixed(2)}x (${mark(ratio.p50 <= GOAL.latency)}), p99 ${ratio.p99.toFixed(2)}x (${mark(ratio.p99 <= GOAL.latency)}), mean ${ratio.mean.toFixed(2)}x   goal <= ${GOAL.latency}x
GraphQL / REST throughput  ${ratio.rps.toFixed(2)}x (${mark(ratio.rps >= GOAL.throughput)})   goal >= ${GOAL.throughput}x
The server is CPU-bound and serves both in arrival order, so latency ≈ connections / throughput and the
p50 ratio follows the CPU ratio: the gateway adds ${(g.cpu - r.cpu).toFixed(2)} ms to the API's ${r.cpu.toFixed(2)} ms per request (${(g.cpu / r.cpu).toFixed(2)}x).`);
  if (r.bad > 0 || g.bad > 0)
    console.log("Some requests failed or answered something else: the figures above are not trustworthy.");
}

if (process.argv.includes("--serve")) await serve();
else
  await main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
