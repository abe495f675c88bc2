import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { activityLog, passwordResetTokens, users } from "../../db/schema";
import { buildClient, buildClinician, buildOrganization } from "@hearth/testing";
import { startDemoApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";

let t: TestApi;
let org: DemoOrganization;
beforeAll(async () => ({ t, org } = await startDemoApi()));
afterAll(() => t?.close());

const invite = (token: string, mrNo: string, email: unknown) =>
  t.request({ method: "POST", url: `/api/auth/clients/${mrNo}/portal-invite`, token, payload: { email } });
const setPassword = (token: string, password: string) =>
  t.request({ method: "POST", url: "/api/auth/set-client-password", payload: { token, password } });
const login = (email: string, password: string) =>
  t.request({ method: "POST", url: "/api/auth/login", payload: { email, password } });
/** The token of the latest invitation mailed to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const mail = (await t.mails()).filter((m) => m.to === email).at(-1);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const url = new URL(mail!.link!);
  expect(`${url.origin}${url.pathname}`).toBe("http://hearth.test/setClientPassword");
  return url.searchParams.get("token")!;
}
const riversideClient = () =>
  buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.riverside });

describe("POST /api/auth/clients/:mrNo/portal-invite", () => {
  it("creates an invited portal user, mails a single-use link, and the client then signs in normally", async () => {
    const client = await riversideClient();
    const { token } = await t.loginAs("therapist");
    const response = await invite(token, client.mrNo, "Casey.Portal@Example.test");
    expect(response.statusCode).toBe(201);
    const results = response.json().results;
    expect(results).toMatchObject({ email: "casey.portal@example.test", status: 3, created: true });
    const hours = (Date.parse(results.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const [portal] = await t.api.deps.db.select().from(users).where(eq(users.id, results.userId));
    expect(portal).toMatchObject({
      role: "client",
      status: 3,
      clientId: client.id,
      organizationId: org.organizationId,
      passwordHash: null,
    });
    const [stored] = await t.api.deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, portal!.id));
    expect(stored!.purpose).toBe("portal_invite");
    const link = await linkTokenFor("casey.portal@example.test");
    expect(stored!.tokenHash).not.toContain(link); // only the hash is kept

    expect((await login("casey.portal@example.test", "my-portal-password")).statusCode).toBe(401);
    const set = await setPassword(link, "my-portal-password");
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ results: { passwordSet: true } });
    const signedIn = await login("casey.portal@example.test", "my-portal-password");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().results.user).toMatchObject({ role: "client", clientMrNo: client.mrNo, status: 1 });

    const used = await setPassword(link, "another-password");
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toEqual({
      code: "validation_failed",
      message: "token: this link is invalid or has expired",
    });

    const logged = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:portal_invite"), eq(activityLog.subjectId, client.mrNo)));
    expect(logged.map((l) => [l.outcome, l.details.created])).toEqual([["success", true]]);
  });

  it("re-invites the same portal user with a new e-mail; the earlier link stops working", async () => {
    const client = await riversideClient();
    const { token } = await t.loginAs("admissions");
    const first = await invite(token, client.mrNo, "first.address@example.test");
    const firstLink = await linkTokenFor("first.address@example.test");
    const again = await invite(token, client.mrNo, "second.address@example.test");
    expect(again.statusCode).toBe(200);
    expect(again.json().results).toMatchObject({
      userId: first.json().results.userId,
      email: "second.address@example.test",
      status: 3,
      created: false,
    });
    expect((await setPassword(firstLink, "my-portal-password")).statusCode).toBe(400);
    expect(
      (await setPassword(await linkTokenFor("second.address@example.test"), "my-portal-password")).statusCode,
    ).toBe(200);
    expect((await login("second.address@example.test", "my-portal-password")).statusCode).toBe(200);
  });

  it("keeps an active portal user signed in on re-invite until the new link is used", async () => {
    const client = await riversideClient();
    const { token } = await t.loginAs("supervisor");
    await invite(token, client.mrNo, "active.portal@example.test");
    expect(
      (await setPassword(await linkTokenFor("active.portal@example.test"), "first-portal-password")).statusCode,
    ).toBe(200);
    const response = await invite(token, client.mrNo, "active.portal@example.test");
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({ status: 1, created: false });
    expect((await login("active.portal@example.test", "first-portal-password")).statusCode).toBe(200);
    expect(
      (await setPassword(await linkTokenFor("active.portal@example.test"), "a-new-portal-password")).statusCode,
    ).toBe(200);
    expect((await login("active.portal@example.test", "first-portal-password")).statusCode).toBe(401);
    expect((await login("active.portal@example.test", "a-new-portal-password")).statusCode).toBe(200);
  });

  it("is refused to nurses, physicians, BHTs and portal clients", async () => {
    const client = await riversideClient();
    for (const who of ["nurse", "physician", "bht", "client"]) {
      const { token } = await t.loginAs(who);
      const response = await invite(token, client.mrNo, `x.${who}@example.test`);
      expect(response.statusCode, who).toBe(403);
      expect(response.json().error.code).toBe("forbidden");
    }
    const denied = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:portal_invite"), eq(activityLog.subjectId, client.mrNo)));
    expect(denied.map((d) => d.outcome)).toEqual(["denied", "denied", "denied", "denied"]);
    expect(await t.api.deps.db.select().from(users).where(eq(users.clientId, client.id))).toEqual([]);
  });

  it("answers 404 for clients outside the caller's locations or organization, and for unknown ones", async () => {
    const therapist = await buildClinician(t.api.deps.db, {
      organizationId: org.organizationId,
      locationIds: [org.riverside],
      role: "therapist",
    });
    const { token } = await t.loginAs(therapist.email, therapist.password);
    const hillcrestClient = await buildClient(t.api.deps.db, {
      organizationId: org.organizationId,
      locationId: org.hillcrest,
    });
    const other = await buildOrganization(t.api.deps.db);
    const foreignClient = await buildClient(t.api.deps.db, {
      organizationId: other.organizationId,
      locationId: other.locationId,
    });
    for (const mrNo of [hillcrestClient.mrNo, foreignClient.mrNo, "HRT-999999"]) {
      const response = await invite(token, mrNo, "someone@example.test");
      expect(response.statusCode, mrNo).toBe(404);
      expect(response.json().error).toEqual({ code: "not_found", message: "Client not found" });
    }
  });

  it("answers 409 when the e-mail belongs to another account, and validates the e-mail", async () => {
    const client = await riversideClient();
    const { token } = await t.loginAs("admin");
    const taken = await invite(token, client.mrNo, "NURSE@demo.hearth.test");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: "conflict", message: "An account with this e-mail already exists" });
    const bad = await invite(token, client.mrNo, "not-an-email");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("email: must be an e-mail address");
    expect(await t.api.deps.db.select().from(users).where(eq(users.clientId, client.id))).toEqual([]);
  });
});

describe("POST /api/auth/set-client-password", () => {
  it("refuses an expired link, a password-reset link, an unknown token and a short password", async () => {
    const client = await riversideClient();
    const { token } = await t.loginAs("therapist");
    const userId = (await invite(token, client.mrNo, "expiring@example.test")).json().results.userId as string;
    const link = await linkTokenFor("expiring@example.test");
    const short = await setPassword(link, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe("password: must be at least 8 characters");
    await t.api.deps.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.userId, userId));
    expect((await setPassword(link, "my-portal-password")).json().error.message).toBe(
      "token: this link is invalid or has expired",
    );

    // A staff password-reset link is not a portal invitation.
    expect(
      (
        await t.request({
          method: "POST",
          url: "/api/auth/forgot_password",
          payload: { email: "bht@demo.hearth.test" },
        })
      ).statusCode,
    ).toBe(200);
    const reset = new URL(
      (await t.mails()).filter((m) => m.to === "bht@demo.hearth.test").at(-1)!.link!,
    ).searchParams.get("token")!;
    expect((await setPassword(reset, "my-portal-password")).statusCode).toBe(400);
    expect((await setPassword("no-such-token", "my-portal-password")).statusCode).toBe(400);
    expect((await login("bht@demo.hearth.test", "hearth-demo")).statusCode).toBe(200);
  });
});
