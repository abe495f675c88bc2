/**
 * HIPAA audit controls: every read of client data is in the activity log. This walks Fastify's own
 * route table — not a list kept by hand, so a new route cannot slip by — and calls every GET route
 * as staff who see the demo organization's clients, with its path parameters filled from fixtures
 * made for the walk. Every answer that shows a client (an MR number or a full name of any client of
 * the organization) must have written, in that same request, an activity line naming that client.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gt, sql } from "drizzle-orm";
import { SERVICE_KEY_HEADER } from "@hearth/schema";
import { activityLog, clients } from "./db/schema";
import { TEST_SERVICE_KEY } from "./test/harness";
import type { TestApi } from "./test/harness";
import { buildWalkFixtures } from "@hearth/testing";
import type { WalkFixtures } from "@hearth/testing";

/**
 * Routes that answer client data to the collab server only (service key): it loads a document's
 * state to serve it to users whose access the API decided, and logged, at `/collab/documents/:name/access`.
 * Each is also proven to refuse a signed-in user.
 */
const SERVICE_ONLY: Record<string, string> = {
  "/api/collab/documents/:name/state":
    "the stored Yjs state of a document, loaded by the collab server for users the access route let in (and logged as document:open)",
};

let t: TestApi;
let f: WalkFixtures;

beforeAll(async () => {
  f = await buildWalkFixtures();
  t = f.t;
});
afterAll(async () => {
  await t?.close();
});

/** Fills a route's path parameters from the fixtures, by the segment before each; unknown ones fail the walk. */
function fillPath(url: string): string {
  return url.replace(/:(\w+)|\*/g, (whole: string, name: string | undefined, offset: number) => {
    const segment = url.slice(0, offset).split("/").filter(Boolean).pop();
    const value = f.params[`${segment}/${name ? `:${name}` : "*"}`];
    if (value === undefined)
      throw new Error(
        `No fixture for the path parameter ${segment}/${whole} of GET ${url}: add one to walkFixtures.ts`,
      );
    return encodeURIComponent(value);
  });
}

interface Shown {
  id: string;
  mrNo: string;
  fullname: string;
}

/** Every client of the organization, as an answer could show them. */
async function everyClient(): Promise<Shown[]> {
  const rows = await t.api.deps.db.select().from(clients).where(eq(clients.organizationId, f.org.organizationId));
  return rows.map((c) => ({ id: c.id, mrNo: c.mrNo, fullname: `${c.firstName} ${c.lastName}` }));
}

/** What an answer is missing: clients it shows that no activity line of the request names. */
function unaudited(body: string, lines: string[], known: Shown[]): string[] {
  const names = (c: Shown) => lines.some((line) => line.includes(c.mrNo) || line.includes(c.id));
  const missing: string[] = [];
  for (const c of known) if (body.includes(c.mrNo) && !names(c)) missing.push(c.mrNo);
  // A name without its MR number: some client of that name must be named (namesakes are kept apart by MR number).
  for (const name of new Set(known.map((c) => c.fullname))) {
    if (body.includes(name) && !known.filter((c) => c.fullname === name).some(names)) missing.push(name);
  }
  return missing;
}

describe("every read of client data is in the activity log", () => {
  it("walks every GET route: each answer showing a client wrote a line naming that client", async () => {
    const db = t.api.deps.db;
    const known = await everyClient();
    const gets = t.routes.filter((r) => r.method === "GET").map((r) => r.url);
    expect(gets.length).toBeGreaterThan(40);
    const failures: string[] = [];
    const served = new Set<string>();
    for (const route of gets) {
      if (route in SERVICE_ONLY) continue;
      const url = fillPath(route) + (f.queries[route] ? `?${new URLSearchParams(f.queries[route])}` : "");
      for (const who of f.walkers(route)) {
        const [{ before } = { before: 0 }] = await db
          .select({ before: sql<number>`coalesce(max(${activityLog.id}), 0)`.mapWith(Number) })
          .from(activityLog);
        const response = await t.request({ method: "GET", url, token: who.token });
        // A refusal shows nothing; a redirect (the API docs' index) shows nothing either.
        if (response.statusCode >= 400) continue;
        served.add(route);
        const lines = (
          await db
            .select()
            .from(activityLog)
            .where(and(gt(activityLog.id, before), eq(activityLog.actorId, who.userId)))
        ).map((l) => JSON.stringify([l.subjectType, l.subjectId, l.details]));
        const missing = unaudited(response.body, lines, known);
        if (missing.length)
          failures.push(
            `GET ${route} as ${who.name}: shows ${missing.join(", ")} but ${lines.length ? `its lines name none of them: ${lines.join(" | ")}` : "wrote no activity line"}`,
          );
      }
    }
    expect(failures).toEqual([]);
    // Every route was really read: one that answered no walker would prove nothing.
    expect(gets.filter((r) => !(r in SERVICE_ONLY) && !served.has(r))).toEqual([]);
  });

  it("the routes exempted as service-only refuse signed-in users, and serve the collab server", async () => {
    for (const route of Object.keys(SERVICE_ONLY)) {
      expect(
        t.routes.some((r) => r.method === "GET" && r.url === route),
        route,
      ).toBe(true);
      const url = fillPath(route);
      for (const who of f.walkers(route))
        expect([401, 403]).toContain((await t.request({ method: "GET", url, token: who.token })).statusCode);
      expect(
        (await t.request({ method: "GET", url, headers: { [SERVICE_KEY_HEADER]: TEST_SERVICE_KEY } })).statusCode,
      ).toBe(200);
    }
  });
});
