/**
 * The authorization matrix: every route of Fastify's own table (not a list kept by hand) declares
 * who it serves and how it refuses the others (`config.access`, authz/routeAccess.ts), and every
 * caller gets exactly that — each staff role, staff of another location, a portal client, no
 * credentials, the kiosk and the collab server where a route names them — against the walk's
 * objects (Riverside) and, for the Hillcrest-only callers, outside their scope. A refusal is the
 * declared status and changes nothing (row counts and hashes of every table, the outbox among them,
 * and no event); a served caller gets a success. The order of the calls is ruled in test/matrix/order.ts.
 *
 * Not covered: HEAD routes (answered by the GET handler) and the API docs under /api/docs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { buildWalkFixtures } from "@hearth/testing";
import type { WalkFixtures } from "@hearth/testing";
import type { RouteAccess } from "./authz/routeAccess";
import { fixturesOf, knownIds } from "./test/fuzz/params";
import { contentTypeOf, payloadOf, paramNames, urlOf } from "./test/fuzz/requests";
import type { FuzzRequest, RouteSpec } from "./test/fuzz/requests";
import { changes, snapshot, watchedTables } from "./test/fuzz/snapshot";
import { validOf } from "./test/fuzz/zodArbitrary";
import type { TestApi } from "./test/harness";
import { buildCallers, reviveUsers } from "./test/matrix/callers";
import type { MatrixCaller } from "./test/matrix/callers";
import { describeExpected, expectedFor } from "./test/matrix/expect";
import {
  CREDENTIAL_IN_BODY,
  buildMatrixFixtures,
  ownersOf,
  routeOwners,
  routeParams,
  sampleInputs,
} from "./test/matrix/inputs";
import type { Input, Key, MatrixFixtures } from "./test/matrix/inputs";
import { CONSUMED, byPhase } from "./test/matrix/order";

const SKIPPED = (r: { method: string; url: string }) => r.method === "HEAD" || /^\/api\/docs(\/|$)/.test(r.url);
/** Each caller calls from an address of their own, apart from their sign-ins (rate limits count per address). */
const addresses = new Map<string, string>();
const addressOf = (c: MatrixCaller) => {
  if (!addresses.has(c.name)) addresses.set(c.name, `203.0.113.${10 + addresses.size}`);
  return addresses.get(c.name)!;
};
const SEED = 20_261_125;

let t: TestApi;
let f: WalkFixtures;
let m: MatrixFixtures;
let tables: string[];
let ids: Record<string, string[]>;
let callers: Awaited<ReturnType<typeof buildCallers>>;

beforeAll(async () => {
  f = await buildWalkFixtures();
  t = f.t;
  // Timed jobs would change tables between a refusal and its check.
  await t.api.scheduler.close();
  tables = await watchedTables(t.api.deps.db);
  callers = await buildCallers(f);
  m = await buildMatrixFixtures(f, callers.users);
  // The kiosk of the draft session, where a client can still check in.
  callers.kiosk.token = m.kiosk.token;
  ids = await knownIds(t.api.deps.db, tables);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const routesOf = () => t.routes.filter((r) => !SKIPPED(r));
const keyOf = (r: RouteSpec) => `${r.method} ${r.url}` as Key;
const accessOf = (r: (typeof t.routes)[number]): RouteAccess | undefined => r.config?.access;

/** A seed per route, so that a route's generated input stays the same when routes are added before it. */
const seedOf = (route: RouteSpec) => [...keyOf(route)].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED);

/** One valid value of a zod schema, generated from it with the ids the database holds. */
function generated(schema: unknown, route: RouteSpec, inUrl: boolean): unknown {
  if (typeof schema !== "object" || schema === null || !("_zod" in schema)) return undefined;
  return fc.sample(validOf(schema as Parameters<typeof validOf>[0], { knownIds: ids, inUrl }), {
    seed: seedOf(route),
    numRuns: 1,
  })[0];
}

interface Call {
  route: RouteSpec;
  params: Record<string, string>;
  input: (c: MatrixCaller) => Promise<Input>;
}

function callOf(route: RouteSpec): Call {
  const key = keyOf(route);
  const params = fixturesOf(route.url, { ...m.params, ...routeParams(m)[key] }, f.params);
  const sample = sampleInputs(m)[key];
  const query = f.queries[route.url] ?? (generated(route.schema?.querystring, route, true) as Input["query"]);
  const body = generated(route.schema?.body, route, false);
  return { route, params, input: async (c) => ({ query, body, ...(await sample?.(c)) }) };
}

async function send(call: Call, caller: MatrixCaller, override: Record<string, string> = {}) {
  const { query, body, multipart, after } = await call.input(caller);
  const r: FuzzRequest = {
    params: Object.fromEntries(
      paramNames(call.route.url).map((n) => [n, { value: override[n] ?? call.params[n]!, encoded: true }]),
    ),
    query,
    body: multipart ? { multipart } : body === undefined ? undefined : { json: body },
    contentType: "application/json",
    caller: 0,
  };
  const payload = payloadOf(r);
  const answer = await t.app.inject({
    method: call.route.method as "GET",
    url: urlOf(call.route, r),
    remoteAddress: addressOf(caller),
    headers: { ...caller.headers(), ...(payload === undefined ? {} : { "content-type": contentTypeOf(r) }) },
    ...(payload === undefined ? {} : { payload }),
  });
  await after?.(answer);
  return answer;
}

/** The owners of the object a route names (its own list, else those of each parameter's object), and its insiders. */
function ownersFor(route: RouteSpec): { owners: string[]; insiders: string[] } {
  const own = routeOwners(m)[keyOf(route)];
  if (own) return own;
  const byParam = ownersOf(m);
  const owners = [...route.url.matchAll(/:(\w+)/g)].flatMap((p) => {
    const segment = route.url.slice(0, p.index).split("/").filter(Boolean).pop();
    return byParam[`${segment}/${p[0]}`] ?? [];
  });
  return { owners, insiders: [] };
}

describe("the authorization matrix", () => {
  it("every route declares its access next to it", () => {
    const undeclared = routesOf()
      .filter((r) => !accessOf(r))
      .map(keyOf);
    expect(routesOf().length).toBeGreaterThan(60);
    expect(undeclared, `routes without config.access:\n${undeclared.join("\n")}`).toEqual([]);
  });

  it("every caller gets the declared answer from every route, and a refusal changes nothing", async () => {
    const db = t.api.deps.db;
    const failures: string[] = [];
    const routes = routesOf()
      .filter((r) => accessOf(r))
      .sort(byPhase);
    let previous = "the fixtures";
    for (const route of routes) {
      const access = accessOf(route)!;
      const lost = await reviveUsers(t, callers.users);
      if (lost.length) failures.push(`after ${previous}, ${lost.join(", ")} could not sign in again`);
      previous = keyOf(route);
      const call = callOf(route);
      const who = [
        ...callers.users,
        callers.anonymous,
        ...(access.audience.kind === "kiosk" ? [callers.kiosk] : []),
        ...(access.audience.kind === "service" ? [callers.service] : []),
      ];
      const object = { location: access.scope.kind === "location" ? "riverside" : null, ...ownersFor(route) };
      const plan = who.map((c) => ({ c, expected: expectedFor(access, c, object) }));
      const fail = (c: MatrixCaller, why: string, answer: { statusCode: number; body: string }) =>
        failures.push(
          `${keyOf(route)} as ${c.name}: ${why}, answered ${answer.statusCode} ${answer.body.slice(0, 300)}`,
        );

      // Refused callers first, against the object as the fixtures made it; together they change nothing.
      await t.api.deps.relay.flush();
      const before = await snapshot(db, tables);
      const eventsBefore = t.events.length;
      for (const { c, expected } of plan) {
        if (expected.served) continue;
        const answer = await send(call, c);
        if (answer.statusCode !== expected.status) fail(c, `expected ${describeExpected(expected)}`, answer);
      }
      // A Riverside-only nurse against Hillcrest, where the route names nothing but the location.
      if (access.scope.kind === "location" && paramNames(route.url).join() === "locationId") {
        const nurse = callers.users.find((c) => c.name === "nurse")!;
        const expected = expectedFor(access, nurse, { location: "hillcrest", owners: [], insiders: [] });
        const answer = await send(call, nurse, { locationId: f.org.hillcrest });
        if (expected.served ? answer.statusCode >= 400 : answer.statusCode !== expected.status)
          fail(nurse, `at Hillcrest, expected ${describeExpected(expected)}`, answer);
      }
      await t.api.deps.relay.flush();
      const changed = changes(before, await snapshot(db, tables));
      if (t.events.length !== eventsBefore)
        changed.push(
          `published ${t.events
            .slice(eventsBefore)
            .map((e) => e.name)
            .join(", ")}`,
        );
      if (changed.length) failures.push(`${keyOf(route)}: a refusal changed the database: ${changed.join("; ")}`);

      // Then the served ones.
      let succeeded = false;
      const answers = new Set<number>();
      for (const { c, expected } of plan) {
        if (!expected.served) continue;
        const answer = await send(call, c);
        answers.add(answer.statusCode);
        if (CREDENTIAL_IN_BODY.has(keyOf(route))) {
          if (answer.statusCode >= 500) fail(c, "expected an answer below 500", answer);
        } else if (answer.statusCode < 400) succeeded = true;
        else if (!(succeeded && CONSUMED.has(answer.statusCode))) fail(c, "expected served", answer);
      }
      // A route whose credential is its input answers the same whoever calls it.
      if (CREDENTIAL_IN_BODY.has(keyOf(route)) && answers.size > 1)
        failures.push(`${keyOf(route)}: answers differ by caller: ${[...answers].join(", ")}`);
    }
    expect(failures, failures.join("\n")).toEqual([]);
  }, 300_000);
});
