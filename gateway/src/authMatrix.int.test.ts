/**
 * The authorization matrix of the GraphQL API, generated from the schema: every root field read
 * from the SDL must declare `@access` (schema/graphql/access.graphql), and every Query and Mutation
 * field is called as every demo staff role, staff of another location, the portal client, the
 * check-in kiosk and nobody, with arguments generated from its argument types naming objects of
 * Riverside; each caller must get exactly the declared answer. Refused mutations must change no
 * table; subscribing is refused to exactly the callers the declaration refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedTables, tableFingerprints } from "@hearth/testing";
import { isNonNullType } from "graphql";
import { startComposed } from "../test/composed";
import type { Composed, GraphQLResponse } from "../test/composed";
import { readRootFields } from "./test/matrix/declarations";
import type { Access, RootField } from "./test/matrix/declarations";
import { expected } from "./test/matrix/expect";
import type { Expected } from "./test/matrix/expect";
import { makeFixtures } from "./test/matrix/fixtures";
import type { Caller, Fixtures } from "./test/matrix/fixtures";
import { buildOperation } from "./test/matrix/operations";
import { OWNERSHIP, RUN_LAST, SAMPLES, SERVED_ANSWER } from "./test/matrix/samples";

const { fields } = readRootFields();
const declared = fields.filter((root): root is RootField & { access: Access } => root.access !== null);
const of = (operation: RootField["operation"]) => declared.filter((root) => root.operation === operation);
const mutations = [
  ...of("mutation").filter((root) => !RUN_LAST.includes(root.name)),
  ...RUN_LAST.map((name) => of("mutation").find((root) => root.name === name)!).filter(Boolean),
];

/**
 * Refusals are audited: the denial line is no change the refused call made. The outbox holds events
 * of the served calls before until they are relayed (its rows go when they are): any change a
 * refused call made shows in the tables of the objects themselves.
 */
const UNCHANGED_EXCEPT = ["activity_log", "outbox"];

let h: Composed;
let f: Fixtures;
beforeAll(async () => {
  h = await startComposed({ schedulerTickMs: 3_600_000 });
  f = await makeFixtures(h);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

/** Every demo caller, and the staff of another location: its administrator and one of a role the field serves. */
function callersOf(access: Access): Caller[] {
  const otherRole = access.serves === "ROLES" ? access.roles.find((r) => r !== "admin" && r !== "client") : "therapist";
  return f.callers.filter(
    (c) => !c.otherLocation || c.role === "admin" || (otherRole !== undefined && c.role === otherRole),
  );
}

/** The error code of an answer, NOT_FOUND for a nullable field answered null (how such fields say "not found"), else null. */
function codeOf(root: RootField & { access: Access }, response: GraphQLResponse): string | null {
  const code = response.body.errors?.[0]?.extensions?.["code"];
  if (typeof code === "string") return code;
  if (response.body.errors) return "NO_CODE";
  const value = (response.body.data as Record<string, unknown> | null | undefined)?.[root.name];
  // A batch (approve, return for revision) answers each object with its own result: the first one's refusal.
  const item = Array.isArray(value) ? (value[0] as { ok?: boolean; errorCode?: string | null } | undefined) : undefined;
  if (item?.ok === false) return (item.errorCode ?? "NO_CODE").toUpperCase();
  if (value === null && !isNonNullType(root.field.type) && root.access.serves !== "PUBLIC") return "NOT_FOUND";
  return null;
}

const describeAnswer = (code: string | null, response: GraphQLResponse) =>
  code === null ? "served" : `${code}: ${response.body.errors?.[0]?.message ?? "null"}`;

async function call(root: RootField & { access: Access }, caller: Caller) {
  const { query, variables } = buildOperation(root, f, caller, SAMPLES[root.name]);
  const response = await h.graphql(query, variables, caller.headers);
  return { code: codeOf(root, response), response };
}

/** The mismatch between an answer and what was expected, or null when it is what the declaration says. */
function mismatch(
  root: RootField,
  caller: Caller,
  want: Expected,
  code: string | null,
  response: GraphQLResponse,
  consumed = false,
): string | null {
  const answer = describeAnswer(code, response);
  if (!want.served) return code === want.code ? null : `${caller.name}: expected ${want.code}, got ${answer}`;
  const instead = SERVED_ANSWER[root.name];
  if (instead) return code === instead ? null : `${caller.name}: expected ${instead}, got ${answer}`;
  if (code === null) return null;
  // Once a served call used the object up (cancelled, deleted, removed), the next served caller finds it so.
  if (consumed && (code === "CONFLICT" || code === "NOT_FOUND")) return null;
  return `${caller.name}: expected to be served, got ${answer}`;
}

describe("the declarations", () => {
  it("declare @access on every root field of Query, Mutation and Subscription", () => {
    expect(fields.filter((root) => root.access === null).map((root) => `${root.operation} ${root.name}`)).toEqual([]);
    expect(of("query").length + of("mutation").length).toBeGreaterThan(80);
  });
});

describe("every query answers every caller as declared", () => {
  for (const root of of("query"))
    it(root.name, async () => {
      const answers = await Promise.all(
        callersOf(root.access).map(async (caller) => {
          const { code, response } = await call(root, caller);
          return mismatch(root, caller, expected(root.access, caller, OWNERSHIP[root.name]), code, response);
        }),
      );
      expect(answers.filter(Boolean)).toEqual([]);
    });
});

describe("every subscription is refused to exactly the callers its declaration refuses", () => {
  /**
   * How subscribing ends: an error code, the socket's close code, or null when the subscription is
   * still open after `waitMs`. A refusal is awaited for long (a loaded machine answers late); a
   * subscription that should stay open is watched for a while for a refusal that would prove it wrong.
   */
  async function subscribe(
    root: RootField & { access: Access },
    caller: Caller,
    waitMs: number,
  ): Promise<string | null> {
    const { query, variables } = buildOperation(root, f, caller, SAMPLES[root.name]);
    const { client, closed } = h.wsClient({ cookie: caller.headers["cookie"], origin: h.url });
    const outcome = await new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), waitMs);
      void closed.then((event) => {
        clearTimeout(timer);
        resolve(event.code === 4401 ? "UNAUTHENTICATED" : `closed ${event.code}`);
      });
      client.subscribe(
        { query, variables },
        {
          next: (result) => {
            const code = (result as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
            if (code) {
              clearTimeout(timer);
              resolve(code);
            }
          },
          error: (error) => {
            clearTimeout(timer);
            const first = (Array.isArray(error) ? error[0] : error) as { extensions?: { code?: string } } | undefined;
            resolve(first?.extensions?.code ?? "NO_CODE");
          },
          complete: () => {},
        },
      );
    });
    await client.dispose();
    return outcome;
  }

  // `_empty` only lets each domain's file extend the type: it has no source to subscribe to.
  for (const root of of("subscription").filter((root) => root.name !== "_empty"))
    it(root.name, async () => {
      // The kiosk token is no sign-in for a socket: the socket carries cookies only, so the kiosk is nobody here.
      const callers = callersOf(root.access).filter((caller) => !caller.kiosk);
      const answers = await Promise.all(
        callers.map(async (caller) => {
          const want = expected(root.access, caller, OWNERSHIP[root.name]);
          const code = await subscribe(root, caller, want.served ? 1_500 : 15_000);
          if (want.served) return code === null ? null : `${caller.name}: expected to subscribe, got ${code}`;
          return code === want.code ? null : `${caller.name}: expected ${want.code}, got ${code ?? "subscribed"}`;
        }),
      );
      expect(answers.filter(Boolean)).toEqual([]);
    });
});

describe("every mutation answers every caller as declared, and refused ones change nothing", () => {
  for (const root of mutations)
    it(root.name, async () => {
      const callers = callersOf(root.access).map((caller) => ({
        caller,
        want: expected(root.access, caller, OWNERSHIP[root.name]),
      }));
      const problems: string[] = [];
      const db = h.api.api.deps.db;

      const refused = callers.filter((c) => !c.want.served);
      const before = await tableFingerprints(db, UNCHANGED_EXCEPT);
      for (const { caller, want } of refused) {
        const { code, response } = await call(root, caller);
        const wrong = mismatch(root, caller, want, code, response);
        if (wrong) problems.push(wrong);
      }
      const changed = changedTables(before, await tableFingerprints(db, UNCHANGED_EXCEPT));
      if (changed.length) problems.push(`refused callers changed ${changed.join(", ")}`);

      let consumed = false;
      for (const { caller, want } of callers.filter((c) => c.want.served)) {
        const { code, response } = await call(root, caller);
        const wrong = mismatch(root, caller, want, code, response, consumed);
        if (wrong) problems.push(wrong);
        if (code === null) consumed = true;
        // Signing out ended this caller's session: sign in again for the fields after it.
        if (root.name === "logout" && caller.email)
          caller.headers = { cookie: await h.loginCookie(caller.email, caller.password) };
      }
      expect(problems).toEqual([]);
    });
});
