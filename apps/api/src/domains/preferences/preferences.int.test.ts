import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { activityLog, userPreferences, users } from "../../db/schema";
import { buildClinician, buildOrganization } from "@hearth/testing";
import { startDemoApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";

let t: TestApi;
let org: DemoOrganization;
beforeAll(async () => ({ t, org } = await startDemoApi()));
afterAll(() => t?.close());

const get = (token?: string) => t.request({ method: "GET", url: "/api/auth/preferences", token });
const put = (token: string, payload: unknown) =>
  t.request({ method: "PUT", url: "/api/auth/preferences", token, payload: payload as object });
const newNurse = () =>
  buildClinician(t.api.deps.db, { organizationId: org.organizationId, locationIds: [org.riverside], role: "nurse" });
const tokenOf = async (u: { email: string; password: string }) => (await t.loginAs(u.email, u.password)).token;

describe("GET /api/auth/preferences", () => {
  it("answers the defaults for a user who never saved any", async () => {
    const token = await tokenOf(await newNurse());
    const response = await get(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: { theme: "default", transparent: false, size: 14, tableSpacing: 3, defaultLocationId: null },
    });
  });

  it("needs a signed-in user", async () => {
    expect((await get()).json().error.code).toBe("unauthenticated");
  });
});

describe("PUT /api/auth/preferences", () => {
  it("saves a partial change, keeps the rest, and logs it", async () => {
    const nurse = await newNurse();
    const token = await tokenOf(nurse);
    expect((await put(token, { theme: "dark", size: 18 })).json().results).toEqual({
      theme: "dark",
      transparent: false,
      size: 18,
      tableSpacing: 3,
      defaultLocationId: null,
    });
    const second = await put(token, { tableSpacing: 5, transparent: true });
    expect(second.statusCode).toBe(200);
    expect(second.json().results).toEqual({
      theme: "dark",
      transparent: true,
      size: 18,
      tableSpacing: 5,
      defaultLocationId: null,
    });
    expect((await get(token)).json().results).toEqual(second.json().results);
    const logged = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, nurse.id), eq(activityLog.action, "preferences:update")));
    expect(logged.map((l) => l.details.changed)).toEqual([
      { theme: "dark", size: 18 },
      { tableSpacing: 5, transparent: true },
    ]);
  });

  it("sets the default location to one of the caller's locations, which /auth/me then shows", async () => {
    const { token } = await t.loginAs("therapist");
    const response = await put(token, { defaultLocationId: org.hillcrest });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.defaultLocationId).toBe(org.hillcrest);
    expect((await t.request({ method: "GET", url: "/api/auth/me", token })).json().results.defaultLocationId).toBe(
      org.hillcrest,
    );
    await put(token, { defaultLocationId: org.riverside });
    expect((await t.request({ method: "GET", url: "/api/auth/me", token })).json().results.defaultLocationId).toBe(
      org.riverside,
    );
  });

  it("refuses a location the caller is not assigned to, naming the field, and changes nothing", async () => {
    const { token } = await t.loginAs("nurse"); // Riverside only
    const other = await buildOrganization(t.api.deps.db);
    for (const locationId of [org.hillcrest, other.locationId]) {
      const response = await put(token, { defaultLocationId: locationId, size: 20 });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "validation_failed",
        message: "defaultLocationId: must be one of your locations",
      });
    }
    const [nurse] = await t.api.deps.db.select().from(users).where(eq(users.email, "nurse@demo.hearth.test"));
    expect(nurse!.defaultLocationId).toBe(org.riverside);
    expect(await t.api.deps.db.select().from(userPreferences).where(eq(userPreferences.userId, nurse!.id))).toEqual([]);
  });

  it("rejects unknown keys, out-of-range values and an empty body with 400", async () => {
    const token = await tokenOf(await newNurse());
    const cases: [unknown, string][] = [
      [{ size: 9 }, "size: must be between 10 and 24"],
      [{ size: 25 }, "size: must be between 10 and 24"],
      [{ tableSpacing: 0 }, "tableSpacing: must be between 1 and 5"],
      [{ tableSpacing: 6 }, "tableSpacing: must be between 1 and 5"],
      [{ theme: "blue" }, "theme: must be one of default, dark"],
      [{ fontFamily: "serif" }, 'Unrecognized key: "fontFamily"'],
      [{}, "nothing to update"],
    ];
    for (const [body, message] of cases) {
      const response = await put(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatchObject({ code: "validation_failed", message });
    }
    expect((await get(token)).json().results.size).toBe(14);
  });

  it("lets a portal client change appearance but not choose a default location", async () => {
    const { token } = await t.loginAs("client");
    expect((await put(token, { theme: "dark" })).json().results).toEqual({
      theme: "dark",
      transparent: false,
      size: 14,
      tableSpacing: 3,
      defaultLocationId: null,
    });
    const refused = await put(token, { defaultLocationId: org.riverside });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("forbidden");
    expect((await get(token)).json().results.defaultLocationId).toBeNull();
  });
});
