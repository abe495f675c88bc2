import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import type { ClientEpisode, ClientReferral, ClientSummary, LevelOfCareChange, LocationChange } from "@hearth/schema";
import { buildClient, buildClinician, buildProgram, EVERY_DEMO_ACCOUNT } from "@hearth/testing";
import { activityLog, clientEpisodes, clients } from "../../../db/schema";
import { addDays, todayInZone } from "../../../kernel/time";
import type { Method } from "../test/clientChartTestKit";
import { clientChartTestKit } from "../test/clientChartTestKit";

const { api, org, ids, db, call } = clientChartTestKit({ accounts: EVERY_DEMO_ACCOUNT });
/** Admissions staff of Riverside only: may admit there, not at Hillcrest. */
let riversideAdmissions: string;
beforeAll(async () => {
  const made = await buildClinician(db(), {
    organizationId: org().organizationId,
    locationIds: [org().riverside],
    role: "admissions",
  });
  riversideAdmissions = (await api().loginAs(made.email, made.password)).token;
});

const today = () => todayInZone();
/** A request about one client's chart as `who` (an account or a token; "" sends none). */
const send = (who: string, method: Method, mrNo: string, path: string, payload?: object) =>
  call(who, method, `clients/${mrNo}/${path}`, payload);
async function ok<T>(who: string, method: Method, mrNo: string, path: string, payload?: object): Promise<T> {
  const response = await send(who, method, mrNo, path, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.json() as { results: T }).results;
}
const client = (status: "pending_admission" | "active" | "discharged", locationId = org().riverside) =>
  buildClient(db(), { organizationId: org().organizationId, locationId, status });
const row = async (id: string) => (await db().select().from(clients).where(eq(clients.id, id)))[0]!;
const episodesOf = (id: string) => db().select().from(clientEpisodes).where(eq(clientEpisodes.clientId, id));
const admission = (o: Record<string, unknown> = {}) => ({
  locationId: org().riverside,
  admissionDate: today(),
  levelOfCare: "3.7-WM",
  primaryTherapistId: ids("therapist"),
  anticipatedDischargeDate: addDays(today(), 28),
  ...o,
});

describe("admission", () => {
  it("admits a client pending admission: episode 1, its first history rows, the client active", async () => {
    const c = await client("pending_admission");
    const program = await buildProgram(db(), { organizationId: org().organizationId, locationId: org().riverside });
    const summary = await ok<ClientSummary>(
      "admissions",
      "POST",
      c.mrNo,
      "admit",
      admission({ programId: program.id }),
    );
    expect(summary).toMatchObject({
      status: "active",
      levelOfCare: "3.7-WM",
      admissionDate: today(),
      anticipatedDischargeDate: addDays(today(), 28),
      primaryTherapist: { id: ids("therapist") },
      location: { id: org().riverside },
    });
    const [episode] = await ok<ClientEpisode[]>("nurse", "GET", c.mrNo, "episodes");
    expect(episode).toMatchObject({
      episodeNumber: 1,
      program: { id: program.id, name: program.name },
      admissionDate: today(),
      admittedBy: { id: ids("admissions") },
      dischargeDate: null,
    });
    const levels = await ok<LevelOfCareChange[]>("bht", "GET", c.mrNo, "level-of-care-history");
    expect(levels).toMatchObject([{ episodeNumber: 1, levelOfCare: "3.7-WM", reason: "Admission" }]);
    const places = await ok<LocationChange[]>("physician", "GET", c.mrNo, "location-history");
    expect(places).toMatchObject([
      { location: { id: org().riverside }, reason: "Admission", changedBy: { id: ids("admissions") } },
    ]);

    const again = await send("supervisor", "POST", c.mrNo, "admit", admission());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already admitted/);
    expect((await send("supervisor", "POST", c.mrNo, "readmit", admission())).statusCode).toBe(409);
    expect(await episodesOf(c.id)).toHaveLength(1);
  });

  it("is for admissions staff, therapists, supervisors and admins; others 403, other locations and portal clients 404", async () => {
    const c = await client("pending_admission");
    for (const who of ["nurse", "physician", "bht"])
      expect((await send(who, "POST", c.mrNo, "admit", admission())).statusCode).toBe(403);
    expect((await send("nurse2", "POST", c.mrNo, "admit", admission())).statusCode).toBe(404);
    expect((await send("client", "POST", c.mrNo, "admit", admission())).statusCode).toBe(404);
    expect((await send("client", "GET", c.mrNo, "episodes")).statusCode).toBe(404);
    expect((await send("nurse2", "GET", c.mrNo, "episodes")).statusCode).toBe(404);
    expect((await send("", "GET", c.mrNo, "episodes")).statusCode).toBe(401);
    expect((await row(c.id)).status).toBe("pending_admission");
    const denied = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:admit"), eq(activityLog.subjectId, c.mrNo)));
    expect(denied.filter((r) => r.outcome === "denied")).toHaveLength(5);
    await ok("therapist", "POST", c.mrNo, "admit", admission());
  });

  it("refuses bad input with 400 naming the field, and creates no episode", async () => {
    const c = await client("pending_admission");
    const program = await buildProgram(db(), { organizationId: org().organizationId, locationId: org().hillcrest });
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ levelOfCare: "9.9" }, "levelOfCare"],
      [{ levelOfCare: undefined }, "levelOfCare"],
      [{ anticipatedDischargeDate: addDays(today(), -1) }, "anticipatedDischargeDate"],
      [{ admissionDate: "2026-02-30" }, "admissionDate"],
      [{ admissionDate: "0000-01-01" }, "admissionDate"],
      [{ admissionDate: addDays(today(), 1), anticipatedDischargeDate: null }, "admissionDate"],
      [{ programId: program.id }, "programId"],
      [{ primaryTherapistId: ids("nurse2") }, "primaryTherapistId"],
      [{ primaryTherapistId: ids("client") }, "primaryTherapistId"],
      [{ locationId: org().hillcrest }, "locationId", riversideAdmissions],
      [{ locationId: "00000000-0000-4000-8000-000000000000" }, "locationId"],
    ];
    for (const [change, field, who] of cases) {
      const response = await send(who ?? "admissions", "POST", c.mrNo, "admit", admission(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.message).toMatch(new RegExp(`^${field}: `));
    }
    expect(await episodesOf(c.id)).toEqual([]);
    expect(await row(c.id)).toMatchObject({ status: "pending_admission", levelOfCare: null });
    // Admissions staff of both locations may admit at Hillcrest; the client moves there.
    const summary = await ok<ClientSummary>(
      "admissions",
      "POST",
      c.mrNo,
      "admit",
      admission({ locationId: org().hillcrest, primaryTherapistId: null }),
    );
    expect(summary).toMatchObject({ location: { id: org().hillcrest }, primaryTherapist: null });
  });
});

describe("within the open episode", () => {
  it("changes the level of care, effective-dated, with who and why, newest first", async () => {
    const c = await client("active");
    const body = { levelOfCare: "3.1", effectiveDate: today(), reason: "Withdrawal complete; stepping down" };
    expect((await send("admissions", "POST", c.mrNo, "level-of-care", body)).statusCode).toBe(403);
    for (const [change, field] of [
      [{ effectiveDate: "2026-10-31" }, "effectiveDate"],
      [{ effectiveDate: addDays(today(), 1) }, "effectiveDate"],
      [{ reason: "  " }, "reason"],
      [{ reason: "x".repeat(2001) }, "reason"],
      [{ reason: "bad\u0000byte" }, "reason"],
    ] as const) {
      const response = await send("physician", "POST", c.mrNo, "level-of-care", { ...body, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.message).toMatch(new RegExp(`^${field}: `));
    }
    expect((await row(c.id)).levelOfCare).toBe("3.5");
    const same = await send("physician", "POST", c.mrNo, "level-of-care", { ...body, levelOfCare: "3.5" });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toMatch(/^The client is already at ASAM 3.5 /);
    const summary = await ok<ClientSummary>("physician", "POST", c.mrNo, "level-of-care", body);
    expect(summary.levelOfCare).toBe("3.1");
    const history = await ok<LevelOfCareChange[]>("nurse", "GET", c.mrNo, "level-of-care-history");
    expect(history).toMatchObject([
      { levelOfCare: "3.1", effectiveDate: today(), reason: body.reason, changedBy: { id: ids("physician") } },
      { levelOfCare: "3.5", reason: "Admission" },
    ]);
    // A change cannot take effect before the level it replaces.
    const earlier = await send("physician", "POST", c.mrNo, "level-of-care", {
      ...body,
      levelOfCare: "2.5",
      effectiveDate: "2026-11-02",
    });
    expect(earlier.statusCode).toBe(400);
    const [episode] = await ok<ClientEpisode[]>("nurse", "GET", c.mrNo, "episodes");
    expect(episode!.levelOfCare).toBe("3.1");
  });

  it("sets and clears the primary therapist and the anticipated discharge date", async () => {
    const c = await client("active");
    expect(
      (await send("nurse", "PUT", c.mrNo, "primary-therapist", { clinicianId: ids("therapist") })).statusCode,
    ).toBe(403);
    const bad = await send("supervisor", "PUT", c.mrNo, "primary-therapist", { clinicianId: ids("nurse2") });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^clinicianId: .*Riverside/);
    let summary = await ok<ClientSummary>("supervisor", "PUT", c.mrNo, "primary-therapist", {
      clinicianId: ids("therapist"),
    });
    expect(summary.primaryTherapist).toMatchObject({ id: ids("therapist") });
    summary = await ok<ClientSummary>("supervisor", "PUT", c.mrNo, "anticipated-discharge-date", {
      date: "2026-12-20",
    });
    expect(summary.anticipatedDischargeDate).toBe("2026-12-20");
    expect(
      (await send("supervisor", "PUT", c.mrNo, "anticipated-discharge-date", { date: "2026-10-01" })).statusCode,
    ).toBe(400);
    const [episode] = await ok<ClientEpisode[]>("nurse", "GET", c.mrNo, "episodes");
    expect(episode).toMatchObject({
      primaryTherapist: { id: ids("therapist") },
      anticipatedDischargeDate: "2026-12-20",
    });
    summary = await ok<ClientSummary>("supervisor", "PUT", c.mrNo, "primary-therapist", { clinicianId: null });
    expect(summary.primaryTherapist).toBeNull();
    summary = await ok<ClientSummary>("supervisor", "PUT", c.mrNo, "anticipated-discharge-date", { date: null });
    expect(summary.anticipatedDischargeDate).toBeNull();
    // A client not admitted has no episode to set them on.
    const pending = await client("pending_admission");
    expect(
      (await send("supervisor", "PUT", pending.mrNo, "anticipated-discharge-date", { date: today() })).statusCode,
    ).toBe(409);
  });

  it("transfers to another location: its staff see the chart, staff of the old location only no longer do", async () => {
    const c = await client("active");
    await ok("nurse", "GET", c.mrNo, "episodes");
    expect((await send("nurse2", "GET", c.mrNo, "episodes")).statusCode).toBe(404);
    const body = { locationId: org().hillcrest, effectiveDate: today(), reason: "Closer to family" };
    expect((await send("nurse", "POST", c.mrNo, "location", body)).statusCode).toBe(403);
    const same = await send("supervisor", "POST", c.mrNo, "location", { ...body, locationId: org().riverside });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toMatch(/^The client is already at Riverside/);
    const summary = await ok<ClientSummary>("supervisor", "POST", c.mrNo, "location", body);
    expect(summary.location.id).toBe(org().hillcrest);
    expect((await send("nurse", "GET", c.mrNo, "episodes")).statusCode).toBe(404);
    expect((await call("nurse", "GET", `clients/${c.mrNo}`)).statusCode).toBe(404);
    const places = await ok<LocationChange[]>("nurse2", "GET", c.mrNo, "location-history");
    expect(places).toMatchObject([
      { location: { id: org().hillcrest }, reason: "Closer to family", changedBy: { id: ids("supervisor") } },
      { location: { id: org().riverside }, reason: "Admission" },
    ]);
    const [episode] = await ok<ClientEpisode[]>("nurse2", "GET", c.mrNo, "episodes");
    expect(episode!.location.id).toBe(org().hillcrest);
  });
});

describe("referrals", () => {
  it("records outgoing referrals whatever the status and lists them newest first", async () => {
    for (const status of ["pending_admission", "active", "discharged"] as const) {
      const c = await client(status);
      const body = { referredTo: "Harbor IOP", reason: "Step-down care", referralDate: today(), contact: "555-0100" };
      expect((await send("bht", "POST", c.mrNo, "refer", body)).statusCode).toBe(403);
      const made = await send("admissions", "POST", c.mrNo, "refer", body);
      expect(made.statusCode).toBe(201);
      const referral = (made.json() as { results: ClientReferral }).results;
      expect(referral).toMatchObject({ referredTo: "Harbor IOP", episodeNumber: status === "active" ? 1 : null });
      await ok("admissions", "POST", c.mrNo, "refer", {
        ...body,
        referredTo: "County MAT clinic",
        referralDate: "2026-11-02",
        contact: null,
      });
      const list = await ok<ClientReferral[]>("nurse", "GET", c.mrNo, "referrals");
      expect(list.map((r) => r.referredTo)).toEqual(["Harbor IOP", "County MAT clinic"]);
      expect(list[0]!.createdBy).toMatchObject({ id: ids("admissions") });
    }
  });
});

describe("discharge and readmission", () => {
  it("discharges once when two staff discharge at the same moment: the other gets 409", async () => {
    const c = await client("active");
    const body = { dischargeDate: today(), dischargeType: "planned", reason: "Completed the program" };
    const answers = await Promise.all([
      send("supervisor", "POST", c.mrNo, "discharge", body),
      send("admissions", "POST", c.mrNo, "discharge", { ...body, dischargeType: "against_medical_advice" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.message).toMatch(/discharged/);
    const episodes = await episodesOf(c.id);
    expect(episodes).toHaveLength(1);
    expect(episodes[0]).toMatchObject({ dischargeDate: today() });
    expect(await row(c.id)).toMatchObject({ status: "discharged", dischargeDate: today() });
  });

  it("refuses a discharge before the admission, of a client not admitted, or by a role that may not", async () => {
    const c = await client("active");
    const body = { dischargeDate: today(), dischargeType: "administrative", reason: "Left the state" };
    expect((await send("nurse", "POST", c.mrNo, "discharge", body)).statusCode).toBe(403);
    expect((await send("nurse2", "POST", c.mrNo, "discharge", body)).statusCode).toBe(404);
    for (const change of [{ dischargeDate: "2026-10-15" }, { dischargeType: "eloped" }, { reason: "" }]) {
      const response = await send("supervisor", "POST", c.mrNo, "discharge", { ...body, ...change });
      expect(response.statusCode).toBe(400);
    }
    expect(await row(c.id)).toMatchObject({ status: "active", dischargeDate: null });
    const pending = await client("pending_admission");
    const refused = await send("supervisor", "POST", pending.mrNo, "discharge", body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/not been admitted/);
  });

  it("readmits a discharged client into a new episode and keeps the earlier one", async () => {
    const c = await client("discharged");
    expect((await send("admissions", "POST", c.mrNo, "admit", admission())).statusCode).toBe(409);
    const early = await send("admissions", "POST", c.mrNo, "readmit", admission({ admissionDate: "2026-11-05" }));
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toMatch(/^admissionDate: must not be before the last discharge \(11-10-2026\)/);
    const summary = await ok<ClientSummary>(
      "admissions",
      "POST",
      c.mrNo,
      "readmit",
      admission({ levelOfCare: "4e-3.5" }),
    );
    expect(summary).toMatchObject({ status: "active", levelOfCare: "4e-3.5", dischargeDate: null });
    const episodes = await ok<ClientEpisode[]>("nurse", "GET", c.mrNo, "episodes");
    expect(episodes).toMatchObject([
      { episodeNumber: 2, levelOfCare: "4e-3.5", dischargeDate: null, admittedBy: { id: ids("admissions") } },
      { episodeNumber: 1, levelOfCare: "3.5", dischargeDate: "2026-11-10", dischargeType: "planned" },
    ]);
    const levels = await ok<LevelOfCareChange[]>("nurse", "GET", c.mrNo, "level-of-care-history");
    expect(levels).toMatchObject([
      { episodeNumber: 2, levelOfCare: "4e-3.5", reason: "Readmission" },
      { episodeNumber: 1, levelOfCare: "3.5", reason: "Admission" },
    ]);
    const open = await db()
      .select()
      .from(clientEpisodes)
      .where(and(eq(clientEpisodes.clientId, c.id), isNull(clientEpisodes.dischargeDate)));
    expect(open).toHaveLength(1);
    expect((await send("admissions", "POST", c.mrNo, "readmit", admission())).statusCode).toBe(409);
  });

  it("logs each read and change of the chart and announces each change", async () => {
    const c = await client("active");
    await ok("nurse", "GET", c.mrNo, "episodes");
    const eventsBefore = api().events.length;
    await ok("supervisor", "POST", c.mrNo, "discharge", {
      dischargeDate: today(),
      dischargeType: "transfer",
      reason: "Transferred to a hospital",
    });
    await api().api.deps.relay.flush();
    const lines = await db().select().from(activityLog).where(eq(activityLog.subjectId, c.mrNo));
    expect(lines.map((l) => [l.action, l.outcome])).toEqual(
      expect.arrayContaining([
        ["client:episodes", "success"],
        ["client:discharge", "success"],
      ]),
    );
    expect(lines.every((l) => (l.details as { clientIds?: string[] }).clientIds?.includes(c.id))).toBe(true);
    const changed = api()
      .events.slice(eventsBefore)
      .filter((e) => e.name === "client.changed");
    expect(changed.map((e) => (e.payload as { mrNo: string; part: string }).part)).toEqual(["episodes"]);
  });
});
