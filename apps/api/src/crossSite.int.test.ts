/**
 * Cross-site request forgery: a state-changing request that a browser sends from another site is
 * refused (403) before anything runs, whatever cookies ride along; the app's own requests, bearer
 * tokens, the collab server's service key and non-browser callers pass.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { COOKIE, ClinicianStatus } from "@hearth/schema";
import { tasks, users } from "./db/schema";
import { buildClinician } from "@hearth/testing";
import { TEST_PUBLIC_URL, startDemoApi } from "./test/harness";
import type { DemoOrganization, TestApi } from "./test/harness";

let t: TestApi;
let org: DemoOrganization;
let adminToken: string;
beforeAll(async () => {
  ({ t, org } = await startDemoApi());
  adminToken = (await t.loginAs("admin")).token;
});
afterAll(async () => {
  await t?.close();
});

const EVIL = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
/** A request as a browser sends it with the session cookie (no Authorization header). */
const withCookie = (
  method: "GET" | "POST" | "DELETE",
  url: string,
  headers: Record<string, string>,
  token = adminToken,
) => t.request({ method, url, cookies: { [COOKIE.token]: token }, headers });
const doneTask = async () => {
  const task = (
    await t.request({
      method: "POST",
      url: "/api/auth/tasks",
      token: adminToken,
      payload: { title: "Lock the med room" },
    })
  ).json().results;
  expect(
    (await t.request({ method: "POST", url: `/api/auth/tasks/${task.id}/complete`, token: adminToken })).statusCode,
  ).toBe(200);
  return task.id as string;
};
const isDone = async (id: string) =>
  (await t.api.deps.db.select().from(tasks).where(eq(tasks.id, id)))[0]!.doneAt !== null;

describe("a state-changing request from another site", () => {
  it("is refused with 403 for bodyless POSTs with the cookie (reopen, deactivate, logout), and nothing changes", async () => {
    const id = await doneTask();
    const reopen = await withCookie("POST", `/api/auth/tasks/${id}/reopen`, EVIL);
    expect(reopen.statusCode).toBe(403);
    expect(reopen.json().error).toEqual({
      code: "forbidden",
      message: expect.stringMatching(/^Cross-site request refused/),
    });
    expect(await isDone(id)).toBe(true);

    const victim = await buildClinician(t.api.deps.db, {
      organizationId: org.organizationId,
      locationIds: [org.riverside],
      role: "nurse",
    });
    expect((await withCookie("POST", `/api/auth/clinicians/${victim.id}/deactivate`, EVIL)).statusCode).toBe(403);
    expect((await t.api.deps.db.select().from(users).where(eq(users.id, victim.id)))[0]!.status).toBe(
      ClinicianStatus.Active,
    );

    const { token } = await t.loginAs("therapist");
    expect((await withCookie("POST", "/api/auth/logout", EVIL, token)).statusCode).toBe(403);
    expect((await t.request({ method: "GET", url: "/api/auth/me", token })).statusCode).toBe(200);
  });

  it("is refused from an older browser that sends Origin only, from a sibling site, and from an opaque origin", async () => {
    const id = await doneTask();
    const forged: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "http://app.hearth.test", "sec-fetch-site": "same-site" },
      { origin: "null" },
    ];
    for (const headers of forged) {
      expect(
        (await withCookie("POST", `/api/auth/tasks/${id}/reopen`, headers)).statusCode,
        JSON.stringify(headers),
      ).toBe(403);
    }
    expect(await isDone(id)).toBe(true);
  });

  it("is refused for sign-in too (login CSRF), and for a DELETE", async () => {
    const login = await t.request({
      method: "POST",
      url: "/api/auth/login",
      headers: EVIL,
      payload: { email: "nurse@demo.hearth.test", password: "hearth-demo" },
    });
    expect(login.statusCode).toBe(403);
    expect(login.cookies).toHaveLength(0);
    const task = (
      await t.request({ method: "POST", url: "/api/auth/tasks", token: adminToken, payload: { title: "Keep me" } })
    ).json().results;
    expect((await withCookie("DELETE", `/api/auth/tasks/${task.id}`, EVIL)).statusCode).toBe(403);
    expect(await t.api.deps.db.select().from(tasks).where(eq(tasks.id, task.id))).toHaveLength(1);
  });
});

describe("requests that pass", () => {
  it("the web app's own: same-origin by Sec-Fetch-Site, or an Origin of the public URL or of the host it was sent to", async () => {
    const id = await doneTask();
    const reopen = (headers: Record<string, string>) => withCookie("POST", `/api/auth/tasks/${id}/reopen`, headers);
    expect((await reopen({ origin: TEST_PUBLIC_URL, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    expect(await isDone(id)).toBe(false);
    expect((await reopen({ origin: TEST_PUBLIC_URL })).statusCode).toBe(200);
    // Reached by another name than the public URL (a LAN address): the page and the request share the host.
    expect((await reopen({ origin: "http://10.0.0.5:4000", host: "10.0.0.5:4000" })).statusCode).toBe(200);
    expect((await reopen({ "sec-fetch-site": "none" })).statusCode).toBe(200);
  });

  it("a bearer token, whatever the Origin; a caller that is no browser (no Origin, no Sec-Fetch-Site); reads", async () => {
    const id = await doneTask();
    const bearer = await t.request({
      method: "POST",
      url: `/api/auth/tasks/${id}/reopen`,
      token: adminToken,
      headers: EVIL,
    });
    expect(bearer.statusCode).toBe(200);
    expect((await withCookie("POST", `/api/auth/tasks/${id}/complete`, {})).statusCode).toBe(200);
    expect((await withCookie("GET", "/api/auth/me", EVIL)).statusCode).toBe(200);
  });
});
