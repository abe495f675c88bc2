/**
 * Input fuzzing of every route in Fastify's own table (not a list kept by hand, so a new domain is
 * fuzzed the day it lands): requests generated from each route's zod schemas — valid, boundary,
 * wrong types, oversized, unicode and NUL, SQL-like strings, unknown keys, path parameters that are
 * not ids or ids of nothing — sent by a caller who may reach the route. Every answer is below 500,
 * leaks no stack, path or SQL text, and shows an error as `{ error: { code, message } }`; a refused
 * request (4xx) changes no table (row counts and row hashes, the outbox included) and publishes no
 * event. Fixed seeds and a fixed number of runs per route; HEARTH_FUZZ_RUNS asks for more.
 *
 * Not fuzzed: HEAD routes (Fastify answers them with the GET handler, fuzzed as GET), and the API
 * docs under /api/docs (Swagger UI's static files and OpenAPI document, no input of ours).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { TestApi } from "./test/harness";
import { buildWalkFixtures } from "@hearth/testing";
import type { WalkFixtures } from "@hearth/testing";
import { CREDENTIAL_IN_INPUT, callersOf, kioskFirst, reviveCallers } from "./test/fuzz/callers";
import type { Caller } from "./test/fuzz/callers";
import { describeRequest } from "./test/fuzz/describe";
import { fixturesOf as fixturesOfRoute, knownIds, ownParams } from "./test/fuzz/params";
import { contentTypeOf, payloadOf, requestArb, urlOf } from "./test/fuzz/requests";
import type { FuzzRequest, RouteSpec } from "./test/fuzz/requests";
import { changes, snapshot, watchedTables } from "./test/fuzz/snapshot";
import type { Snapshot } from "./test/fuzz/snapshot";
import { echoesOf, problemOf } from "./test/fuzz/verdict";

const RUNS = Number(process.env.HEARTH_FUZZ_RUNS ?? 12);
const SEED = 20_261_116;
/** A client address of the fuzzed requests, apart from the sign-ins of the callers (rate limits count per address). */
const FUZZ_ADDRESS = "203.0.113.9";
const SKIPPED = (r: { method: string; url: string }) => r.method === "HEAD" || /^\/api\/docs(\/|$)/.test(r.url);

/** Path parameters the fuzz fills itself (params.ts), before the walk's. */
let ownParamsOf: Record<string, string> = {};

let t: TestApi;
let f: WalkFixtures;
let tables: string[];

beforeAll(async () => {
  f = await buildWalkFixtures();
  t = f.t;
  // Timed jobs would change tables between a request and its check.
  await t.api.scheduler.close();
  tables = await watchedTables(t.api.deps.db);
  ownParamsOf = await ownParams(f);
  // The walk's fixtures are many requests: on a loaded 2-core machine they outlast the default 60 s.
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A seed per route, so that a route's inputs stay the same when routes are added before it. */
const seedOf = (route: RouteSpec) =>
  [...`${route.method} ${route.url}`].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED);

/** Path parameters no fixture fills, as `segment/:name`; such a route is fuzzed with a uuid of nothing, and the test fails. */
const unfilled = new Set<string>();

const fixturesOf = (url: string) => fixturesOfRoute(url, ownParamsOf, f.params, unfilled);

interface Tally {
  /** Answers past validation that let the caller in (neither validation_failed nor a 401 refusing the caller). */
  admitted: number;
  /** Answers that refused the caller's own credential. */
  refusedAtTheDoor: number;
  statuses: Map<number, number>;
}

/** Sends one request and throws, with everything needed to reproduce it, when the answer or the database is wrong. */
/** The database as the last refused request left it, when nothing can have changed it since (saves a snapshot). */
let settled: Snapshot | null = null;

async function exercise(route: RouteSpec, callers: Caller[], r: FuzzRequest, tally: Tally): Promise<void> {
  const db = t.api.deps.db;
  let before = settled;
  settled = null;
  if (!before) {
    await t.api.deps.relay.flush();
    before = await snapshot(db, tables);
  }
  const eventsBefore = t.events.length;
  const caller = callers[r.caller]!;
  const url = urlOf(route, r);
  const payload = payloadOf(r);
  const response = await t.app.inject({
    method: route.method as "GET",
    url,
    remoteAddress: FUZZ_ADDRESS,
    headers: { ...caller.headers(), ...(payload === undefined ? {} : { "content-type": contentTypeOf(r) }) },
    ...(payload === undefined ? {} : { payload }),
  });
  const status = response.statusCode;
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  const code = status >= 400 ? errorCodeOf(response.body) : undefined;
  // Refused at the door: the caller's credential (not a password or code in the body) was not taken.
  const atTheDoor = status === 401 && (code === "unauthenticated" || code === "token_expired");
  if (!atTheDoor && code !== "validation_failed") tally.admitted++;
  else if (atTheDoor) tally.refusedAtTheDoor++;
  const fail = (why: string) =>
    new Error(
      `${route.method} ${route.url} as ${caller.name}: ${why}\n  answered ${status} ${response.body.slice(0, 600)}`,
    );
  const problem = problemOf(
    status,
    response.body,
    echoesOf(
      Object.values(r.params).map((p) => p.value),
      r.query,
      r.body,
      decodeURIComponentSafe(url),
    ),
  );
  if (problem) throw fail(problem);
  if (status < 400) return;
  const after = await snapshot(db, tables);
  const changed = changes(before, after);
  await t.api.deps.relay.flush();
  if (t.events.length !== eventsBefore)
    changed.push(
      `published ${t.events
        .slice(eventsBefore)
        .map((e) => e.name)
        .join(", ")}`,
    );
  if (changed.length) throw fail(`a refused request changed the database: ${changed.join("; ")}`);
  settled = after;
}

function errorCodeOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

function decodeURIComponentSafe(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

describe("every route survives fuzzed input", () => {
  it(
    `sends ${RUNS} generated requests to every route: no 5xx, no leak, and a refusal changes nothing`,
    async () => {
      const routes = t.routes.filter((r) => !SKIPPED(r)).sort(kioskFirst);
      expect(routes.length).toBeGreaterThan(60);
      // The watch covers every table but the audit log, the outbox among them.
      expect(tables).toContain("outbox");
      expect([...(await snapshot(t.api.deps.db, tables)).keys()].sort()).toEqual([...tables].sort());
      const ids = await knownIds(t.api.deps.db, tables);
      const failures: string[] = [];
      const unreached: string[] = [];
      for (const route of routes) {
        await reviveCallers(t, f);
        settled = null;
        const callers = callersOf(f, route.url);
        const tally: Tally = { admitted: 0, refusedAtTheDoor: 0, statuses: new Map() };
        const arb = requestArb(route, fixturesOf(route.url), callers.length, ids);
        const details = await fc.check(
          fc.asyncProperty(arb, (r) => exercise(route, callers, r, tally)),
          // Shrinking a failure re-sends requests: bounded, so that one defect cannot stall the whole walk.
          { seed: seedOf(route), numRuns: RUNS, interruptAfterTimeLimit: 20_000 + RUNS * 1000 },
        );
        if (details.failed)
          failures.push(
            `${(details.errorInstance as Error | undefined)?.message ?? String(details.errorInstance)}\n  request (shrunk): ${describeRequest(route, details.counterexample?.[0])}\n  seed ${details.seed}, path ${details.counterexample ? details.counterexamplePath : ""}`,
          );
        else if (tally.admitted === 0 && tally.refusedAtTheDoor > 0 && !CREDENTIAL_IN_INPUT.has(route.url))
          unreached.push(`${route.method} ${route.url}: ${JSON.stringify([...tally.statuses])}`);
      }
      expect(failures, failures.join("\n\n")).toEqual([]);
      // A parameter filled with nothing real reaches only the 404: add a fixture (walk.ts, or test/fuzz/params.ts).
      expect([...unfilled]).toEqual([]);
      // Every route let its caller in at least once: one fuzzed only at its door would prove little.
      expect(unreached).toEqual([]);
    },
    RUNS > 12 ? 3_600_000 : 300_000,
  );
});
