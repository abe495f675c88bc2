import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { COOKIE, ROLES } from "@hearth/schema";
import { activityLog } from "../../db/schema";
import { DEMO_DOMAIN } from "../../db/seedData";
import { buildClinician } from "@hearth/testing";
import { cookiesOf } from "../../test/harness";
import { startDemoApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";

let t: TestApi;
let org: DemoOrganization;
beforeAll(async () => ({ t, org } = await startDemoApi()));
afterAll(() => t?.close());

const login = (email: string, password: string) =>
  t.request({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const me = (token: string) => t.request({ method: "GET", url: "/api/auth/me", token });
const newUser = (o: Partial<Parameters<typeof buildClinician>[1]> = {}) =>
  buildClinician(t.api.deps.db, { organizationId: org.organizationId, locationIds: [org.riverside], ...o });

describe("login", () => {
  it.each(ROLES.map((role) => [role]))("signs in the demo %s and sets every session cookie", async (role) => {
    const response = await login(`${role}@${DEMO_DOMAIN}`, "hearth-demo");
    expect(response.statusCode).toBe(200);
    const results = response.json().results;
    expect(results.two_factor_required).toBe(false);
    expect(results.user.role).toBe(role);
    expect(results.user.email).toBe(`${role}@${DEMO_DOMAIN}`);

    const cookies = cookiesOf(response);
    const day = 24 * 60 * 60;
    const expected: [string, number, boolean][] = [
      [COOKIE.token, day, true],
      [COOKIE.aiToken, day, true],
      [COOKIE.refreshToken, 7 * day, true],
      [COOKIE.role, day, false],
      [COOKIE.customerType, day, false],
      [COOKIE.clinicianId, day, false],
      [COOKIE.clinicianName, day, false],
      [COOKIE.clientTimezone, day, false],
      [COOKIE.hasAutoTimezone, day, false],
      [COOKIE.userTimezone, day, false],
      [COOKIE.buildDate, day, false],
    ];
    for (const [name, maxAge, httpOnly] of expected) {
      const c = cookies.get(name);
      expect(c, name).toBeDefined();
      expect(c!.maxAge, name).toBe(maxAge);
      expect(Boolean(c!.httpOnly), name).toBe(httpOnly);
      expect(c!.path, name).toBe("/");
      expect(c!.sameSite, name).toBe("Lax");
    }
    expect(cookies.get(COOKIE.token)!.value).toBe(results.access_token);
    expect(cookies.get(COOKIE.role)!.value).toBe(role);
    expect(cookies.get(COOKIE.customerType)!.value).toBe(role === "client" ? "client" : "staff");
    expect(cookies.get(COOKIE.clinicianId)!.value).toBe(results.user.id);
    expect(cookies.get(COOKIE.buildDate)!.value).toBe("2026-11-23T06:30:00Z");
    expect((await me(results.access_token)).json().results.id).toBe(results.user.id);
  });

  it("links the portal user to its client record", async () => {
    const { token } = await t.loginAs("client");
    expect((await me(token)).json().results.clientMrNo).toMatch(/^HRT-\d{6}$/);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail, and logs both", async () => {
    for (const response of [
      await login(`nurse@${DEMO_DOMAIN}`, "wrong-password"),
      await login(`nobody@${DEMO_DOMAIN}`, "hearth-demo"),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: "invalid_credentials", message: "Email or password is incorrect" },
      });
      expect(response.cookies).toHaveLength(0);
    }
    const failures = await t.api.deps.db.select().from(activityLog).where(eq(activityLog.action, "auth:login_failed"));
    expect(failures.map((f) => f.details.email)).toEqual(
      expect.arrayContaining([`nurse@${DEMO_DOMAIN}`, `nobody@${DEMO_DOMAIN}`]),
    );
    expect(failures.every((f) => f.outcome === "failure")).toBe(true);
  });

  it("refuses inactive and invited users", async () => {
    const inactive = await newUser({ status: 2 });
    expect((await login(inactive.email, inactive.password)).json().error.code).toBe("invalid_credentials");
    const invited = await newUser({ status: 3 });
    expect((await login(invited.email, invited.password)).statusCode).toBe(401);
  });

  it("names the missing or wrong field in a 400", async () => {
    const missing = await t.request({ method: "POST", url: "/api/auth/login", payload: { email: "a@example.test" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: "validation_failed", message: "password: is required" });
    const bad = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "not-an-email", password: "x" },
    });
    expect(bad.json().error).toMatchObject({ code: "validation_failed", message: "email: must be an e-mail address" });
  });

  it("answers malformed JSON with 400 bad_request", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.c",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("bad_request");
  });

  it("rate-limits login per IP and e-mail with 429", async () => {
    const email = `limited-${Date.now()}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(email, "whatever")).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await login(email, "whatever");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("counts only wrong passwords: signing in again and again is never limited", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(`physician@${DEMO_DOMAIN}`, "hearth-demo")).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

describe("tokens", () => {
  it("401s without a token, with a bad one, and with a refresh token used as access", async () => {
    expect((await t.request({ method: "GET", url: "/api/auth/me" })).json().error.code).toBe("unauthenticated");
    expect((await me("not.a.jwt")).statusCode).toBe(401);
    const { response } = await t.loginAs("bht");
    expect((await me(response.json().results.refresh_token)).statusCode).toBe(401);
  });

  it("accepts the token cookie as well as the bearer header", async () => {
    const { token } = await t.loginAs("bht");
    const response = await t.request({ method: "GET", url: "/api/auth/me", cookies: { [COOKIE.token]: token } });
    expect(response.json().results.email).toBe(`bht@${DEMO_DOMAIN}`);
  });

  it("rotates the refresh token, re-sets every cookie, and refuses the used one", async () => {
    const user = await newUser();
    const first = (await login(user.email, user.password)).json().results;
    const refreshed = await t.request({
      method: "POST",
      url: "/api/auth/refresh-token",
      cookies: { [COOKIE.refreshToken]: first.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const results = refreshed.json().results;
    expect(Object.keys(results).sort()).toEqual(["access_token", "ai_token", "refresh_token"]);
    expect(results.refresh_token).not.toBe(first.refresh_token);
    const cookies = cookiesOf(refreshed);
    expect(cookies.get(COOKIE.refreshToken)!.maxAge).toBe(7 * 24 * 3600);
    for (const name of [
      COOKIE.token,
      COOKIE.aiToken,
      COOKIE.role,
      COOKIE.customerType,
      COOKIE.clinicianId,
      COOKIE.clinicianName,
      COOKIE.buildDate,
      COOKIE.userTimezone,
    ]) {
      expect(cookies.get(name)?.maxAge, name).toBe(24 * 3600);
    }
    expect((await me(results.access_token)).statusCode).toBe(200);
    const reused = await t.request({
      method: "POST",
      url: "/api/auth/refresh-token",
      payload: { refresh_token: first.refresh_token },
    });
    expect(reused.statusCode).toBe(401);
    // The body form works too.
    expect(
      (
        await t.request({
          method: "POST",
          url: "/api/auth/refresh-token",
          payload: { refresh_token: results.refresh_token },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("logout revokes every earlier token of the user and clears all cookies but push_token", async () => {
    const user = await newUser();
    const a = (await login(user.email, user.password)).json().results.access_token;
    const b = (await login(user.email, user.password)).json().results;
    const out = await t.request({
      method: "POST",
      url: "/api/auth/logout",
      token: a,
      cookies: { push_token: "keep-me", other: "x" },
    });
    expect(out.statusCode).toBe(200);
    const cleared = cookiesOf(out);
    for (const name of Object.values(COOKIE).filter((n) => n !== COOKIE.pushToken))
      expect(cleared.get(name)?.maxAge, name).toBe(0);
    expect(cleared.get("other")?.maxAge).toBe(0);
    expect(cleared.has(COOKIE.pushToken)).toBe(false);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b.access_token)).statusCode).toBe(401);
    expect(
      (await t.request({ method: "POST", url: "/api/auth/refresh-token", payload: { refresh_token: b.refresh_token } }))
        .statusCode,
    ).toBe(401);
    await t.api.deps.relay.flush();
    expect(
      t.events.filter((e) => e.name === "user.sessions_revoked" && e.payload.userId === user.id).map((e) => e.payload),
    ).toEqual([{ userId: user.id, reason: "logout" }]);
  });

  it("logout without a session still clears the cookies", async () => {
    const out = await t.request({ method: "POST", url: "/api/auth/logout" });
    expect(out.statusCode).toBe(200);
    expect(cookiesOf(out).get(COOKIE.token)?.maxAge).toBe(0);
  });
});

describe("password", () => {
  it("change needs the current password and ends every other session", async () => {
    const user = await newUser();
    const old = (await login(user.email, user.password)).json().results.access_token;
    const wrong = await t.request({
      method: "POST",
      url: "/api/auth/change-password",
      token: old,
      payload: { currentPassword: "nope", newPassword: "a-new-password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe("currentPassword: is incorrect");
    const short = await t.request({
      method: "POST",
      url: "/api/auth/change-password",
      token: old,
      payload: { currentPassword: user.password, newPassword: "short" },
    });
    expect(short.json().error.message).toBe("newPassword: must be at least 8 characters");
    const changed = await t.request({
      method: "POST",
      url: "/api/auth/change-password",
      token: old,
      payload: { currentPassword: user.password, newPassword: "a-new-password" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(changed.json().results.access_token)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, "a-new-password")).statusCode).toBe(200);
  });

  it("forgot_password answers 200 either way and mails a single-use reset link", async () => {
    const user = await newUser();
    const before = (await t.mails()).length;
    const unknown = await t.request({
      method: "POST",
      url: "/api/auth/forgot_password",
      payload: { email: "nobody-here@example.test" },
    });
    expect(unknown.statusCode).toBe(200);
    expect(await t.mails()).toHaveLength(before);
    const known = await t.request({
      method: "POST",
      url: "/api/auth/forgot_password",
      payload: { email: user.email.toUpperCase() },
    });
    expect(known.statusCode).toBe(200);
    const mail = (await t.mails()).find((m) => m.to === user.email)!;
    expect(mail.link).toMatch(/^http:\/\/hearth\.test\/resetPassword\?token=/);
    const token = new URL(mail.link!).searchParams.get("token")!;
    const session = (await login(user.email, user.password)).json().results.access_token;
    expect(
      (await t.request({ method: "POST", url: "/api/auth/reset", payload: { token, password: "reset-password-1" } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({ method: "POST", url: "/api/auth/reset", payload: { token, password: "reset-password-2" } })
      ).json().error.code,
    ).toBe("validation_failed");
    expect((await me(session)).statusCode).toBe(401);
    expect((await login(user.email, "reset-password-1")).statusCode).toBe(200);
  });

  it("signup (admin only) invites a clinician who sets a password from the mailed link", async () => {
    const { token: nurse } = await t.loginAs("nurse");
    const body = {
      email: `invitee-${Date.now()}@example.test`,
      firstName: "Ivy",
      lastName: "Invitee",
      role: "bht",
      locationIds: [org.hillcrest],
    };
    expect((await t.request({ method: "POST", url: "/api/auth/signup", token: nurse, payload: body })).statusCode).toBe(
      403,
    );
    const { token: admin } = await t.loginAs("admin");
    const created = await t.request({ method: "POST", url: "/api/auth/signup", token: admin, payload: body });
    expect(created.statusCode).toBe(201);
    expect(created.json().results).toMatchObject({
      email: body.email,
      status: 3,
      role: "bht",
      locations: [{ id: org.hillcrest, name: "Hillcrest Outpatient" }],
    });
    expect((await t.request({ method: "POST", url: "/api/auth/signup", token: admin, payload: body })).statusCode).toBe(
      409,
    );
    const mail = (await t.mails()).find((m) => m.to === body.email)!;
    expect(mail.link).toContain("&invite=1");
    const reset = await t.request({
      method: "POST",
      url: "/api/auth/reset",
      payload: { token: new URL(mail.link!).searchParams.get("token"), password: "invited-password" },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await login(body.email, "invited-password");
    expect(signedIn.json().results.user.status).toBe(1);
  });
});

describe("two-factor sign-in", () => {
  it("enables with a code from the pending secret, then asks for a code at login", async () => {
    const user = await newUser();
    const first = (await login(user.email, user.password)).json().results.access_token;
    const generated = await t.request({ method: "POST", url: "/api/auth/two-factor/generate", token: first });
    const { secret, otpauth_uri } = generated.json().results;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Hearth:/);
    expect(otpauth_uri).toContain("issuer=Hearth");

    const wrong = await t.request({
      method: "POST",
      url: "/api/auth/two-factor/update",
      token: first,
      payload: { enabled: true, code: "000000" === (await generate({ secret })) ? "111111" : "000000" },
    });
    expect(wrong.json().error.code).toBe("two_factor_invalid");
    const enabled = await t.request({
      method: "POST",
      url: "/api/auth/two-factor/update",
      token: first,
      payload: { enabled: true, code: await generate({ secret }) },
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().results.user.twoFactorEnabled).toBe(true);
    expect((await me(first)).statusCode).toBe(401); // the change revoked earlier tokens

    const challenged = (await login(user.email, user.password)).json().results;
    expect(challenged).toEqual({ two_factor_required: true, challenge_token: expect.any(String) });
    expect((await me(challenged.challenge_token)).statusCode).toBe(401);

    // The code used to enable cannot be replayed; the next step's code is accepted.
    const replay = await t.request({
      method: "POST",
      url: "/api/auth/two-factor/verify",
      payload: { challenge_token: challenged.challenge_token, code: await generate({ secret }) },
    });
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    if (replay.statusCode === 200) throw new Error("a used TOTP code was accepted again");
    const verified = await t.request({
      method: "POST",
      url: "/api/auth/two-factor/verify",
      payload: { challenge_token: challenged.challenge_token, code: next },
    });
    expect(verified.statusCode).toBe(200);
    expect(cookiesOf(verified).get(COOKIE.token)?.value).toBe(verified.json().results.access_token);
    expect((await me(verified.json().results.access_token)).json().results.twoFactorEnabled).toBe(true);
  });

  it("disables with a code from the active secret", async () => {
    const user = await newUser();
    const token = (await login(user.email, user.password)).json().results.access_token;
    const { secret } = (await t.request({ method: "POST", url: "/api/auth/two-factor/generate", token })).json()
      .results;
    const enabled = (
      await t.request({
        method: "POST",
        url: "/api/auth/two-factor/update",
        token,
        payload: { enabled: true, code: await generate({ secret }) },
      })
    ).json().results;
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const disabled = await t.request({
      method: "POST",
      url: "/api/auth/two-factor/update",
      token: enabled.access_token,
      payload: { enabled: false, code },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().results.user.twoFactorEnabled).toBe(false);
    expect((await login(user.email, user.password)).json().results.two_factor_required).toBe(false);
  });

  it("rate-limits code attempts with 429", async () => {
    const user = await newUser();
    const token = (await login(user.email, user.password)).json().results.access_token;
    const { secret } = (await t.request({ method: "POST", url: "/api/auth/two-factor/generate", token })).json()
      .results;
    await t.request({
      method: "POST",
      url: "/api/auth/two-factor/update",
      token,
      payload: { enabled: true, code: await generate({ secret }) },
    });
    const challenge = (await login(user.email, user.password)).json().results.challenge_token;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await t.request({
            method: "POST",
            url: "/api/auth/two-factor/verify",
            payload: { challenge_token: challenge, code: "123456" },
          })
        ).statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("PIN", () => {
  it("is set with the password, checked, and rate-limited", async () => {
    const user = await newUser();
    const token = (await login(user.email, user.password)).json().results.access_token;
    const check = (pin: string) =>
      t.request({ method: "POST", url: "/api/auth/pin-code/check", token, payload: { pin } });
    expect((await check("1234")).statusCode).toBe(401);
    expect(
      (
        await t.request({
          method: "POST",
          url: "/api/auth/pin-code/change",
          token,
          payload: { password: "wrong", pin: "1234" },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.request({
          method: "POST",
          url: "/api/auth/pin-code/change",
          token,
          payload: { password: user.password, pin: "12a4" },
        })
      ).json().error.message,
    ).toBe("pin: must be 4 to 6 digits");
    expect(
      (
        await t.request({
          method: "POST",
          url: "/api/auth/pin-code/change",
          token,
          payload: { password: user.password, pin: "2468" },
        })
      ).statusCode,
    ).toBe(200);
    const ok = await check("2468");
    expect(ok.json()).toEqual({ results: { valid: true } });
    // The wrong password of the PIN change above used up an attempt of the same window.
    expect((await check("1111")).statusCode).toBe(401);
    expect((await check("1111")).statusCode).toBe(401);
    expect((await check("2468")).statusCode).toBe(429);
    const rows = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, user.id), eq(activityLog.action, "auth:pin_check")));
    expect(rows.map((r) => r.outcome).sort()).toEqual(["failure", "failure", "failure", "success"]);
  });
});
