import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { PART2_REDISCLOSURE_NOTICE } from "@hearth/schema";
import type { ClientFaceSheet } from "@hearth/schema";
import { EVERY_DEMO_ACCOUNT } from "@hearth/testing";
import { activityLog } from "../../../db/schema";
import { clientChartTestKit } from "../test/clientChartTestKit";

const { ids, db, call, riversideClient } = clientChartTestKit({ accounts: EVERY_DEMO_ACCOUNT });
const faceSheet = async (who: string, mrNo: string, query = ""): Promise<ClientFaceSheet> => {
  const response = await call(who, "GET", `clients/${mrNo}/face-sheet${query}`);
  expect(response.statusCode, `${who}: ${response.body}`).toBe(200);
  return (response.json() as { results: ClientFaceSheet }).results;
};
const ok = async (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.json() as { results: { id: string } }).results;
};
const printLines = (mrNo: string) =>
  db()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.action, "client:print"), eq(activityLog.subjectId, mrNo)))
    .orderBy(activityLog.id);

/**
 * A Riverside client with a chart to print: a new demographics version, a secondary diagnosis entered
 * before the primary one and a resolved one, two current contacts and a removed one, and a care team
 * beside the primary therapist.
 */
async function chartToPrint() {
  const client = await riversideClient({ primaryTherapistId: ids("therapist") });
  const chart = `clients/${client.mrNo}`;
  await ok(
    await call("therapist", "PUT", `${chart}/demographics`, {
      firstName: client.firstName,
      lastName: client.lastName,
      dateOfBirth: client.dateOfBirth,
      sexAssignedAtBirth: "female",
      preferredLanguage: "Spanish",
      emergencyContactName: "Rosa Díaz",
      emergencyContactPhone: "555-010-2233",
    }),
  );
  await ok(await call("therapist", "POST", `${chart}/update-diagnoses`, { action: "add", code: "F10.20" }));
  await ok(
    await call("therapist", "POST", `${chart}/update-diagnoses`, { action: "add", code: "F11.20", rank: "primary" }),
  );
  const resolved = await ok(
    await call("physician", "POST", `${chart}/update-diagnoses`, { action: "add", code: "F17.210" }),
  );
  await ok(
    await call("physician", "POST", `${chart}/update-diagnoses`, {
      action: "update",
      id: resolved.id,
      status: "resolved",
    }),
  );
  await ok(await call("admissions", "POST", `${chart}/add-member`, { name: "Sam Friend", relationship: "Friend" }));
  await ok(
    await call("admissions", "POST", `${chart}/add-member`, {
      name: "Rosa Díaz",
      relationship: "Parent",
      phone: "555-010-2233",
      emergencyContact: true,
    }),
  );
  const gone = await ok(
    await call("admissions", "POST", `${chart}/add-member`, { name: "Old Contact", relationship: "Other" }),
  );
  await ok(await call("admissions", "DELETE", `${chart}/family-members/${gone.id}`));
  await ok(await call("supervisor", "POST", `${chart}/add-stakeholder`, { userId: ids("nurse"), role: "nurse" }));
  return client;
}

describe("the admission face sheet", () => {
  it("prints demographics, the episode, active diagnoses primary first, care team, current contacts and the notice", async () => {
    const client = await chartToPrint();
    const sheet = await faceSheet("nurse", client.mrNo);
    expect(sheet.page).toBe("emr_admission_print");
    expect(sheet.header).toMatchObject({
      organizationName: expect.any(String),
      locationName: "Riverside Residential",
      printedBy: "Nora Castillo",
    });
    expect(sheet.client).toMatchObject({
      mrNo: client.mrNo,
      status: "active",
      fullname: client.firstName + " " + client.lastName,
    });
    expect(sheet.demographics).toMatchObject({
      version: 1,
      preferredLanguage: "Spanish",
      emergencyContactName: "Rosa Díaz",
    });
    expect(sheet.episode).toMatchObject({
      episodeNumber: 1,
      admissionDate: "2026-11-01",
      levelOfCare: "3.5",
      location: { name: "Riverside Residential" },
      dischargeDate: null,
    });
    expect(sheet.levelOfCareLabel).toBe("ASAM 3.5 Clinically Managed High-Intensity Residential Services (3rd ed.)");
    expect(sheet.diagnoses!.map((d) => [d.code, d.rank])).toEqual([
      ["F11.20", "primary"],
      ["F10.20", "secondary"],
    ]);
    expect(sheet.diagnosesWithheld).toBe(false);
    expect(sheet.careTeam!.map((m) => [m.clinician.fullname, m.role])).toEqual([
      ["Theo Ramirez", "primary_therapist"],
      ["Nora Castillo", "nurse"],
    ]);
    expect(sheet.contacts.map((c) => [c.name, c.emergencyContact])).toEqual([
      ["Rosa Díaz", true],
      ["Sam Friend", false],
    ]);
    expect(sheet.redisclosureNotice).toBe(PART2_REDISCLOSURE_NOTICE);
    expect(sheet.redisclosureNotice).toContain("42 CFR part 2");

    // The print is a disclosure in the activity log: which page, whose chart, what went on paper.
    const [line] = await printLines(client.mrNo);
    expect(line).toMatchObject({ actorId: ids("nurse"), outcome: "success", subjectType: "client" });
    expect(line!.details).toMatchObject({
      page: "emr_admission_print",
      disclosure: "print",
      printedAt: sheet.header.printedAt,
      clientIds: [client.id],
      sections: ["demographics", "episode", "diagnoses", "care_team", "contacts"],
      diagnosisIds: sheet.diagnoses!.map((d) => d.id),
      contactIds: sheet.contacts.map((c) => c.id),
    });
  });

  it("is printed by every staff role at the client's location; admissions staff get it without diagnoses", async () => {
    const client = await chartToPrint();
    for (const who of ["admin", "supervisor", "therapist", "nurse", "physician", "bht"]) {
      const sheet = await faceSheet(who, client.mrNo);
      expect(sheet.diagnoses?.[0]?.code, who).toBe("F11.20");
    }
    const admissions = await faceSheet("admissions", client.mrNo);
    expect(admissions).toMatchObject({ diagnoses: null, diagnosesWithheld: true });
    expect(admissions.careTeam).toHaveLength(2);
    const lines = await printLines(client.mrNo);
    expect(lines).toHaveLength(7);
    expect(lines.at(-1)!.details).toMatchObject({
      withheld: ["diagnoses"],
      sections: expect.not.arrayContaining(["diagnoses"]),
    });
    expect(lines.at(-1)!.details).not.toHaveProperty("diagnosisIds");
  });

  it("answers 404 to staff of another location and to the portal, and logs the refusals", async () => {
    const client = await chartToPrint();
    expect((await call("nurse2", "GET", `clients/${client.mrNo}/face-sheet`)).statusCode).toBe(404);
    expect((await call("client", "GET", `clients/${client.mrNo}/face-sheet`)).statusCode).toBe(404);
    expect((await call("admin", "GET", "clients/HRT-999999/face-sheet")).statusCode).toBe(404);
    const lines = await printLines(client.mrNo);
    expect(lines.map((l) => l.outcome)).toEqual(["denied", "denied"]);
  });

  it("refuses an unknown page with 400 naming the field", async () => {
    const response = await call("admin", "GET", "clients/HRT-000102/face-sheet?page=everything");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain("page");
  });
});

describe("the demographics sheet", () => {
  it("carries demographics and contacts only; the save-as-PDF page is logged as an export", async () => {
    const client = await chartToPrint();
    const sheet = await faceSheet("bht", client.mrNo, "?page=patient_demographics_print");
    expect(sheet).toMatchObject({ page: "patient_demographics_print", episode: null, diagnoses: null, careTeam: null });
    expect(sheet.diagnosesWithheld).toBe(false);
    expect(sheet.contacts).toHaveLength(2);
    expect(sheet.redisclosureNotice).toBe(PART2_REDISCLOSURE_NOTICE);
    await faceSheet("admissions", client.mrNo, "?page=patient_demographics_export");
    const lines = await printLines(client.mrNo);
    expect(lines.map((l) => [l.details.page, l.details.disclosure, l.details.sections])).toEqual([
      ["patient_demographics_print", "print", ["demographics", "contacts"]],
      ["patient_demographics_export", "export", ["demographics", "contacts"]],
    ]);
  });

  it("prints version 0 of a client registered before demographics were versioned, and no episode before admission", async () => {
    const client = await riversideClient({ status: "pending_admission" });
    const sheet = await faceSheet("therapist", client.mrNo);
    expect(sheet.demographics).toMatchObject({ version: 0, firstName: client.firstName });
    expect(sheet).toMatchObject({ episode: null, levelOfCareLabel: null, diagnoses: [], careTeam: [], contacts: [] });
  });
});
