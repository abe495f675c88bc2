/**
 * `npm run bench:clients`: the EMR list and the client chart at 20 concurrent users on a generated
 * organization of 20 locations and 10,000 clients (apps/api/src/db/generateOrganization.ts), through
 * GraphQL with the API and the gateway composed as `npm start` does, each against its bare-SQL floor:
 * the same data read by one hand-written indexed SQL query on the same database in the same run.
 *
 * For each database available — PGlite always; PostgreSQL when DATABASE_URL or 127.0.0.1:5432 answers
 * (a scratch database, dropped after) — it generates the organization into a fresh database (timed),
 * starts the server in a child process (so the load generator does not share its event loop), signs in
 * the 20 staff who work at every location (administrators and clinicians, so location scoping filters
 * realistic sets), checks that GraphQL and the floor return the same rows, warms up, then measures each
 * query in ABBA halves (GraphQL, floor, floor, GraphQL) so a machine getting busier weighs on both alike.
 *
 * - The list: `clients(filter: { searchQuery, status, levelOfCare, sortBy, sortDirection, page, pageSize: 25 })`
 *   with the grid's fields, the search text varied (name fragments, MR numbers or their last digits).
 * - The chart: `client(mrNo)` (the header) with `clientEpisodes(mrNo)` (the Admission tab's episodes).
 *
 * Two loads, each for GraphQL and its floor alike:
 * - Judged: 20 people using the EMR at once. Each sends a request, reads the answer for a think time
 *   (THINK_TIME), then sends the next, for `--seconds` per query and way: long enough for at least
 *   MIN_SAMPLES answers, so that the p99 rests on a couple of dozen slowest ones.
 * - Saturation, not judged: the same 20 users with no pause (20 requests always in flight) for
 *   `--saturation-seconds`: the throughput the machine manages and the latencies when it is the limit.
 *
 * Goals (issue 17), on the judged load: list and chart p99 ≤ 50 ms on PostgreSQL and ≤ 100 ms on PGlite
 * at 20 concurrent users; each ≤ 3× its bare-SQL floor's p99; the generator makes the 10,000 clients in
 * under 60 s. A missed goal is reported, not an error: the exit code is non-zero only when something failed.
 *
 * Options: `--clients=N --locations=N` (default 10000 and 20), `--seconds=N` judged per query and way
 * (default 120), `--saturation-seconds=N` (default 10), `--databases=pglite,postgres`, `--queries=list,chart`,
 * `--seed=N`.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client";
import { migrate } from "../apps/api/src/db/migrate";
import { generateOrganization } from "../apps/api/src/db/generateOrganization";
import type { GeneratedOrganization } from "../apps/api/src/db/generateOrganization";
import { percentile, runUsers } from "./clients/load";
import type { Run, ThinkTime } from "./clients/load";
import { serve, startServer, stopServer } from "./clients/server";
import type { FloorWork, Server, ServerTarget } from "./clients/server";
import { chartBody, chartRequests, listBody, listRequests } from "./clients/workload";
import type { Scope } from "./clients/workload";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const CLIENTS = Number(arg("clients") ?? 10_000);
const LOCATIONS = Number(arg("locations") ?? 20);
const SECONDS = Number(arg("seconds") ?? 120);
const SATURATION_SECONDS = Number(arg("saturation-seconds") ?? 10);
const SEED = Number(arg("seed") ?? 1);
const DATABASES = (arg("databases") ?? "pglite,postgres").split(",");
const QUERIES = (
  [
    ["list", "EMR list"],
    ["chart", "chart"],
  ] as const
).filter(([what]) => (arg("queries") ?? "list,chart").split(",").includes(what));
type Query = (typeof QUERIES)[number][0];
const USERS = 20;
/**
 * What a person does between two requests: reads the list page or the chart that came back, then
 * clicks. Uniform between half a second and a second and a half (one action a second on average) is a
 * brisk clinician, quicker than most, so the judged load errs on the heavy side. Without any pause,
 * 20 users would be 20 requests always in flight: the saturation run, which is not how people work.
 */
const THINK_TIME: ThinkTime = { minMs: 500, maxMs: 1_500 };
/** Answers per measure below which its p99 (the 20th slowest of 2,000) is too few answers to be stable. */
const MIN_SAMPLES = 2_000;
const WARMUP_S = 3;
const REQUESTS = 2_000;
/** Requests whose GraphQL answer is compared with the floor's before measuring. */
const CHECKED = 40;
const GOAL = { p99Ms: { pglite: 100, postgres: 50 }, floorRatio: 3, generatorS: 60 };
const POSTGRES_SERVER = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

type Kind = "pglite" | "postgres";
const NAMES: Record<Kind, string> = { pglite: "PGlite", postgres: "PostgreSQL" };

interface Figures {
  /** Requests answered per second, all users together. */
  rps: number;
  /** CPU time of the server process (API, gateway and, on PGlite, the database thread) per request. */
  cpuMs: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  failures: number;
  firstFailure: string | undefined;
}

/** GraphQL and its floor under one load. */
interface Pair {
  graphql: Figures;
  floor: Figures;
}

interface Measured {
  kind: Kind;
  generateS: number;
  /** 20 users with a think time: what the goals judge (the queries measured). */
  judged: Partial<Record<Query, Pair>>;
  /** 20 users back to back: throughput at the limit, not judged. */
  saturation: Partial<Record<Query, Pair>>;
}

/** One measured round: what the users saw and the server's CPU time meanwhile. */
interface Round {
  run: Run;
  cpuMs: number;
}

function figures(rounds: Round[]): Figures {
  const runs = rounds.map((r) => r.run);
  const sorted = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    rps: sorted.length / seconds,
    cpuMs: rounds.reduce((sum, r) => sum + r.cpuMs, 0) / Math.max(1, sorted.length),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requests: sorted.length,
    failures: runs.reduce((n, r) => n + r.failures, 0),
    firstFailure: runs.find((r) => r.firstFailure)?.firstFailure,
  };
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A fresh database of the kind, migrated, with the organization generated into it (the generation timed alone). */
async function prepare(kind: Kind): Promise<{
  target: ServerTarget;
  org: GeneratedOrganization;
  generateS: number;
  drop(): Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hearth-bench-clients-"));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined;
  if (kind === "postgres") {
    const name = `hearth_bench_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: POSTGRES_SERVER });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(POSTGRES_SERVER);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: POSTGRES_SERVER });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const drop = async () => {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const database = await openDatabase({ dataDir, databaseUrl });
    try {
      const migrateStarted = performance.now();
      await migrate(database.db);
      const migrateS = (performance.now() - migrateStarted) / 1000;
      const started = performance.now();
      const org = await generateOrganization(database.db, { locations: LOCATIONS, clients: CLIENTS, seed: SEED });
      const generateS = (performance.now() - started) / 1000;
      console.log(
        `  migrated in ${migrateS.toFixed(1)} s; generated ${org.locations.length} locations, ${org.staffCount} staff and ` +
          `${org.clientCount.toLocaleString("en-US")} clients in ${generateS.toFixed(1)} s`,
      );
      return { target: { dataDir, databaseUrl }, org, generateS, drop };
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
}

async function signIn(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in as ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

interface ListData {
  clients: { results: { mrNo: string }[]; pageInfo: { total: number } };
}
interface ChartData {
  client: { mrNo: string } | null;
  clientEpisodes: { id: string }[];
}

/**
 * Keep-alive connections for the users' requests. Plain `node:http` rather than `fetch`: the load
 * generator shares the machine's two cores with the server and the database, and `fetch` added close to a
 * millisecond to each answer here (measured against a leaner client), time counted against GraphQL.
 */
const userConnections = new http.Agent({ keepAlive: true, maxSockets: USERS });

function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", agent: userConnections, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** One GraphQL request; throws unless it answered 200 with data and no errors. */
async function graphql<T>(origin: string, cookie: string, body: string): Promise<T> {
  const { status, text } = await post(`${origin}/graphql`, { "content-type": "application/json", cookie }, body);
  if (status !== 200) throw new Error(`GraphQL answered ${status}: ${text.slice(0, 300)}`);
  const json = JSON.parse(text) as { data?: T; errors?: unknown };
  if (json.errors || !json.data) throw new Error(`GraphQL answered with errors: ${JSON.stringify(json.errors)}`);
  return json.data;
}

async function floorRows(server: Server, work: FloorWork, scope: Scope, index: number) {
  const reply = await server.ask({ cmd: "floor-once", scope, index, ...work });
  if ("error" in reply) throw new Error(`the floor query failed: ${reply.error}`);
  if (!("rows" in reply)) throw new Error("the server answered something else");
  return reply.rows;
}

async function floorRun(
  server: Server,
  work: FloorWork,
  scopes: Scope[],
  seconds: number,
  think: ThinkTime | undefined,
): Promise<Run> {
  const reply = await server.ask({ cmd: "floor", scopes, seconds, think, ...work });
  if ("error" in reply) throw new Error(`the floor run failed: ${reply.error}`);
  if (!("run" in reply)) throw new Error("the server answered something else");
  return reply.run;
}

/** Both ways must read the same data, or the ratio means nothing: the first requests are compared. */
async function compare(
  server: Server,
  cookies: string[],
  scopes: Scope[],
  list: FloorWork & { kind: "list" },
  chart: FloorWork & { kind: "chart" },
): Promise<void> {
  for (let i = 0; i < CHECKED; i += 1) {
    const user = i % USERS;
    const viaGraphql = await graphql<ListData>(server.origin, cookies[user]!, listBody(list.requests[i]!));
    const rows = await floorRows(server, list, scopes[user]!, i);
    const got = viaGraphql.clients.results.map((c) => c.mrNo).join();
    const want = rows.map((r) => r.mr_no).join();
    const total = Number(rows[0]?.total ?? 0);
    if (got !== want || (rows.length > 0 && viaGraphql.clients.pageInfo.total !== total))
      throw new Error(
        `GraphQL and the floor disagree on list request ${JSON.stringify(list.requests[i])}: ` +
          `${got} (${viaGraphql.clients.pageInfo.total}) against ${want} (${total})`,
      );
    const chartData = await graphql<ChartData>(server.origin, cookies[user]!, chartBody(chart.requests[i]!));
    const [row] = await floorRows(server, chart, scopes[user]!, i);
    const episodes = (row?.episodes ?? []) as { id: string }[];
    if (
      chartData.client?.mrNo !== row?.mr_no ||
      chartData.clientEpisodes.map((e) => e.id).join() !== episodes.map((e) => e.id).join()
    )
      throw new Error(`GraphQL and the floor disagree on the chart of ${chart.requests[i]}`);
  }
}

async function measure(kind: Kind): Promise<Measured> {
  console.log(`\n${NAMES[kind]}: generating the organization into a fresh database …`);
  const { target, org, generateS, drop } = await prepare(kind);
  try {
    const server = await startServer(process.argv[1]!, target);
    try {
      const staff = org.organizationWideStaff.slice(0, USERS);
      if (staff.length < USERS)
        throw new Error(`the organization has ${staff.length} staff at every location, not ${USERS}`);
      const cookies = await Promise.all(staff.map((s) => signIn(server.origin, s.email, org.password)));
      const allLocations = org.locations.map((l) => l.id);
      const scopes: Scope[] = staff.map((s) => ({
        organizationId: org.organizationId,
        locationIds: s.role === "admin" ? null : allLocations,
      }));
      const roles = [...new Set(staff.map((s) => s.role))].join(", ");
      console.log(`  signed in ${cookies.length} users (${roles}) working at all ${allLocations.length} locations`);

      const list = { kind: "list" as const, requests: listRequests(SEED, REQUESTS, org.clientCount) };
      const chart = { kind: "chart" as const, requests: chartRequests(SEED, REQUESTS, org.clientCount) };
      await compare(server, cookies, scopes, list, chart);
      console.log(`  GraphQL and the floor return the same rows for the first ${CHECKED} list and chart requests`);

      const viaGraphql =
        (body: (index: number) => string, check: (data: unknown) => void) =>
        (seconds: number, think: ThinkTime | undefined) =>
          runUsers(
            USERS,
            seconds,
            REQUESTS,
            async (user, index) => check(await graphql(server.origin, cookies[user]!, body(index))),
            think,
          );
      const listViaGraphql = viaGraphql(
        (i) => listBody(list.requests[i]!),
        (data) => {
          if (!Array.isArray((data as ListData).clients?.results)) throw new Error("no list in the answer");
        },
      );
      const chartViaGraphql = viaGraphql(
        (i) => chartBody(chart.requests[i]!),
        (data) => {
          if (!(data as ChartData).client) throw new Error("no client in the answer");
        },
      );

      console.log(`  warming up (${WARMUP_S} s per query and way, back to back) …`);
      await listViaGraphql(WARMUP_S, undefined);
      await floorRun(server, list, scopes, WARMUP_S, undefined);
      await chartViaGraphql(WARMUP_S, undefined);
      await floorRun(server, chart, scopes, WARMUP_S, undefined);

      const serverCpuMs = async () => {
        const reply = await server.ask({ cmd: "cpu" });
        if (!("cpuMs" in reply)) throw new Error("the server did not say its CPU time");
        return reply.cpuMs;
      };
      const round = async (run: () => Promise<Run>): Promise<Round> => {
        const before = await serverCpuMs();
        const result = await run();
        return { run: result, cpuMs: (await serverCpuMs()) - before };
      };
      type Way = (seconds: number, think: ThinkTime | undefined) => Promise<Run>;
      const abba = async (seconds: number, think: ThinkTime | undefined, graphqlWay: Way, floor: FloorWork) => {
        const half = seconds / 2;
        const g = () => round(() => graphqlWay(half, think));
        const f = () => round(() => floorRun(server, floor, scopes, half, think));
        const rounds = [await g(), await f(), await f(), await g()];
        return { graphql: figures([rounds[0]!, rounds[3]!]), floor: figures([rounds[1]!, rounds[2]!]) };
      };

      console.log(
        `  measuring the judged load: ${USERS} users, each thinking ${THINK_TIME.minMs}–${THINK_TIME.maxMs} ms ` +
          `after every answer, ${SECONDS} s per query and way (ABBA halves) …`,
      );
      const ways: Record<Query, [Way, FloorWork]> = { list: [listViaGraphql, list], chart: [chartViaGraphql, chart] };
      const measureAll = async (seconds: number, think: ThinkTime | undefined) => {
        const pairs: Partial<Record<Query, Pair>> = {};
        for (const [what] of QUERIES) pairs[what] = await abba(seconds, think, ways[what][0], ways[what][1]);
        return pairs;
      };
      const judged = await measureAll(SECONDS, THINK_TIME);
      console.log(
        `  measuring saturation: the same ${USERS} users with no pause, ${SATURATION_SECONDS} s per query and way …`,
      );
      const saturation = await measureAll(SATURATION_SECONDS, undefined);
      return { kind, generateS, judged, saturation };
    } finally {
      await stopServer(server.child);
    }
  } finally {
    await drop();
  }
}

function report(results: Measured[]): boolean {
  const n = (v: number, width: number, digits = 1) => v.toFixed(digits).padStart(width);
  const mark = (ok: boolean) => (ok ? "met" : "NOT MET");
  const header = `Database    Query                  answers  p50 ms  p95 ms  p99 ms  req/s  server CPU ms/req  failures  p99 / floor p99`;
  const table = (load: "judged" | "saturation") =>
    results.flatMap((r) =>
      QUERIES.flatMap(([what, label]) => {
        const { graphql: g, floor: f } = r[load][what]!;
        const row = (way: string, x: Figures, extra: string) =>
          `${NAMES[r.kind].padEnd(11)} ${`${label} ${way}`.padEnd(22)} ${n(x.requests, 7, 0)} ${n(x.p50, 7)} ${n(x.p95, 7)} ${n(x.p99, 7)} ${n(x.rps, 6, 0)} ${n(x.cpuMs, 18, 2)} ${n(x.failures, 9, 0)}  ${extra}`;
        return [row("(GraphQL)", g, `${(g.p99 / f.p99).toFixed(2)}x`), row("(bare SQL)", f, "")];
      }),
    );
  const thinking = `${(THINK_TIME.minMs / 1000).toFixed(1)}–${(THINK_TIME.maxMs / 1000).toFixed(1)} s`;
  const lines = [
    "",
    `Judged load: ${USERS} users signed in at once, each sending a request, then thinking ${thinking} (uniformly at random) ` +
      `before the next; ${SECONDS} s per query and way, in ABBA halves. The goals are judged on this table.`,
    header,
    ...table("judged"),
    "",
    `Saturation (not judged): the same ${USERS} users with no pause, ${SATURATION_SECONDS} s per query and way: ` +
      `the throughput (req/s) the machine manages and the latencies when it is the limit.`,
    header,
    ...table("saturation"),
  ];
  const goals: string[] = [];
  let failed = false;
  for (const r of results) {
    const name = NAMES[r.kind];
    for (const [what, label] of QUERIES) {
      const { graphql: g, floor: f } = r.judged[what]!;
      const ratio = g.p99 / f.p99;
      const limit = GOAL.p99Ms[r.kind];
      goals.push(
        `${name} ${label}: p99 ${g.p99.toFixed(1)} ms, goal ≤ ${limit} ms: ${mark(g.p99 <= limit)}; ` +
          `${ratio.toFixed(2)}x its floor, goal ≤ ${GOAL.floorRatio}x: ${mark(ratio <= GOAL.floorRatio)}`,
      );
      for (const [way, x] of [
        ["GraphQL", g],
        ["bare-SQL", f],
      ] as const)
        if (x.requests < MIN_SAMPLES)
          goals.push(
            `  only ${x.requests} ${name} ${label} ${way} answers (fewer than ${MIN_SAMPLES}): its p99 is not stable; measure longer (--seconds)`,
          );
    }
    for (const load of ["judged", "saturation"] as const)
      for (const [what, label] of QUERIES)
        for (const x of [r[load][what]!.graphql, r[load][what]!.floor])
          if (x.failures > 0) {
            failed = true;
            goals.push(`  ${x.failures} ${name} ${label} requests failed (${load}), e.g. ${x.firstFailure}`);
          }
    goals.push(
      `${name} generator: ${r.generateS.toFixed(1)} s for ${CLIENTS.toLocaleString("en-US")} clients, goal < ${GOAL.generatorS} s: ${mark(r.generateS < GOAL.generatorS)}`,
    );
  }
  console.log(
    [
      ...lines,
      "",
      `Goals (issue 17), on the judged load of ${USERS} concurrent users:`,
      ...goals.map((g) => `  ${g}`),
    ].join("\n"),
  );
  if (failed) console.log("Some requests failed: the figures above are not trustworthy.");
  return !failed;
}

async function main(): Promise<void> {
  const kinds: Kind[] = [];
  if (DATABASES.includes("pglite")) kinds.push("pglite");
  if (DATABASES.includes("postgres")) {
    if (await postgresAnswers()) kinds.push("postgres");
    else console.log(`PostgreSQL: not measured (nothing answers at ${new URL(POSTGRES_SERVER).host}).`);
  }
  const loadBefore = os.loadavg()[0]!.toFixed(2);
  const results: Measured[] = [];
  for (const kind of kinds) results.push(await measure(kind));
  userConnections.destroy();
  const ok = report(results);
  // Other processes on the machine move every figure above; compare runs made under similar load.
  console.log(
    `Machine load average (1 min) before / after: ${loadBefore} / ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores`,
  );
  if (!ok) process.exitCode = 1;
}

if (process.argv.includes("--serve"))
  await serve(JSON.parse(process.argv[process.argv.indexOf("--serve") + 1]!) as ServerTarget);
else
  await main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
