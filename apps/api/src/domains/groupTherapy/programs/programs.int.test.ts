import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Program, Room } from "@hearth/schema";
import { activityLog } from "../../../db/schema";
import { buildClinician, buildOrganization } from "@hearth/testing";
import { startDemoApi } from "../../../test/harness";
import type { DemoOrganization, TestApi } from "../../../test/harness";

let t: TestApi;
let org: DemoOrganization;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ({ t, org } = await startDemoApi());
  for (const who of ["admin", "supervisor", "nurse", "nurse2", "admissions", "client"])
    tokens[who] = (await t.loginAs(who)).token;
});
afterAll(async () => {
  await t?.close();
});

const get = (who: string, url: string) => t.request({ method: "GET", url, token: tokens[who] });
const post = (who: string, url: string, payload: unknown) =>
  t.request({ method: "POST", url, token: tokens[who], payload: payload as object });

describe("programs", () => {
  it("lists the demo programs to any staff, the organization-wide ones and those of their locations", async () => {
    const all = (await get("admin", "/api/auth/programs")).json().results as Program[];
    expect(all.map((p) => p.name)).toEqual(expect.arrayContaining(["Intensive Outpatient", "Residential"]));
    const riverside = (await get("nurse", "/api/auth/programs")).json().results as Program[];
    expect(riverside.map((p) => p.name)).toContain("Residential");
    expect(riverside.map((p) => p.name)).not.toContain("Intensive Outpatient");
    const admissions = await get("admissions", `/api/auth/programs?locationId=${org.hillcrest}&active=true`);
    expect(admissions.statusCode).toBe(200);
    expect(admissions.json().results.map((p: Program) => p.name)).toEqual(["Intensive Outpatient"]);
  });

  it("refuses portal clients with 403 and logs it", async () => {
    expect((await get("client", "/api/auth/programs")).statusCode).toBe(403);
    const denied = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "program:list"), eq(activityLog.outcome, "denied")));
    expect(denied.length).toBeGreaterThan(0);
  });

  it("lets only an admin create and update, with errors naming the field", async () => {
    expect((await post("supervisor", "/api/auth/programs", { name: "Detox" })).statusCode).toBe(403);
    const bad = await post("admin", "/api/auth/programs", { name: " " });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("name: is required");
    const elsewhere = await buildOrganization(t.api.deps.db);
    expect(
      (await post("admin", "/api/auth/programs", { name: "Detox", locationId: elsewhere.locationId })).json().error
        .message,
    ).toBe("locationId: unknown location");

    const created = await post("admin", "/api/auth/programs", {
      name: "Detox",
      locationId: org.riverside,
      levelOfCare: "3.7",
    });
    expect(created.statusCode).toBe(201);
    const program = created.json().results as Program;
    expect(program).toMatchObject({ name: "Detox", locationId: org.riverside, levelOfCare: "3.7", active: true });
    expect((await post("admin", "/api/auth/programs", { name: "Detox" })).statusCode).toBe(409);

    const patch = (who: string, payload: object) =>
      t.request({ method: "PATCH", url: `/api/auth/programs/${program.id}`, token: tokens[who], payload });
    expect((await patch("nurse", { active: false })).statusCode).toBe(403);
    expect((await patch("admin", {})).json().error.message).toBe("nothing to update");
    const updated = await patch("admin", { active: false, locationId: null });
    expect(updated.json().results).toMatchObject({ active: false, locationId: null });
    expect((await get("nurse2", "/api/auth/programs?active=false")).json().results.map((p: Program) => p.name)).toEqual(
      ["Detox"],
    );
    const missing = await t.request({
      method: "PATCH",
      url: "/api/auth/programs/00000000-0000-4000-8000-000000000000",
      token: tokens.admin,
      payload: { active: true },
    });
    expect(missing.statusCode).toBe(404);
    const logged = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "program:update"), eq(activityLog.subjectId, program.id)));
    expect(logged.map((l) => l.outcome).sort()).toEqual(["denied", "success"]);
  });

  it("answers 401 without a token", async () => {
    expect((await t.request({ method: "GET", url: "/api/auth/programs" })).statusCode).toBe(401);
  });
});

describe("rooms", () => {
  it("lists rooms of the caller's locations", async () => {
    const all = (await get("admin", "/api/auth/rooms")).json().results as Room[];
    expect(all.map((r) => r.name).sort()).toEqual(["Community Room", "Group Room A", "Group Room B"]);
    expect((await get("nurse", "/api/auth/rooms")).json().results.map((r: Room) => r.name)).toEqual([
      "Group Room A",
      "Group Room B",
    ]);
    expect((await get("nurse", `/api/auth/rooms?locationId=${org.hillcrest}`)).json().results).toEqual([]);
    expect((await get("client", "/api/auth/rooms")).statusCode).toBe(403);
  });

  it("lets an admin create a room, unique per location", async () => {
    const stranger = await buildClinician(t.api.deps.db, {
      organizationId: org.organizationId,
      locationIds: [org.riverside],
      role: "supervisor",
    });
    const supervisorToken = (await t.loginAs(stranger.email, stranger.password)).token;
    expect(
      (
        await t.request({
          method: "POST",
          url: "/api/auth/rooms",
          token: supervisorToken,
          payload: { locationId: org.riverside, name: "Quiet Room" },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await post("admin", "/api/auth/rooms", { locationId: org.riverside, name: "Quiet Room", capacity: 0 })).json()
        .error.message,
    ).toMatch(/^capacity: /);
    expect((await post("admin", "/api/auth/rooms", { name: "Quiet Room" })).json().error.message).toMatch(
      /^locationId: /,
    );
    const created = await post("admin", "/api/auth/rooms", {
      locationId: org.riverside,
      name: "Quiet Room",
      capacity: 6,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().results).toMatchObject({
      locationId: org.riverside,
      name: "Quiet Room",
      capacity: 6,
      active: true,
    });
    expect((await post("admin", "/api/auth/rooms", { locationId: org.riverside, name: "Quiet Room" })).statusCode).toBe(
      409,
    );
    expect((await post("admin", "/api/auth/rooms", { locationId: org.hillcrest, name: "Quiet Room" })).statusCode).toBe(
      201,
    );
  });
});

describe("the OpenAPI document", () => {
  it("describes every group-therapy and client route with tags, a summary and its schemas", async () => {
    const doc = (await t.request({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; requestBody?: unknown }>>;
    };
    const routes = [
      ["get", "/api/auth/programs"],
      ["post", "/api/auth/programs"],
      ["patch", "/api/auth/programs/{id}"],
      ["get", "/api/auth/rooms"],
      ["post", "/api/auth/rooms"],
      ["get", "/api/auth/groups"],
      ["get", "/api/auth/groups/{id}"],
      ["post", "/api/auth/groups"],
      ["patch", "/api/auth/groups/{id}"],
      ["get", "/api/auth/group-sessions"],
      ["post", "/api/auth/group-sessions"],
      ["post", "/api/auth/group-sessions/generate"],
      ["get", "/api/auth/group-sessions/{id}"],
      ["patch", "/api/auth/group-sessions/{id}"],
      ["post", "/api/auth/group-sessions/{id}/cancel"],
      ["post", "/api/auth/group-sessions/{id}/roster"],
      ["delete", "/api/auth/group-sessions/{id}/roster/{clientId}"],
      ["put", "/api/auth/group-sessions/{id}/attendance/{clientId}"],
      ["post", "/api/auth/group-sessions/{id}/bulk-check-in"],
      ["post", "/api/auth/group-sessions/{id}/kiosk"],
      ["get", "/api/auth/kiosk/session"],
      ["post", "/api/auth/kiosk/self-check-in"],
      ["get", "/api/auth/clients"],
      ["get", "/api/auth/clients/{mrNo}"],
      ["get", "/api/auth/clients/{mrNo}/group-schedule"],
    ] as const;
    for (const [method, path] of routes) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(op!.summary, `${method} ${path}`).toBeTruthy();
    }
    expect(doc.paths["/api/auth/group-sessions"]!.post!.requestBody).toBeDefined();
  });
});
