import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { activityLog, organizationSettings } from "../../db/schema";
import { buildClinician, buildOrganization } from "@hearth/testing";
import { startDemoApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";

let t: TestApi;
let org: DemoOrganization;
beforeAll(async () => ({ t, org } = await startDemoApi()));
afterAll(() => t?.close());

const URL = "/api/auth/organization-settings";
const get = (token?: string) => t.request({ method: "GET", url: URL, token });
const patch = (token: string, payload: unknown) =>
  t.request({ method: "PATCH", url: URL, token, payload: payload as object });
const tokenOf = async (who: string) => (await t.loginAs(who)).token;
const logOf = (action: "organization_settings:update" | "organization_settings:read", outcome: "success" | "denied") =>
  t.api.deps.db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.action, action),
        eq(activityLog.outcome, outcome),
        eq(activityLog.organizationId, org.organizationId),
      ),
    );

/** An admin of a new organization of its own. */
async function otherAdmin(): Promise<{ token: string; organizationId: string }> {
  const other = await buildOrganization(t.api.deps.db);
  const admin = await buildClinician(t.api.deps.db, {
    organizationId: other.organizationId,
    locationIds: [other.locationId],
    role: "admin",
  });
  return { token: (await t.loginAs(admin.email, admin.password)).token, organizationId: other.organizationId };
}

describe("reading the organization's settings", () => {
  it("answers the defaults to any staff member while nobody has chosen", async () => {
    for (const who of ["nurse", "bht", "admissions", "admin"]) {
      const response = await get(await tokenOf(who));
      expect(response.statusCode, who).toBe(200);
      expect(response.json().results).toMatchObject({
        checkInOpensMinutesBefore: 30,
        updatedAt: null,
        updatedBy: null,
      });
    }
  });

  it("refuses portal clients (403, logged) and anonymous callers (401)", async () => {
    const response = await get(await tokenOf("client"));
    expect(response.statusCode).toBe(403);
    expect(await logOf("organization_settings:read", "denied")).toHaveLength(1);
    expect((await get()).statusCode).toBe(401);
  });
});

describe("changing them", () => {
  it("lets an admin change a setting, logged with every setting before and after, and staff read the new value", async () => {
    const admin = await t.loginAs("admin");
    const adminId = (admin.response.json() as { results: { user: { id: string } } }).results.user.id;
    const response = await patch(admin.token, { checkInOpensMinutesBefore: 45 });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({
      checkInOpensMinutesBefore: 45,
      updatedBy: { id: adminId, role: "admin" },
      updatedAt: expect.any(String),
    });
    expect((await get(await tokenOf("nurse"))).json().results.checkInOpensMinutesBefore).toBe(45);
    expect((await patch(admin.token, { checkInOpensMinutesBefore: 0 })).json().results.checkInOpensMinutesBefore).toBe(
      0,
    );
    const logged = await logOf("organization_settings:update", "success");
    // Every setting before and after (the others unchanged), so the line stands on its own.
    const untouched = (response.json() as { results: Record<string, unknown> }).results;
    const others = Object.fromEntries(
      Object.entries(untouched).filter(
        ([key]) => !["checkInOpensMinutesBefore", "updatedAt", "updatedBy"].includes(key),
      ),
    );
    expect(logged.map((l) => l.details)).toEqual([
      {
        changed: ["checkInOpensMinutesBefore"],
        before: { ...others, checkInOpensMinutesBefore: 30 },
        after: { ...others, checkInOpensMinutesBefore: 45 },
      },
      {
        changed: ["checkInOpensMinutesBefore"],
        before: { ...others, checkInOpensMinutesBefore: 45 },
        after: { ...others, checkInOpensMinutesBefore: 0 },
      },
    ]);
    expect((await patch(admin.token, { checkInOpensMinutesBefore: 30 })).statusCode).toBe(200);
  });

  it("refuses everyone but admins (403, logged) and changes nothing", async () => {
    for (const who of ["supervisor", "therapist", "nurse", "client"]) {
      const response = await patch(await tokenOf(who), { checkInOpensMinutesBefore: 120 });
      expect(response.statusCode, who).toBe(403);
    }
    expect(await logOf("organization_settings:update", "denied")).toHaveLength(4);
    expect((await get(await tokenOf("therapist"))).json().results.checkInOpensMinutesBefore).toBe(30);
  });

  it("refuses values out of bounds, not whole, not numbers, unknown keys and an empty body (400), naming the field", async () => {
    const token = await tokenOf("admin");
    const cases: [unknown, string][] = [
      [{ checkInOpensMinutesBefore: -1 }, "checkInOpensMinutesBefore: must be between 0 and 240 minutes"],
      [{ checkInOpensMinutesBefore: 241 }, "checkInOpensMinutesBefore: must be between 0 and 240 minutes"],
      [{ checkInOpensMinutesBefore: 12.5 }, "checkInOpensMinutesBefore: must be a whole number of minutes"],
      [{ checkInOpensMinutesBefore: "30" }, "checkInOpensMinutesBefore: must be a number of minutes"],
      [{ checkInOpensMinutes: 30 }, 'Unrecognized key: "checkInOpensMinutes"'],
      [{}, "nothing to update"],
    ];
    for (const [body, message] of cases) {
      const response = await patch(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message, JSON.stringify(body)).toBe(message);
    }
    expect((await get(token)).json().results.checkInOpensMinutesBefore).toBe(30);
  });

  it("keeps each organization's settings to itself", async () => {
    const other = await otherAdmin();
    expect((await patch(other.token, { checkInOpensMinutesBefore: 240 })).statusCode).toBe(200);
    expect((await get(await tokenOf("admin"))).json().results.checkInOpensMinutesBefore).toBe(30);
    expect((await get(other.token)).json().results.checkInOpensMinutesBefore).toBe(240);
    const rows = await t.api.deps.db
      .select()
      .from(organizationSettings)
      .where(eq(organizationSettings.organizationId, other.organizationId));
    expect(rows.map((r) => r.checkInOpensMinutesBefore)).toEqual([240]);
  });
});
