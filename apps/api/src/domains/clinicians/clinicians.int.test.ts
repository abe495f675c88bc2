import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Clinician } from "@hearth/schema";
import { activityLog, users } from "../../db/schema";
import { DEMO_DOMAIN } from "../../db/seedData";
import { buildClinician, buildClient, buildOrganization, demoOrganization } from "@hearth/testing";
import { startTestApi } from "../../test/harness";
import type { TestApi } from "../../test/harness";

let t: TestApi;
let org: Awaited<ReturnType<typeof demoOrganization>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApi();
  org = await demoOrganization(t.api.deps.db);
  for (const who of ["admin", "nurse", "nurse2", "therapist", "client", "supervisor"])
    tokens[who] = (await t.loginAs(who)).token;
});
afterAll(async () => {
  await t?.close();
});

const list = (who: string, query = "") =>
  t.request({ method: "GET", url: `/api/auth/clinicians${query}`, token: tokens[who] });
const emails = (body: { results: Clinician[] }) => body.results.map((c) => c.email);

describe("clinician list", () => {
  it("shows active staff of the organization to an admin, in pages, with the total", async () => {
    const response = await list("admin");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 25 });
    expect(emails(body)).toEqual(
      expect.arrayContaining(
        ["admin", "supervisor", "therapist", "nurse", "nurse2", "physician", "bht", "admissions"].map(
          (r) => `${r}@${DEMO_DOMAIN}`,
        ),
      ),
    );
    expect(emails(body)).not.toContain(`client@${DEMO_DOMAIN}`);
    expect(body.results.every((c: Clinician) => c.status === 1)).toBe(true);
    expect(body.total).toBe(body.results.length);
    const page2 = (await list("admin", "?pageSize=3&page=2")).json();
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: body.total });
    expect(emails(page2)).toEqual(emails(body).slice(3, 6));
  });

  it("defaults to Active and filters by status, role and search", async () => {
    const inactive = await buildClinician(t.api.deps.db, {
      organizationId: org.organizationId,
      locationIds: [org.riverside],
      status: 2,
      lastName: "Zebulon",
    });
    expect(emails((await list("admin")).json())).not.toContain(inactive.email);
    expect(emails((await list("admin", "?status=2")).json())).toContain(inactive.email);
    expect(emails((await list("admin", "?status=1,2")).json())).toEqual(
      expect.arrayContaining([inactive.email, `admin@${DEMO_DOMAIN}`]),
    );
    const nurses = (await list("admin", "?role=nurse")).json();
    expect(emails(nurses).sort()).toEqual([`nurse2@${DEMO_DOMAIN}`, `nurse@${DEMO_DOMAIN}`]);
    const two = (await list("admin", "?role=nurse&role=physician")).json();
    expect(two.total).toBe(3);
    expect(emails((await list("admin", "?searchQuery=castillo")).json())).toEqual([`nurse@${DEMO_DOMAIN}`]);
    expect(emails((await list("admin", "?searchQuery=Nora%20Cast")).json())).toEqual([`nurse@${DEMO_DOMAIN}`]);
    // Names in either order, as a person types them; every word must be found.
    for (const typed of ["castillo nora", "Castillo, Nora", "nor cas"])
      expect(emails((await list("admin", `?searchQuery=${encodeURIComponent(typed)}`)).json()), typed).toEqual([
        `nurse@${DEMO_DOMAIN}`,
      ]);
    expect(emails((await list("admin", "?searchQuery=castillo%20okafor")).json())).toEqual([]);
    expect(emails((await list("admin", "?searchQuery=physician%40demo")).json())).toEqual([`physician@${DEMO_DOMAIN}`]);
    expect(emails((await list("admin", `?locationId=${org.hillcrest}&role=nurse`)).json())).toEqual([
      `nurse2@${DEMO_DOMAIN}`,
    ]);
  });

  it("rejects a bad filter with a 400 naming it", async () => {
    const response = await list("admin", "?status=7");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^status\.0: /);
    expect((await list("admin", "?role=wizard")).json().error.message).toMatch(/^role\.0: /);
  });

  it("scopes a non-admin to staff sharing one of their locations", async () => {
    const riversideOnly = emails((await list("nurse", "?role=nurse")).json());
    expect(riversideOnly).toEqual([`nurse@${DEMO_DOMAIN}`]);
    const hillcrestOnly = emails((await list("nurse2", "?role=nurse")).json());
    expect(hillcrestOnly).toEqual([`nurse2@${DEMO_DOMAIN}`]);
    // A location outside the caller's own yields nothing rather than leaking.
    expect((await list("nurse", `?locationId=${org.hillcrest}&role=nurse`)).json().total).toBe(0);
  });

  it("never shows another organization's staff", async () => {
    const other = await buildOrganization(t.api.deps.db);
    const stranger = await buildClinician(t.api.deps.db, {
      organizationId: other.organizationId,
      locationIds: [other.locationId],
    });
    expect(emails((await list("admin", "?pageSize=200")).json())).not.toContain(stranger.email);
    expect(
      (await t.request({ method: "GET", url: `/api/auth/clinicians/${stranger.id}`, token: tokens.admin })).statusCode,
    ).toBe(404);
  });

  it("refuses portal clients with 403 and logs the denial", async () => {
    const response = await list("client");
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("forbidden");
    const [clientUser] = await t.api.deps.db
      .select()
      .from(users)
      .where(eq(users.email, `client@${DEMO_DOMAIN}`));
    const denied = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, clientUser!.id), eq(activityLog.outcome, "denied")));
    expect(denied.map((d) => d.action)).toContain("clinician:list");
  });

  it("writes an activity-log row for each list", async () => {
    const before = await t.api.deps.db.select().from(activityLog).where(eq(activityLog.action, "clinician:list"));
    await list("therapist");
    const after = await t.api.deps.db.select().from(activityLog).where(eq(activityLog.action, "clinician:list"));
    expect(after.length).toBe(before.length + 1);
  });
});

describe("one clinician", () => {
  const idOf = async (role: string) =>
    (
      await t.api.deps.db
        .select()
        .from(users)
        .where(eq(users.email, `${role}@${DEMO_DOMAIN}`))
    )[0]!.id;

  it("reads within scope, 404s outside it, 400s a malformed id", async () => {
    const nurse2 = await idOf("nurse2");
    const therapist = await idOf("therapist");
    expect(
      (await t.request({ method: "GET", url: `/api/auth/clinicians/${therapist}`, token: tokens.nurse })).json().results
        .email,
    ).toBe(`therapist@${DEMO_DOMAIN}`);
    expect(
      (await t.request({ method: "GET", url: `/api/auth/clinicians/${nurse2}`, token: tokens.nurse })).statusCode,
    ).toBe(404);
    const bad = await t.request({ method: "GET", url: "/api/auth/clinicians/not-a-uuid", token: tokens.nurse });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("id: must be an id");
    const reads = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "clinician:read"), eq(activityLog.subjectId, therapist)));
    expect(reads.length).toBeGreaterThan(0);
  });

  it("lets only an admin update or deactivate, and deactivation ends the sessions", async () => {
    const target = await buildClinician(t.api.deps.db, {
      organizationId: org.organizationId,
      locationIds: [org.riverside],
      role: "bht",
    });
    const targetToken = (await t.loginAs(target.email, target.password)).token;
    const patch = (who: string, payload: Record<string, unknown>) =>
      t.request({ method: "PATCH", url: `/api/auth/clinicians/${target.id}`, token: tokens[who], payload });
    expect((await patch("supervisor", { phone: "555" })).statusCode).toBe(403);
    expect((await patch("admin", {})).json().error.code).toBe("validation_failed");
    const updated = await patch("admin", {
      phone: "(555) 111-2222",
      role: "nurse",
      locationIds: [org.riverside, org.hillcrest],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().results).toMatchObject({ phone: "(555) 111-2222", role: "nurse" });
    expect(updated.json().results.locations).toHaveLength(2);
    expect(
      (await patch("admin", { locationIds: ["00000000-0000-4000-8000-000000000000"] })).json().error.message,
    ).toMatch(/^locationIds: unknown location/);

    expect(
      (
        await t.request({
          method: "POST",
          url: `/api/auth/clinicians/${target.id}/deactivate`,
          token: tokens.therapist,
        })
      ).statusCode,
    ).toBe(403);
    const deactivated = await t.request({
      method: "POST",
      url: `/api/auth/clinicians/${target.id}/deactivate`,
      token: tokens.admin,
    });
    expect(deactivated.json().results.status).toBe(2);
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: targetToken })).statusCode).toBe(401);
    expect(
      (
        await t.request({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: target.email, password: target.password },
        })
      ).statusCode,
    ).toBe(401);
    await t.api.deps.relay.flush();
    expect(
      t.events.some(
        (e) =>
          e.name === "user.sessions_revoked" && e.payload.userId === target.id && e.payload.reason === "deactivated",
      ),
    ).toBe(true);
  });

  it("lists a therapist's case load, limited to the caller's locations", async () => {
    const therapist = await idOf("therapist");
    const own = (
      await t.request({ method: "GET", url: `/api/auth/clinicians/${therapist}/case-load`, token: tokens.therapist })
    ).json().results;
    expect(own.length).toBeGreaterThan(0);
    expect(own[0]).toEqual({
      id: expect.any(String),
      mrNo: expect.stringMatching(/^HRT-\d{6}$/),
      firstName: expect.any(String),
      lastName: expect.any(String),
      levelOfCare: expect.any(String),
      locationId: expect.any(String),
      primaryTherapist: true,
      careTeamRoles: [],
    });
    const fromRiverside = (
      await t.request({ method: "GET", url: `/api/auth/clinicians/${therapist}/case-load`, token: tokens.nurse })
    ).json().results;
    expect(fromRiverside.every((c: { locationId: string }) => c.locationId === org.riverside)).toBe(true);
    expect(fromRiverside.length).toBeLessThan(own.length);

    const fresh = await buildClinician(t.api.deps.db, {
      organizationId: org.organizationId,
      locationIds: [org.riverside],
    });
    const client = await buildClient(t.api.deps.db, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      primaryTherapistId: fresh.id,
    });
    const load = (
      await t.request({ method: "GET", url: `/api/auth/clinicians/${fresh.id}/case-load`, token: tokens.admin })
    ).json().results;
    expect(load.map((c: { mrNo: string }) => c.mrNo)).toEqual([client.mrNo]);
    expect(
      (await t.request({ method: "GET", url: `/api/auth/clinicians/${therapist}/case-load`, token: tokens.client }))
        .statusCode,
    ).toBe(403);
    const logged = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "clinician:case_load"), eq(activityLog.subjectId, fresh.id)));
    expect(logged).toHaveLength(1);
  });

  it("lists primary therapists (therapists and supervisors) of the caller's locations", async () => {
    const response = await t.request({
      method: "GET",
      url: "/api/auth/clinicians/primary-therapists",
      token: tokens.nurse2,
    });
    const roles = new Set(response.json().results.map((c: Clinician) => c.role));
    expect([...roles].sort()).toEqual(["supervisor", "therapist"]);
    expect(response.json().results.map((c: Clinician) => c.email)).toEqual(
      expect.arrayContaining([`therapist@${DEMO_DOMAIN}`, `supervisor@${DEMO_DOMAIN}`]),
    );
  });
});
