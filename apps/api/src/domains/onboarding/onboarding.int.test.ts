import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { COOKIE } from "@hearth/schema";
import { activityLog, locations, organizations, userLocations, users } from "../../db/schema";
import { cookiesOf, startTestApi } from "../../test/harness";
import type { TestApi } from "../../test/harness";
import { isUniqueViolation } from "../../kernel/pgErrors";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const signUp = (o: Record<string, unknown> = {}, ip = "192.0.2.10", api: TestApi = t) => {
  n += 1;
  return api.request({
    method: "POST",
    url: "/api/auth/onboarding",
    remoteAddress: ip,
    payload: {
      organizationName: `Sunrise Recovery ${n}`,
      locationName: "Main Street House",
      firstName: "Olivia",
      lastName: "Hart",
      email: `olivia.${n}@sunrise.test`,
      password: "a-long-password",
      ...o,
    },
  });
};
const orgCount = async () => (await t.api.deps.db.select({ n: count() }).from(organizations))[0]!.n;

describe("POST /api/auth/onboarding", () => {
  it("creates the organization, its first location and an active admin there, and signs the admin in like login", async () => {
    const response = await signUp({ organizationName: "Sunrise Recovery", email: "Owner@Sunrise.test" }, "192.0.2.1");
    expect(response.statusCode).toBe(201);
    const results = response.json().results;
    expect(results).toMatchObject({
      two_factor_required: false,
      user: {
        email: "owner@sunrise.test",
        role: "admin",
        firstName: "Olivia",
        lastName: "Hart",
        fullname: "Olivia Hart",
        status: 1,
      },
    });
    expect(results.user.locations).toEqual([{ id: results.user.defaultLocationId, name: "Main Street House" }]);
    for (const key of ["access_token", "ai_token", "refresh_token", "token_expires_at"])
      expect(typeof results[key]).toBe("string");

    // The same cookies as a login.
    const cookies = cookiesOf(response);
    const login = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "owner@sunrise.test", password: "a-long-password" },
    });
    expect(login.statusCode).toBe(200);
    expect([...cookies.keys()].sort()).toEqual([...cookiesOf(login).keys()].sort());
    for (const [name, c] of cookiesOf(login))
      expect({ name, maxAge: cookies.get(name)!.maxAge, httpOnly: cookies.get(name)!.httpOnly }).toEqual({
        name,
        maxAge: c.maxAge,
        httpOnly: c.httpOnly,
      });
    expect(cookies.get(COOKIE.token)!.value).toBe(results.access_token);
    expect(cookies.get(COOKIE.role)!.value).toBe("admin");

    const [org] = await t.api.deps.db.select().from(organizations).where(eq(organizations.name, "Sunrise Recovery"));
    const [user] = await t.api.deps.db.select().from(users).where(eq(users.id, results.user.id));
    expect(user!.organizationId).toBe(org!.id);
    expect(
      (await t.api.deps.db.select().from(locations).where(eq(locations.organizationId, org!.id))).map((l) => l.name),
    ).toEqual(["Main Street House"]);
    expect(await t.api.deps.db.select().from(userLocations).where(eq(userLocations.userId, user!.id))).toEqual([
      { userId: user!.id, locationId: results.user.defaultLocationId },
    ]);
    const logged = await t.api.deps.db.select().from(activityLog).where(eq(activityLog.actorId, user!.id));
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(["organization:onboard", "auth:login"]));

    // The new admin works in their own organization only: they see themselves, not the demo staff.
    const list = await t.request({ method: "GET", url: "/api/auth/clinicians", token: results.access_token });
    expect(list.json().results.map((c: { email: string }) => c.email)).toEqual(["owner@sunrise.test"]);
  });

  it("answers 409 for an e-mail that already has an account (any case) and creates nothing", async () => {
    const before = await orgCount();
    for (const email of ["admin@demo.hearth.test", "ADMIN@demo.hearth.test"]) {
      const response = await signUp({ email }, "192.0.2.2");
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: { code: "conflict", message: "An account with this e-mail already exists" },
      });
      expect(response.cookies).toHaveLength(0);
    }
    expect(await orgCount()).toBe(before);
  });

  it("lets only one of two simultaneous sign-ups with one e-mail through", async () => {
    const before = await orgCount();
    const answers = await Promise.all([
      signUp({ email: "race@sunrise.test" }, "192.0.2.3"),
      signUp({ email: "race@sunrise.test" }, "192.0.2.3"),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await orgCount()).toBe(before + 1);
  });

  it("recognises this driver's unique-violation error (the race path above depends on it)", async () => {
    const [admin] = await t.api.deps.db.select().from(users).where(eq(users.email, "admin@demo.hearth.test"));
    const error: unknown = await t.api.deps.db
      .insert(users)
      .values({
        organizationId: admin!.organizationId,
        email: "Admin@demo.hearth.test",
        role: "admin",
        firstName: "Dup",
        lastName: "Licate",
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("validates every field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ organizationName: "  " }, "organizationName: is required"],
      [{ locationName: undefined }, "locationName: is required"],
      [{ email: "not-an-email" }, "email: must be an e-mail address"],
      [{ password: "short" }, "password: must be at least 8 characters"],
      [{ firstName: "" }, "firstName: is required"],
    ];
    for (const [body, message] of cases) {
      const response = await signUp(body, "192.0.2.4");
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: "validation_failed", message });
    }
  });

  it("is rate limited per IP like login", async () => {
    for (let i = 0; i < 10; i++)
      expect((await signUp({ email: "admin@demo.hearth.test" }, "192.0.2.99")).statusCode).toBe(409);
    const limited = await signUp({}, "192.0.2.99");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("rate_limited");
    expect((await signUp({}, "192.0.2.98")).statusCode).toBe(201);
  });
});

describe("onboarding without the demo seed", () => {
  it("creates the first organization of an empty installation", async () => {
    const empty = await startTestApi({ demoSeed: false });
    try {
      const response = await signUp({ email: "first@customer.test" }, "192.0.2.50", empty);
      expect(response.statusCode).toBe(201);
      const token = response.json().results.access_token as string;
      expect((await empty.request({ method: "GET", url: "/api/auth/me", token })).json().results).toMatchObject({
        email: "first@customer.test",
        role: "admin",
      });
      expect((await empty.api.deps.db.select({ n: count() }).from(organizations))[0]!.n).toBe(1);
    } finally {
      await empty.close();
    }
  });
});
