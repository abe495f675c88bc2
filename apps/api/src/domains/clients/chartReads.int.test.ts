/** One client by MR number, and several reads of one chart at once: what each answers and what each logs. */
import { describe, expect, it } from "vitest";
import { and, eq, gte, sql } from "drizzle-orm";
import { buildClient, buildStaff } from "@hearth/testing";
import { activityLog, clients, users } from "../../db/schema";
import { clientChartTestKit } from "./test/clientChartTestKit";

const { api, org, ids, db, call } = clientChartTestKit();
const get = (who: string, url: string) => call(who, "GET", url);

describe("one client", () => {
  it("reads a client of the caller's locations by MR number; 404 elsewhere, logged", async () => {
    const response = await get("nurse", "clients/HRT-000101");
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({
      mrNo: "HRT-000101",
      dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      levelOfCare: expect.any(String),
      gender: expect.any(String),
    });
    expect((await get("nurse", "clients/HRT-000102")).statusCode).toBe(404);
    expect((await get("client", "clients/HRT-000101")).statusCode).toBe(404);
    expect((await get("admin", "clients/NOPE-1")).statusCode).toBe(404);
    const reads = await db().select().from(activityLog).where(eq(activityLog.action, "client:read"));
    expect(reads.map((r) => r.outcome).sort()).toEqual(["denied", "denied", "denied", "success"]);
  });
});

describe("several reads of one chart at once", () => {
  const linesAbout = (mrNo: string, since: Date) =>
    db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, mrNo), gte(activityLog.createdAt, since)));

  it("answers each part as its own route does and logs each read as that route would, naming the client", async () => {
    const since = new Date();
    const response = await get(
      "nurse",
      "clients/HRT-000103/chart?parts=summary,episodes,levelOfCareHistory,locationHistory,referrals",
    );
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as { results: Record<string, unknown> };
    expect(results.summary).toEqual((await get("nurse", "clients/HRT-000103")).json().results);
    for (const [part, path] of [
      ["episodes", "episodes"],
      ["levelOfCareHistory", "level-of-care-history"],
      ["locationHistory", "location-history"],
      ["referrals", "referrals"],
    ] as const)
      expect(results[part]).toEqual((await get("nurse", `clients/HRT-000103/${path}`)).json().results);
    expect((results.episodes as unknown[]).length).toBeGreaterThan(0);

    const [client] = await db().select().from(clients).where(eq(clients.mrNo, "HRT-000103"));
    const lines = await linesAbout("HRT-000103", since);
    // The bundle's lines and then those of the five single reads: the same lines twice over.
    const describe = (r: (typeof lines)[number]) =>
      `${r.action} ${r.outcome} ${String((r.details as { read?: string }).read ?? "")}`;
    const single = lines.slice(5).map(describe).sort();
    expect(lines.slice(0, 5).map(describe).sort()).toEqual(single);
    expect(single).toEqual([
      "client:episodes success episodes",
      "client:episodes success level_of_care_history",
      "client:episodes success location_history",
      "client:episodes success referrals",
      "client:read success ",
    ]);
    expect(lines.every((r) => (r.details as { clientIds: string[] }).clientIds[0] === client!.id)).toBe(true);
    expect(lines.every((r) => r.actorId === ids("nurse"))).toBe(true);
  });

  it("answers 404 for a chart out of reach, showing nothing and logging a refusal per part", async () => {
    const since = new Date();
    const elsewhere = await get("nurse", "clients/HRT-000104/chart?parts=summary,episodes");
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain('HRT-000104"');
    expect((await get("client", "clients/HRT-000103/chart?parts=summary")).statusCode).toBe(404);
    expect((await get("admin", "clients/NOPE-1/chart?parts=episodes")).statusCode).toBe(404);
    const refused = await linesAbout("HRT-000104", since);
    expect(refused.map((r) => `${r.action} ${r.outcome}`).sort()).toEqual([
      "client:episodes denied",
      "client:read denied",
    ]);
  });

  it("knows the caller as of the read: an ended session gets 401 and logs nothing; a changed role decides", async () => {
    const nurse = await buildStaff(api(), org(), "nurse", [org().riverside]);
    const hillcrestClient = await buildClient(db(), {
      organizationId: org().organizationId,
      locationId: org().hillcrest,
    });
    const read = () => get(nurse.token, `clients/${hillcrestClient.mrNo}/chart?parts=summary,episodes`);
    expect((await read()).statusCode, "a Riverside nurse does not reach Hillcrest").toBe(404);

    // Made an administrator after signing in: the token still says nurse; the role of now decides and is logged.
    await db().update(users).set({ role: "admin" }).where(eq(users.id, nurse.id));
    const since = new Date();
    const asAdmin = await read();
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    const lines = await linesAbout(hillcrestClient.mrNo, since);
    expect(lines.map((r) => `${r.action} ${r.outcome} ${r.actorRole}`).sort()).toEqual([
      "client:episodes success admin",
      "client:read success admin",
    ]);

    // Signed out everywhere (the token version bumped): the same token now reads nothing and logs nothing.
    await db()
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, nurse.id));
    const afterSignOut = new Date();
    const ended = await read();
    expect(ended.statusCode).toBe(401);
    expect(ended.body).not.toContain(hillcrestClient.mrNo);
    expect(await linesAbout(hillcrestClient.mrNo, afterSignOut)).toEqual([]);
  });

  it("refuses a missing, unknown or repeated-to-excess part list with 400 naming parts", async () => {
    for (const query of ["", "?parts=", "?parts=summary,diagnoses", "?parts=" + "summary,".repeat(6)]) {
      const response = await get("nurse", `clients/HRT-000103/chart${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toMatch(/^parts(\.\d+)?: /);
    }
  });
});
