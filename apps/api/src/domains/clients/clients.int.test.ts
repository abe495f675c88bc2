import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { ClientGroupSchedule, ClientSummary, Page } from "@hearth/schema";
import { activityLog, clients } from "../../db/schema";
import { buildClinician, buildGroup, buildGroupClient, buildSession, signInDemoStaff } from "@hearth/testing";
import { startDemoApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";
import { addDays, todayInZone } from "../../kernel/time";

let t: TestApi;
let org: DemoOrganization;
let tokens: Record<string, string>;
let ids: Record<string, string>;
beforeAll(async () => {
  ({ t, org } = await startDemoApi());
  ({ tokens, ids } = await signInDemoStaff(t, [
    "admin",
    "supervisor",
    "therapist",
    "nurse",
    "nurse2",
    "admissions",
    "client",
  ]));
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.api.deps.db;
const get = (token: string | undefined, url: string) => t.request({ method: "GET", url, token });
const page = async (token: string | undefined, query = ""): Promise<Page<ClientSummary>> => {
  const response = await get(token, `/api/auth/clients${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Page<ClientSummary>;
};

describe("client list", () => {
  it("lists the clients of the caller's locations by name, in pages", async () => {
    const all = await page(tokens.admin, "?pageSize=200");
    expect(all.total).toBe(40);
    const sorted = [...all.results].sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.mrNo.localeCompare(b.mrNo),
    );
    expect(all.results.map((c) => c.mrNo)).toEqual(sorted.map((c) => c.mrNo));
    expect((await page(tokens.nurse)).total).toBe(20);
    expect((await page(tokens.nurse)).results.every((c) => c.location.id === org.riverside)).toBe(true);
    expect((await page(tokens.nurse, `?locationId=${org.hillcrest}`)).total).toBe(0);
    expect((await page(tokens.therapist, `?locationId=${org.hillcrest}`)).total).toBe(20);
    const second = await page(tokens.admin, "?pageSize=5&page=2");
    expect(second.results.map((c) => c.mrNo)).toEqual(all.results.slice(5, 10).map((c) => c.mrNo));
  });

  it("searches by name and by MR number", async () => {
    const byMrNo = await page(tokens.admin, "?searchQuery=HRT-000101");
    expect(byMrNo.results.map((c) => c.mrNo)).toEqual(["HRT-000101"]);
    expect(byMrNo.results[0]).toMatchObject({
      firstName: "James",
      lastName: "Anderson",
      fullname: "James Anderson",
      location: { name: "Riverside Residential" },
      primaryTherapist: { id: ids.therapist },
    });
    const marias = await page(tokens.admin, "?searchQuery=maria");
    expect(marias.total).toBeGreaterThan(0);
    expect(marias.results.every((c) => c.firstName === "Maria")).toBe(true);
    expect((await page(tokens.admin, "?searchQuery=James%20And")).results.map((c) => c.mrNo)).toContain("HRT-000101");
    expect((await page(tokens.admin, "?searchQuery=%25")).total).toBe(0);
  });

  it("is for staff: portal clients get 403, no token 401, both logged", async () => {
    expect((await page(tokens.admissions)).total).toBe(40);
    expect((await get(tokens.client, "/api/auth/clients")).statusCode).toBe(403);
    expect((await get(undefined, "/api/auth/clients")).statusCode).toBe(401);
    expect((await get(tokens.admin, "/api/auth/clients?pageSize=0")).json().error.message).toMatch(/^pageSize: /);
    const rows = await db().select().from(activityLog).where(eq(activityLog.action, "client:list"));
    expect(rows.some((r) => r.outcome === "denied" && r.actorId !== null)).toBe(true);
    expect(rows.filter((r) => r.outcome === "success").length).toBeGreaterThan(5);
  });
});

describe("one client", () => {
  it("reads a client of the caller's locations by MR number; 404 elsewhere, logged", async () => {
    const response = await get(tokens.nurse, "/api/auth/clients/HRT-000101");
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({
      mrNo: "HRT-000101",
      dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      levelOfCare: expect.any(String),
      gender: expect.any(String),
    });
    expect((await get(tokens.nurse, "/api/auth/clients/HRT-000102")).statusCode).toBe(404);
    expect((await get(tokens.client, "/api/auth/clients/HRT-000101")).statusCode).toBe(404);
    expect((await get(tokens.admin, "/api/auth/clients/NOPE-1")).statusCode).toBe(404);
    const reads = await db().select().from(activityLog).where(eq(activityLog.action, "client:read"));
    expect(reads.map((r) => r.outcome).sort()).toEqual(["denied", "denied", "denied", "success"]);
  });
});

describe("a client's group schedule", () => {
  it("lists the client's active groups and their sessions of the next 14 days, not cancelled", async () => {
    const client = await buildGroupClient(db(), { organizationId: org.organizationId, locationId: org.riverside });
    const group = await buildGroup(db(), {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorIds: [ids.therapist!],
      clientIds: [client.id],
      name: "Schedule Group",
    });
    await buildGroup(db(), {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorIds: [ids.therapist!],
      clientIds: [client.id],
      active: false,
      name: "Old Group",
    });
    const today = todayInZone();
    const soon = await buildSession(t, {
      token: tokens.therapist!,
      groupId: group.id,
      date: addDays(today, 2),
      startTime: "09:00",
      endTime: "10:00",
    });
    const later = await buildSession(t, { token: tokens.therapist!, groupId: group.id, date: addDays(today, 20) });
    const cancelled = await buildSession(t, { token: tokens.therapist!, groupId: group.id, date: addDays(today, 3) });
    await t.request({
      method: "POST",
      url: `/api/auth/group-sessions/${cancelled.id}/cancel`,
      token: tokens.therapist,
      payload: { reason: "Holiday" },
    });
    const response = await get(tokens.nurse, `/api/auth/clients/${client.mrNo}/group-schedule`);
    expect(response.statusCode).toBe(200);
    const schedule = response.json().results as ClientGroupSchedule;
    expect(schedule.groups).toEqual([
      {
        id: group.id,
        name: "Schedule Group",
        programName: expect.any(String),
        room: null,
        facilitators: [{ id: ids.therapist, fullname: "Theo Ramirez", role: "therapist" }],
        schedule: [1, 3, 5].map((weekday) => ({ weekday, startTime: "10:00", endTime: "11:00" })),
      },
    ]);
    expect(schedule.upcoming.map((s) => s.id)).toEqual([soon.id]);
    expect(schedule.upcoming.map((s) => s.id)).not.toContain(later.id);
  });

  it("is clinical: 404 for admissions, portal clients and other locations", async () => {
    const [demo] = await db()
      .select()
      .from(clients)
      .where(and(eq(clients.mrNo, "HRT-000101")));
    expect(
      (await get(tokens.therapist, `/api/auth/clients/${demo!.mrNo}/group-schedule`))
        .json()
        .results.groups.map((g: { name: string }) => g.name),
    ).toEqual(["Relapse Prevention"]);
    expect((await get(tokens.admin, `/api/auth/clients/${demo!.mrNo}/group-schedule`)).statusCode).toBe(200);
    const outsider = await buildClinician(db(), {
      organizationId: org.organizationId,
      locationIds: [org.hillcrest],
      role: "therapist",
    });
    const outsiderToken = (await t.loginAs(outsider.email, outsider.password)).token;
    for (const token of [tokens.admissions, tokens.client, tokens.nurse2, outsiderToken])
      expect((await get(token, `/api/auth/clients/${demo!.mrNo}/group-schedule`)).statusCode).toBe(404);
    const denied = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:group_schedule"), eq(activityLog.outcome, "denied")));
    expect(denied).toHaveLength(4);
  });
});
