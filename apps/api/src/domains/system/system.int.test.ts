import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { activityLog, crashReports, organizations, users } from "../../db/schema";
import { createApi } from "../../index";
import { createInProcessBus } from "@hearth/bus";
import { createLogger } from "@hearth/logger";
import { buildClinician } from "@hearth/testing";
import { startTestApi } from "../../test/harness";
import type { TestApi } from "../../test/harness";

/** The organization whose admins operate this installation (HEARTH_OPERATOR_ORGANIZATION). */
const OPERATORS = "0a0a0a0a-0000-4000-8000-00000000a0a0";
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ operatorOrganizationId: OPERATORS });
});
afterAll(async () => {
  await t?.close();
});

const crash = {
  errorName: "TypeError",
  message: "x is undefined",
  stack: "at Foo (app.js:1:1)",
  url: "http://hearth.test/clients",
  browser: "Chromium 131",
  role: "nurse",
};

describe("system endpoints", () => {
  it("GET /api/version answers the running version", async () => {
    const response = await t.request({ method: "GET", url: "/api/version" });
    expect(response.json()).toEqual({ version: "9.9.9-test" });
  });

  it("answers an unknown /api route with a JSON 404", async () => {
    const response = await t.request({ method: "GET", url: "/api/no/such/route?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: "not_found", message: "Route GET /api/no/such/route not found" },
    });
  });

  it("serves OpenAPI 3.1 generated from the zod schemas, and its UI", async () => {
    const doc = (await t.request({ method: "GET", url: "/api/docs/json" })).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/auth/login"].post.requestBody.content["application/json"].schema.required).toEqual([
      "email",
      "password",
    ]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/auth/clinicians",
        "/api/auth/clinicians/{id}",
        "/api/collab/documents/{name}/state",
        "/api/error-config",
        "/api/version",
      ]),
    );
    const ui = await t.request({ method: "GET", url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
  });

  it("stores crash reports from anyone, with the sender when signed in", async () => {
    const anonymous = await t.request({ method: "POST", url: "/api/error-config", payload: crash });
    expect(anonymous.statusCode).toBe(201);
    const { token, response } = await t.loginAs("nurse");
    const signedIn = await t.request({
      method: "POST",
      url: "/api/error-config",
      token,
      payload: { ...crash, message: "signed in" },
    });
    const [row] = await t.api.deps.db
      .select()
      .from(crashReports)
      .where(eq(crashReports.id, signedIn.json().results.id));
    expect(row!.userId).toBe(response.json().results.user.id);
    expect(row!.payload).toMatchObject({ ...crash, message: "signed in" });
    const tooLong = await t.request({
      method: "POST",
      url: "/api/error-config",
      payload: { ...crash, errorName: "x".repeat(201) },
    });
    expect(tooLong.json().error.message).toMatch(/^errorName: /);
  });

  it("lists crash reports to admins only, newest first", async () => {
    const { token: nurse } = await t.loginAs("nurse");
    expect((await t.request({ method: "GET", url: "/api/error-config", token: nurse })).statusCode).toBe(403);
    const { token: admin } = await t.loginAs("admin");
    const page = (await t.request({ method: "GET", url: "/api/error-config", token: admin })).json();
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.results[0]).toMatchObject({
      errorName: "TypeError",
      message: "signed in",
      id: expect.any(String),
      createdAt: expect.any(String),
      withoutOrganization: false,
    });
    const [listed] = await t.api.deps.db
      .select({ n: count() })
      .from(activityLog)
      .where(eq(activityLog.action, "crash_report:list"));
    expect(listed!.n).toBeGreaterThanOrEqual(1);
  });

  it("keeps each organization's reports inside it; reports sent without a session reach only the operators", async () => {
    const stray = {
      ...crash,
      message: "session expired",
      url: "http://hearth.test/clients/HRT-000101",
      clinicianName: "Nora Nurse",
    };
    const sent = (
      await t.request({ method: "POST", url: "/api/error-config", payload: stray, remoteAddress: "10.7.7.7" })
    ).json().results.id as string;
    const { token: nurse } = await t.loginAs("nurse");
    const demoReport = (
      await t.request({
        method: "POST",
        url: "/api/error-config",
        token: nurse,
        payload: { ...crash, message: "demo only" },
        remoteAddress: "10.7.7.7",
      })
    ).json().results.id as string;
    const idsFor = async (token: string) =>
      (
        (await t.request({ method: "GET", url: "/api/error-config?pageSize=200", token })).json().results as {
          id: string;
        }[]
      ).map((r) => r.id);

    const { token: demoAdmin } = await t.loginAs("admin");
    expect(await idsFor(demoAdmin)).toContain(demoReport);
    expect(await idsFor(demoAdmin)).not.toContain(sent);
    // An organization made a minute ago through public onboarding sees neither.
    const onboarded = await t.request({
      method: "POST",
      url: "/api/auth/onboarding",
      remoteAddress: "10.7.7.8",
      payload: {
        organizationName: "Prober Recovery",
        locationName: "Main",
        firstName: "Pat",
        lastName: "Prober",
        email: "pat@prober.test",
        password: "prober-password-1",
      },
    });
    expect(onboarded.statusCode, onboarded.body).toBe(201);
    const newcomer = await idsFor(onboarded.json().results.access_token);
    expect(newcomer).not.toContain(sent);
    expect(newcomer).not.toContain(demoReport);

    await t.api.deps.db.insert(organizations).values({ id: OPERATORS, name: "Hearth operators" });
    const operator = await buildClinician(t.api.deps.db, { organizationId: OPERATORS, locationIds: [], role: "admin" });
    const { token: operatorToken } = await t.loginAs(operator.email, operator.password);
    const seen = (
      await t.request({ method: "GET", url: "/api/error-config?pageSize=200", token: operatorToken })
    ).json().results as { id: string; withoutOrganization: boolean }[];
    expect(seen.find((r) => r.id === sent)).toMatchObject({ message: "session expired", withoutOrganization: true });
    expect(seen.map((r) => r.id)).not.toContain(demoReport);
    // Only admins of that organization: its other staff are refused like anyone's.
    const operatorStaff = await buildClinician(t.api.deps.db, {
      organizationId: OPERATORS,
      locationIds: [],
      role: "therapist",
    });
    expect(
      (
        await t.request({
          method: "GET",
          url: "/api/error-config",
          token: (await t.loginAs(operatorStaff.email, operatorStaff.password)).token,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("rate-limits crash reports per IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await t.request({ method: "POST", url: "/api/error-config", payload: crash, remoteAddress: "10.9.9.9" }))
          .statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });

  it("shows the activity log to admins only, filtered by subject", async () => {
    const { token: nurse, response } = await t.loginAs("nurse");
    expect((await t.request({ method: "GET", url: "/api/auth/activity-log", token: nurse })).statusCode).toBe(403);
    const { token: admin } = await t.loginAs("admin");
    const nurseId = response.json().results.user.id;
    const page = (
      await t.request({
        method: "GET",
        url: `/api/auth/activity-log?subjectType=user&subjectId=${nurseId}`,
        token: admin,
      })
    ).json();
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results[0]).toMatchObject({
      action: "auth:login",
      outcome: "success",
      actor: { id: nurseId, role: "nurse" },
      subjectId: nurseId,
      ip: expect.any(String),
      at: expect.any(String),
    });
  });

  it("keeps the activity log append-only", async () => {
    await expect(t.api.deps.db.delete(activityLog)).rejects.toThrow();
  });
});

describe("restart", () => {
  it("reopens an existing database quickly, keeps sessions valid and does not seed again", async () => {
    const first = await startTestApi();
    const { token } = await first.loginAs("admin");
    const [before] = await first.api.deps.db.select({ n: count() }).from(users);
    const kept = await first.close({ keep: true });
    const started = Date.now();
    const second = await startTestApi({
      dataDir: kept.dataDir,
      ...(kept.databaseUrl ? { databaseUrl: kept.databaseUrl } : {}),
    });
    const elapsed = Date.now() - started;
    try {
      expect(elapsed).toBeLessThan(5000);
      const [after] = await second.api.deps.db.select({ n: count() }).from(users);
      expect(after!.n).toBe(before!.n);
      expect((await second.request({ method: "GET", url: "/api/auth/me", token })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "lets two instances start on one empty PostgreSQL database at once",
    async () => {
      const bus = createInProcessBus();
      const url = t.databaseUrl!.replace(/hearth_test_\w+/, (n) => `${n}_twin`);
      const { default: pg } = await import("pg");
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const name = new URL(url).pathname.slice(1);
      await admin.query(`CREATE DATABASE ${name}`);
      const options = {
        bus,
        serviceKey: "k".repeat(20),
        version: "1",
        buildDate: "",
        databaseUrl: url,
        dataDir: t.dataDir,
        demoSeed: true,
        publicUrl: "http://x",
        secureCookies: false,
      };
      const quiet = createLogger({ app: "api", level: "silent" });
      try {
        const [a, b] = await Promise.all([createApi(options, quiet), createApi(options, quiet)]);
        const [orgs] = await a.deps.db.select({ n: count() }).from(users).where(eq(users.role, "admin"));
        expect(orgs!.n).toBe(1);
        await Promise.all([a.close(), b.close()]);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
