import { describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type { ClientDemographics } from "@hearth/schema";
import { activityLog, clientDemographics, clients } from "../../../db/schema";
import { buildClient, buildClinician, EVERY_DEMO_ACCOUNT } from "@hearth/testing";
import { clientChartTestKit } from "../test/clientChartTestKit";

const { api, org, ids, db, call } = clientChartTestKit({ accounts: EVERY_DEMO_ACCOUNT });
const get = (who: string, url: string) => call(who, "GET", url);
const versions = async (who: string, mrNo: string): Promise<ClientDemographics[]> => {
  const response = await get(who, `clients/${mrNo}/demographics`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as ClientDemographics[];
};
const latest = async (who: string, mrNo: string): Promise<ClientDemographics> => {
  const response = await get(who, `clients/${mrNo}/latest-demographic`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as ClientDemographics;
};
const save = (who: string, mrNo: string, payload: Record<string, unknown>) =>
  call(who, "PUT", `clients/${mrNo}/demographics`, payload);
/** The form's values of a version: what a person who opened it would send back. */
const formOf = (d: ClientDemographics) => {
  const { id: _id, version: _v, changedBy: _b, changedAt: _a, changeNote: _n, changedFields: _f, ...values } = d;
  return values;
};
const versionCount = async (clientId: string) =>
  (await db().select({ n: count() }).from(clientDemographics).where(eq(clientDemographics.clientId, clientId)))[0]!.n;
const clientRow = async (mrNo: string) => (await db().select().from(clients).where(eq(clients.mrNo, mrNo)))[0]!;

describe("reading demographics", () => {
  it("gives a demo client's version 1, as their record stands, to every staff role of the location", async () => {
    for (const who of ["admin", "supervisor", "therapist", "nurse", "admissions", "physician", "bht"]) {
      const all = await versions(who, "HRT-000101");
      expect(all, who).toHaveLength(1);
      expect(all[0]).toMatchObject({
        version: 1,
        firstName: "James",
        lastName: "Anderson",
        dateOfBirth: "1960-01-01",
        sexAssignedAtBirth: "male",
        genderIdentity: "Male",
        phone: "(555) 200-1000",
        changedBy: null,
        changedFields: [],
      });
      expect((await latest(who, "HRT-000101")).version).toBe(1);
    }
    const reads = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:demographics_read"), eq(activityLog.subjectId, "HRT-000101")));
    expect(reads.filter((r) => r.outcome === "success")).toHaveLength(14);
  });

  it("answers 404 to staff of another location, portal clients and unknown MR numbers, logged", async () => {
    const denied = async () =>
      (
        await db()
          .select({ n: count() })
          .from(activityLog)
          .where(and(eq(activityLog.action, "client:demographics_read"), eq(activityLog.outcome, "denied")))
      )[0]!.n;
    const before = await denied();
    for (const url of ["clients/HRT-000101/demographics", "clients/HRT-000101/latest-demographic"]) {
      expect((await get("nurse2", url)).statusCode).toBe(404);
      expect((await get("client", url)).statusCode).toBe(404);
      expect((await get("", url)).statusCode).toBe(401);
    }
    expect((await get("admin", "clients/HRT-999999/demographics")).statusCode).toBe(404);
    expect(await denied()).toBe(before + 5);
  });
});

describe("changing demographics", () => {
  it("saves a change as a new version; the client's row follows; newest first with who, when and what changed", async () => {
    const mrNo = "HRT-000103";
    const v1 = await latest("therapist", mrNo);
    const response = await save("therapist", mrNo, {
      ...formOf(v1),
      lastName: "Carter-Lane",
      preferredName: "Robbie",
      phone: "(555) 444-0001",
      email: "robbie@example.test",
      pronouns: "he/him",
      addressLine1: "4 Elm Street",
      city: "Fresno",
      changeNote: "Married name",
      expectedVersion: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const v2 = response.json().results as ClientDemographics;
    expect(v2).toMatchObject({
      version: 2,
      lastName: "Carter-Lane",
      changeNote: "Married name",
      changedBy: { id: ids("therapist"), fullname: "Theo Ramirez" },
      changedFields: ["lastName", "preferredName", "pronouns", "phone", "email", "addressLine1", "city"],
    });
    expect(await clientRow(mrNo)).toMatchObject({
      firstName: v1.firstName,
      lastName: "Carter-Lane",
      preferredName: "Robbie",
      phone: "(555) 444-0001",
      email: "robbie@example.test",
    });
    const all = await versions("nurse", mrNo);
    expect(all.map((v) => v.version)).toEqual([2, 1]);
    expect(all[0]).toEqual(v2);
    expect(all[1]).toMatchObject({ lastName: v1.lastName, phone: v1.phone, changedFields: [] });
    expect(await latest("bht", mrNo)).toEqual(v2);
    // The chart header reads the current row.
    expect((await get("nurse", `clients/${mrNo}`)).json().results).toMatchObject({
      lastName: "Carter-Lane",
      fullname: `${v1.firstName} Carter-Lane`,
    });

    const line = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "client:demographics_update"),
          eq(activityLog.subjectId, mrNo),
          eq(activityLog.outcome, "success"),
        ),
      );
    expect(line.map((l) => [l.actorId, (l.details as { version: number }).version])).toEqual([[ids("therapist"), 2]]);
    await api().api.deps.relay.flush();
    expect(
      api().events.flatMap((e) => (e.name === "client.changed" && e.payload.mrNo === mrNo ? [e.payload.part] : [])),
    ).toEqual(["demographics"]);
  });

  it("is for admissions, therapists, supervisors and admins: 403 for nurses, BHTs and physicians, 404 outside the location", async () => {
    const mrNo = "HRT-000105";
    const form = formOf(await latest("admin", mrNo));
    const { id: clientId } = await clientRow(mrNo);
    for (const who of ["nurse", "bht", "physician"])
      expect((await save(who, mrNo, { ...form, city: who })).statusCode, who).toBe(403);
    expect((await save("nurse2", mrNo, { ...form, city: "nurse2" })).statusCode).toBe(404);
    expect((await save("client", mrNo, { ...form, city: "client" })).statusCode).toBe(404);
    expect(await versionCount(clientId)).toBe(1);
    for (const [i, who] of ["admin", "supervisor", "therapist", "admissions"].entries())
      expect((await save(who, mrNo, { ...form, city: `City ${i}` })).json().results.version).toBe(i + 2);
  });

  it("refuses a save based on an older version with 409 naming who changed it: two people editing never overwrite each other", async () => {
    const mrNo = "HRT-000107";
    const { id: clientId } = await clientRow(mrNo);
    // Both open the chart at version 1.
    const opened = await latest("therapist", mrNo);
    const first = await save("therapist", mrNo, {
      ...formOf(opened),
      phone: "(555) 777-1111",
      expectedVersion: 1,
    });
    expect(first.statusCode).toBe(200);
    const second = await save("admissions", mrNo, {
      ...formOf(opened),
      email: "x@example.test",
      expectedVersion: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: "conflict",
      message: expect.stringContaining("Theo Ramirez"),
      details: {
        reason: "version_conflict",
        currentVersion: 2,
        changedBy: { id: ids("therapist"), fullname: "Theo Ramirez" },
        changedAt: expect.any(String),
      },
    });
    expect(await versionCount(clientId)).toBe(2);
    expect(await latest("admin", mrNo)).toMatchObject({ phone: "(555) 777-1111", email: null });

    // At the same moment: one is saved, the other told.
    const current = await latest("admin", mrNo);
    const answers = await Promise.all([
      save("therapist", mrNo, { ...formOf(current), city: "Reno", expectedVersion: 2 }),
      save("supervisor", mrNo, { ...formOf(current), city: "Davis", expectedVersion: 2 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await versionCount(clientId)).toBe(3);
    const conflicts = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "client:demographics_update"),
          eq(activityLog.subjectId, mrNo),
          eq(activityLog.outcome, "denied"),
        ),
      );
    expect(conflicts).toHaveLength(2);
  });

  it("makes no version of a save that changes nothing", async () => {
    const mrNo = "HRT-000109";
    const current = await latest("admin", mrNo);
    const response = await save("admin", mrNo, { ...formOf(current), city: "", expectedVersion: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual(current);
    expect(await versionCount((await clientRow(mrNo)).id)).toBe(1);
  });

  it("reads a client registered without versions as version 0, whose first change is version 1", async () => {
    const client = await buildClient(db(), { organizationId: org().organizationId, locationId: org().riverside });
    const zero = await latest("admin", client.mrNo);
    expect(zero).toMatchObject({
      id: null,
      version: 0,
      firstName: "Casey",
      sexAssignedAtBirth: "unknown",
      changedBy: null,
    });
    expect((await versions("admin", client.mrNo)).map((v) => v.version)).toEqual([0]);
    const saved = await save("admin", client.mrNo, {
      ...formOf(zero),
      sexAssignedAtBirth: "female",
      expectedVersion: 0,
    });
    // The first stored version is where the history starts: it names no changes.
    expect(saved.json().results).toMatchObject({ version: 1, sexAssignedAtBirth: "female", changedFields: [] });
    expect((await versions("admin", client.mrNo)).map((v) => v.version)).toEqual([1]);
  });
});

describe("bad input", () => {
  it("answers 400 naming the field, and saves nothing", async () => {
    const mrNo = "HRT-000111";
    const current = await latest("admin", mrNo);
    const row = await clientRow(mrNo);
    const refused = async (payload: Record<string, unknown>, message: string) => {
      const response = await save("admin", mrNo, { ...formOf(current), ...payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: "validation_failed", message });
    };
    await refused({ lastName: "An\u0000derson" }, "lastName: must not contain a NUL character (U+0000)");
    await refused({ firstName: "x".repeat(10_240) }, "firstName: must be at most 100 characters");
    await refused({ genderIdentity: "y".repeat(10_240) }, "genderIdentity: must be at most 100 characters");
    await refused({ dateOfBirth: "1960-13-01" }, "dateOfBirth: is not a calendar date");
    await refused({ sexAssignedAtBirth: null }, "sexAssignedAtBirth: must be female, male, intersex or unknown");
    await refused({ postalCode: "<script>" }, "postalCode: must be a postal code (letters, digits, spaces and dashes)");
    await refused({ expectedVersion: -1 }, "expectedVersion: must be at least 0");
    expect(await versionCount(row.id)).toBe(1);
    expect(await clientRow(mrNo)).toEqual(row);
  });
});

it("tells staff apart by location: a Hillcrest-only therapist may not change a Riverside client", async () => {
  const outsider = await buildClinician(db(), { organizationId: org().organizationId, locationIds: [org().hillcrest] });
  const token = (await api().loginAs(outsider.email, outsider.password)).token;
  const current = await latest("admin", "HRT-000113");
  expect((await save(token, "HRT-000113", { ...formOf(current), city: "Elsewhere" })).statusCode).toBe(404);
  expect((await get(token, "clients/HRT-000114/latest-demographic")).statusCode).toBe(200);
});
