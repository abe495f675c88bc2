/** Every password and PIN check is throttled: change-password, PIN change, and sign-in per network address. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { activityLog } from "../../db/schema";
import { buildClinician } from "@hearth/testing";
import { startDemoApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";

let t: TestApi;
let org: DemoOrganization;
beforeAll(async () => ({ t, org } = await startDemoApi()));
afterAll(() => t?.close());

const newUser = () =>
  buildClinician(t.api.deps.db, { organizationId: org.organizationId, locationIds: [org.riverside] });
const login = (email: string, password: string, remoteAddress = "127.0.0.1") =>
  t.request({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });
const tokenOf = async (user: { email: string; password: string }) =>
  (await login(user.email, user.password)).json().results.access_token as string;
const changePassword = (token: string, currentPassword: string) =>
  t.request({
    method: "POST",
    url: "/api/auth/change-password",
    token,
    payload: { currentPassword, newPassword: "a-new-password-9" },
  });
const changePin = (token: string, password: string) =>
  t.request({ method: "POST", url: "/api/auth/pin-code/change", token, payload: { password, pin: "1357" } });

describe("re-entering the password while signed in", () => {
  it("change-password takes 5 wrong current passwords a minute, then answers 429 even to the right one", async () => {
    const user = await newUser();
    const token = await tokenOf(user);
    for (let i = 0; i < 5; i++) expect((await changePassword(token, `wrong-${i}`)).statusCode).toBe(400);
    const limited = await changePassword(token, user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // The password did not change: the refused attempt was never checked.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    const failures = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, user.id), eq(activityLog.action, "auth:password_change")));
    expect(failures.map((f) => f.outcome)).toEqual(["failure", "failure", "failure", "failure", "failure"]);
  });

  it("gives a right password's attempt back, so mistyping users are not locked out by succeeding", async () => {
    const user = await newUser();
    const token = await tokenOf(user);
    for (let i = 0; i < 4; i++) expect((await changePassword(token, `wrong-${i}`)).statusCode).toBe(400);
    const changed = await changePassword(token, user.password);
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().results.access_token as string;
    expect((await changePassword(fresh, "wrong-again")).statusCode).toBe(400);
    expect((await changePassword(fresh, "a-new-password-9")).statusCode).toBe(429);
  });

  it("PIN change takes 5 wrong passwords a minute, then answers 429 even to the right one", async () => {
    const user = await newUser();
    const token = await tokenOf(user);
    for (let i = 0; i < 5; i++) expect((await changePin(token, `wrong-${i}`)).statusCode).toBe(400);
    expect((await changePin(token, user.password)).statusCode).toBe(429);
    const pinCheck = await t.request({
      method: "POST",
      url: "/api/auth/pin-code/check",
      token,
      payload: { pin: "1357" },
    });
    expect(pinCheck.statusCode).toBe(429); // never set, and the window is the PIN's too
  });

  it("shares one window between change-password, PIN change and the PIN check: alternating gains nothing", async () => {
    const user = await newUser();
    const token = await tokenOf(user);
    for (let i = 0; i < 3; i++) expect((await changePassword(token, `wrong-${i}`)).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await changePin(token, `wrong-${i}`)).statusCode).toBe(400);
    expect((await changePassword(token, user.password)).statusCode).toBe(429);
    expect((await changePin(token, user.password)).statusCode).toBe(429);
  });
});

describe("sign-in per network address", () => {
  it("refuses an address after 100 wrong passwords an hour across e-mails, while colleagues there sign in meanwhile", async () => {
    const address = "203.0.113.7";
    const colleague = await newUser();
    const sprayed = Array.from({ length: 34 }, (_, i) => `sprayed-${i}@example.test`);
    for (let i = 0; i < 100; i++) {
      // At most 3 tries per e-mail: the per-account limit (10 a minute) never speaks.
      expect((await login(sprayed[i % sprayed.length]!, "Winter2026!", address)).statusCode).toBe(401);
      // Right passwords from the same address never use the address's window up.
      if (i % 10 === 4) expect((await login(colleague.email, colleague.password, address)).statusCode).toBe(200);
    }
    const limited = await login("sprayed-new@example.test", "Winter2026!", address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(/^Too many attempts from this network address; try again in (59|60) minutes$/),
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3500);
    // Another address is untouched, for the attacker's targets and for the colleague.
    expect((await login("sprayed-new@example.test", "Winter2026!", "203.0.113.8")).statusCode).toBe(401);
    expect((await login(colleague.email, colleague.password, "203.0.113.8")).statusCode).toBe(200);
  });

  it("does not count against the address an attempt the per-account limit refused", async () => {
    const address = "203.0.113.9";
    const colleague = await newUser();
    // 10 wrong on one account, then 95 more refused by the per-account limit: the address still has room.
    for (let i = 0; i < 105; i++) await login("one-target@example.test", "guess", address);
    expect((await login("one-target@example.test", "guess", address)).statusCode).toBe(429);
    expect((await login("another-target@example.test", "guess", address)).statusCode).toBe(401);
    expect((await login(colleague.email, colleague.password, address)).statusCode).toBe(200);
  });
});
