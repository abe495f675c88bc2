import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { activityLog, termsAcceptances } from "../../db/schema";
import { buildClinician } from "@hearth/testing";
import { startDemoApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";
import { TERMS_VERSION, termsText } from "./document";

let t: TestApi;
let org: DemoOrganization;
beforeAll(async () => ({ t, org } = await startDemoApi()));
afterAll(() => t?.close());

const terms = (token?: string) => t.request({ method: "GET", url: "/api/auth/terms", token });
const accept = (token: string, version: unknown, ip = "203.0.113.7") =>
  t.request({ method: "POST", url: "/api/auth/terms/accept", token, payload: { version }, remoteAddress: ip });
const freshUser = async () => {
  const u = await buildClinician(t.api.deps.db, { organizationId: org.organizationId, locationIds: [org.riverside] });
  return { user: u, token: (await t.loginAs(u.email, u.password)).token };
};

describe("terms of use", () => {
  it("shows the current document and that the user has not accepted it yet", async () => {
    const { token } = await freshUser();
    const response = await terms(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: { version: TERMS_VERSION, text: await termsText(), acceptedVersion: null, acceptedAt: null },
    });
  });

  it("records the acceptance once, with the time and the IP, and logs it", async () => {
    const { user, token } = await freshUser();
    const before = Date.now();
    const first = await accept(token, TERMS_VERSION);
    expect(first.statusCode).toBe(200);
    const results = first.json().results;
    expect(results.acceptedVersion).toBe(TERMS_VERSION);
    expect(Date.parse(results.acceptedAt)).toBeGreaterThanOrEqual(before - 5_000);
    expect((await terms(token)).json().results).toEqual(results);

    // Accepting again (another tab) keeps the first acceptance.
    expect((await accept(token, TERMS_VERSION, "198.51.100.2")).json().results.acceptedAt).toBe(results.acceptedAt);
    const rows = await t.api.deps.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: TERMS_VERSION, ip: "203.0.113.7" });
    const logged = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, user.id), eq(activityLog.action, "terms:accept")));
    expect(logged.map((l) => [l.outcome, l.details.first])).toEqual([
      ["success", true],
      ["success", false],
    ]);
  });

  it("answers 409 for a version that is not the current one and stores nothing", async () => {
    const { user, token } = await freshUser();
    const response = await accept(token, "2020-01-01");
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("conflict");
    expect(response.json().error.message).toContain(TERMS_VERSION);
    expect(await t.api.deps.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id))).toEqual([]);
    expect((await terms(token)).json().results.acceptedVersion).toBeNull();
  });

  it("validates the body and needs a signed-in user", async () => {
    const { token } = await freshUser();
    expect((await accept(token, "")).json().error.code).toBe("validation_failed");
    expect(
      (await t.request({ method: "POST", url: "/api/auth/terms/accept", token, payload: {} })).json().error.message,
    ).toBe("version: is required");
    expect((await terms()).statusCode).toBe(401);
  });

  it("works for a portal client too", async () => {
    const { token } = await t.loginAs("client");
    expect((await accept(token, TERMS_VERSION)).json().results.acceptedVersion).toBe(TERMS_VERSION);
  });
});
