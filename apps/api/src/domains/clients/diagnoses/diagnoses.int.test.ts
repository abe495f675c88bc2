import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ClientDiagnosis, DiagnosisCode } from "@hearth/schema";
import { buildClient, EVERY_DEMO_ACCOUNT, signInDemoStaff } from "@hearth/testing";
import { activityLog, clientDiagnoses, diagnosisCodes } from "../../../db/schema";
import { rowsOf } from "../../../db/client";
import { startDemoApi } from "../../../test/harness";
import type { DemoOrganization, TestApi } from "../../../test/harness";
import { addDays, todayInZone } from "../../../kernel/time";
import { ensureCodeSet, writeCodes } from "./codeSet";
import { parseOrderFile } from "./orderFile";

let t: TestApi;
let org: DemoOrganization;
let tokens: Record<string, string>;
let ids: Record<string, string>;
beforeAll(async () => {
  ({ t, org } = await startDemoApi());
  ({ tokens, ids } = await signInDemoStaff(t, EVERY_DEMO_ACCOUNT));
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.api.deps.db;
const today = () => todayInZone();
const riversideClient = () => buildClient(db(), { organizationId: org.organizationId, locationId: org.riverside });

const search = async (who: string, query: string): Promise<DiagnosisCode[]> => {
  const response = await t.request({ method: "GET", url: `/api/auth/diagnosis-codes?${query}`, token: tokens[who] });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: DiagnosisCode[] }).results;
};
const change = (who: string, mrNo: string, payload: object) =>
  t.request({ method: "POST", url: `/api/auth/clients/${mrNo}/update-diagnoses`, token: tokens[who], payload });
const add = async (who: string, mrNo: string, payload: object): Promise<ClientDiagnosis> => {
  const response = await change(who, mrNo, { action: "add", ...payload });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: ClientDiagnosis }).results;
};
const list = async (who: string, mrNo: string): Promise<ClientDiagnosis[]> => {
  const response = await t.request({ method: "GET", url: `/api/auth/clients/${mrNo}/diagnoses`, token: tokens[who] });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: ClientDiagnosis[] }).results;
};
const activePrimaries = (rows: readonly ClientDiagnosis[]) =>
  rows.filter((d) => d.rank === "primary" && d.status === "active");
/** What a refused change must leave alone: the client's diagnoses and the chart's change lines. */
const footprint = async (clientId: string, mrNo: string) => {
  const rows = await db().select().from(clientDiagnoses).where(eq(clientDiagnoses.clientId, clientId));
  const changes = await db()
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.action, "client:diagnoses_update"),
        eq(activityLog.subjectId, mrNo),
        eq(activityLog.outcome, "success"),
      ),
    );
  return {
    rows: rows.map((r) => `${r.id}:${r.rank}:${r.status}:${r.updatedAt.toISOString()}`).sort(),
    changes: changes.length,
  };
};

describe("the ICD-10-CM code set", () => {
  it("is filled from the shipped file as the API starts, chapter 5 and the Z codes included", async () => {
    const [count] = rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM diagnosis_codes`));
    expect(count!.n).toBeGreaterThan(1000);
    const [opioid] = await db().select().from(diagnosisCodes).where(eq(diagnosisCodes.code, "F11.20"));
    expect(opioid).toMatchObject({
      description: "Opioid dependence, uncomplicated",
      billable: true,
      chapter: 5,
      category: "F11",
    });
    // Filled once: a table holding codes is left as it is.
    expect(await ensureCodeSet(db())).toBe(0);
  });

  it("finds codes by the words of their description, every word, in any case", async () => {
    const opioid = await search("therapist", "q=opioid");
    expect(opioid.map((c) => c.code)).toContain("F11.20");
    // The plain codes a clinician means come first, not a rare complication.
    expect(opioid.slice(0, 5).map((c) => c.code)).toEqual(expect.arrayContaining(["F11.10", "F11.20"]));
    expect(opioid.every((c) => /opioid/i.test(c.description))).toBe(true);
    const withdrawal = await search("nurse", "q=OPIOID%20Withdrawal&limit=50");
    expect(withdrawal.map((c) => c.code)).toEqual(expect.arrayContaining(["F11.23", "F11.13", "F11.93"]));
    expect(withdrawal.map((c) => c.code)).not.toContain("F11.20");
    expect(withdrawal.every((c) => /opioid/i.test(c.description) && /withdrawal/i.test(c.description))).toBe(true);
    // Billable codes before headings, then in code order.
    const billable = withdrawal.filter((c) => c.billable).map((c) => c.code);
    expect(withdrawal.slice(0, billable.length).map((c) => c.code)).toEqual([...billable].sort());
  });

  it("finds codes by a code prefix, with or without the dot, those starting with it first", async () => {
    const prefix = await search("admissions", "q=F10.2&limit=50");
    expect(prefix.length).toBeGreaterThan(20);
    expect(prefix.every((c) => c.code.startsWith("F10.2"))).toBe(true);
    expect(prefix[0]!.code).toBe("F10.20");
    // The heading F10.2 is listed too, after every billable code.
    expect(prefix.findIndex((c) => c.code === "F10.2")).toBe(prefix.filter((c) => c.billable).length);
    expect((await search("bht", "q=f102&limit=50")).map((c) => c.code)).toEqual(prefix.map((c) => c.code));
    expect(await search("therapist", "q=Z79.89&limit=3")).toEqual([
      {
        code: "Z79.891",
        description: "Long term (current) use of opiate analgesic",
        billable: true,
        chapter: 21,
        category: "Z79",
      },
      {
        code: "Z79.899",
        description: "Other long term (current) drug therapy",
        billable: true,
        chapter: 21,
        category: "Z79",
      },
      {
        code: "Z79.89",
        description: "Other long term (current) drug therapy",
        billable: false,
        chapter: 21,
        category: "Z79",
      },
    ]);
    expect(await search("therapist", "q=xylophone")).toEqual([]);
    expect(await search("therapist", "q=100%25_%25")).toEqual([]);
  });

  it("takes a CMS order file over the shipped codes: new codes added, existing ones updated", async () => {
    const orderFile = [
      "00001 A000    1 Cholera due to Vibrio cholerae 01, biovar cholerae           Cholera due to Vibrio cholerae 01, biovar cholerae",
      "05254 F1120   1 Opioid dependence, uncomplicated                             Opioid dependence, uncomplicated",
    ].join("\r\n");
    try {
      expect(
        await writeCodes(db(), parseOrderFile(orderFile), "CMS ICD-10-CM order file icd10cm_order_2026.txt", {
          replace: true,
        }),
      ).toBe(2);
      const rows = await db()
        .select()
        .from(diagnosisCodes)
        .where(inArray(diagnosisCodes.code, ["A00.0", "F11.20"]));
      expect(rows.map((r) => [r.code, r.chapter, r.category, r.source])).toEqual([
        ["A00.0", 1, "A00", "CMS ICD-10-CM order file icd10cm_order_2026.txt"],
        ["F11.20", 5, "F11", "CMS ICD-10-CM order file icd10cm_order_2026.txt"],
      ]);
      expect((await search("therapist", "q=cholerae")).map((c) => c.code)).toEqual(["A00.0"]);
    } finally {
      await db().delete(diagnosisCodes).where(eq(diagnosisCodes.code, "A00.0"));
    }
  });

  it("is searched by staff only; the query is checked", async () => {
    const get = (token: string | undefined, query: string) =>
      t.request({ method: "GET", url: `/api/auth/diagnosis-codes?${query}`, token });
    expect((await get(tokens.client, "q=opioid")).statusCode).toBe(403);
    expect((await get(undefined, "q=opioid")).statusCode).toBe(401);
    const empty = await get(tokens.therapist, "q=%20");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/^q: /);
    expect((await get(tokens.therapist, "q=opioid&limit=500")).json().error.message).toMatch(/^limit: /);
    expect(await search("therapist", "q=opioid&limit=2")).toHaveLength(2);
  });
});

describe("a client's diagnoses", () => {
  it("a therapist adds a primary diagnosis; clinical staff read it; the read and the change are logged", async () => {
    const client = await riversideClient();
    const onset = addDays(today(), -30);
    const added = await add("therapist", client.mrNo, {
      code: "f11.20",
      rank: "primary",
      onsetDate: onset,
      notes: "Daily use for 3 years",
    });
    expect(added).toMatchObject({
      code: "F11.20",
      description: "Opioid dependence, uncomplicated",
      rank: "primary",
      onsetDate: onset,
      status: "active",
      resolvedDate: null,
      notes: "Daily use for 3 years",
      enteredBy: { id: ids.therapist, fullname: "Theo Ramirez" },
      updatedBy: { id: ids.therapist },
    });
    for (const who of ["admin", "supervisor", "nurse", "physician", "bht"])
      expect((await list(who, client.mrNo)).map((d) => d.code)).toEqual(["F11.20"]);
    const lines = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, client.mrNo), eq(activityLog.outcome, "success")));
    expect(lines.filter((l) => l.action === "client:diagnoses_read")).toHaveLength(5);
    expect(lines.find((l) => l.action === "client:diagnoses_update")?.details).toMatchObject({
      change: "added",
      code: "F11.20",
      clientIds: [client.id],
    });
    await t.api.deps.relay.flush();
    expect(
      t.events.some(
        (e) => e.name === "client.changed" && e.payload.mrNo === client.mrNo && e.payload.part === "diagnoses",
      ),
    ).toBe(true);
  });

  it("keeps one active primary: a new primary makes the old one secondary, even when two are chosen at once", async () => {
    const client = await riversideClient();
    const first = await add("therapist", client.mrNo, { code: "F11.20", rank: "primary" });
    const second = await add("physician", client.mrNo, { code: "F10.20", rank: "primary" });
    const rows = await list("therapist", client.mrNo);
    expect(rows.map((d) => [d.code, d.rank])).toEqual([
      ["F10.20", "primary"],
      ["F11.20", "secondary"],
    ]);
    expect(rows.find((d) => d.id === first.id)!.updatedBy.id).toBe(ids.physician);
    // Raising the secondary back to primary demotes the other again.
    const raised = await change("supervisor", client.mrNo, { action: "update", id: first.id, rank: "primary" });
    expect(raised.statusCode).toBe(200);
    expect(activePrimaries(await list("therapist", client.mrNo)).map((d) => d.id)).toEqual([first.id]);
    expect((await list("therapist", client.mrNo)).find((d) => d.id === second.id)!.rank).toBe("secondary");

    // Two clinicians choosing a primary at the same moment: both are saved, one stays primary.
    const both = await Promise.all([
      change("therapist", client.mrNo, { action: "add", code: "F14.20", rank: "primary" }),
      change("physician", client.mrNo, { action: "add", code: "F12.20", rank: "primary" }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = await list("therapist", client.mrNo);
    expect(after).toHaveLength(4);
    expect(activePrimaries(after)).toHaveLength(1);
  });

  it("resolves and reactivates a diagnosis; resolved ones list after the active ones", async () => {
    const client = await riversideClient();
    const gad = await add("therapist", client.mrNo, { code: "F41.1", onsetDate: addDays(today(), -200) });
    await add("therapist", client.mrNo, { code: "F33.1", rank: "primary" });
    const resolved = await change("therapist", client.mrNo, { action: "update", id: gad.id, status: "resolved" });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().results).toMatchObject({ status: "resolved", resolvedDate: today(), rank: "secondary" });
    expect((await list("nurse", client.mrNo)).map((d) => [d.code, d.status])).toEqual([
      ["F33.1", "active"],
      ["F41.1", "resolved"],
    ]);
    const early = await change("therapist", client.mrNo, {
      action: "update",
      id: gad.id,
      status: "resolved",
      resolvedDate: addDays(today(), -300),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toMatch(/^resolvedDate: must not be before the onset date/);
    const again = await change("therapist", client.mrNo, {
      action: "update",
      id: gad.id,
      status: "active",
      notes: "Relapse",
    });
    expect(again.json().results).toMatchObject({ status: "active", resolvedDate: null, notes: "Relapse" });
  });

  it("refuses an unknown code, a heading, a future onset and a malformed body with 400, saving nothing", async () => {
    const client = await riversideClient();
    const existing = await add("therapist", client.mrNo, { code: "F11.20", rank: "primary" });
    const before = await footprint(client.id, client.mrNo);
    const cases: [object, RegExp][] = [
      [{ action: "add", code: "F99.99", rank: "primary" }, /^code: F99\.99 is not in the ICD-10-CM code set/],
      [{ action: "add", code: "F11.2", rank: "primary" }, /^code: F11\.2 is a category heading/],
      [{ action: "add", code: "opioid", rank: "primary" }, /^code: must be an ICD-10-CM code/],
      [
        { action: "add", code: "F10.20", rank: "primary", onsetDate: addDays(today(), 1) },
        /^onsetDate: must not be in the future/,
      ],
      [{ action: "add", code: "F10.20", rank: "first" }, /^rank: /],
      [{ action: "add", code: "F10.20", notes: "x".repeat(2001) }, /^notes: must be at most 2000 characters/],
      [{ action: "update", id: existing.id, onsetDate: addDays(today(), 3) }, /^onsetDate: must not be in the future/],
      [{ action: "update", id: existing.id }, /nothing to change/],
      [{ action: "delete", id: existing.id }, /action/],
    ];
    for (const [payload, message] of cases) {
      const response = await change("therapist", client.mrNo, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message, JSON.stringify(payload)).toMatch(message);
    }
    expect(await footprint(client.id, client.mrNo)).toEqual(before);
    expect(
      (await change("therapist", client.mrNo, { action: "update", id: randomUUID(), notes: "x" })).statusCode,
    ).toBe(404);
  });

  it("keeps the description it was entered with when the code set is reworded", async () => {
    const client = await riversideClient();
    await add("therapist", client.mrNo, { code: "F43.10" });
    await db()
      .update(diagnosisCodes)
      .set({ description: "Reworded by a later year" })
      .where(eq(diagnosisCodes.code, "F43.10"));
    try {
      expect((await list("therapist", client.mrNo))[0]!.description).toBe(
        "Post-traumatic stress disorder, unspecified",
      );
    } finally {
      await db()
        .update(diagnosisCodes)
        .set({ description: "Post-traumatic stress disorder, unspecified" })
        .where(eq(diagnosisCodes.code, "F43.10"));
    }
  });

  it("is read by clinical staff and changed by licensed staff; others 403, other locations and the portal 404", async () => {
    const client = await riversideClient();
    const entry = { action: "add", code: "F11.20", rank: "secondary" };
    const before = await footprint(client.id, client.mrNo);
    for (const who of ["nurse", "bht", "admissions"])
      expect((await change(who, client.mrNo, entry)).statusCode, who).toBe(403);
    expect((await change("nurse2", client.mrNo, entry)).statusCode).toBe(404);
    expect((await change("client", client.mrNo, entry)).statusCode).toBe(404);
    expect(await footprint(client.id, client.mrNo)).toEqual(before);

    const read = (who: string, mrNo = client.mrNo) =>
      t.request({ method: "GET", url: `/api/auth/clients/${mrNo}/diagnoses`, token: tokens[who] });
    // Diagnoses are clinical: admissions staff keep to what they need (demographics), not diagnoses.
    expect((await read("admissions")).statusCode).toBe(403);
    expect((await read("nurse2")).statusCode).toBe(404);
    expect((await read("client")).statusCode).toBe(404);
    expect((await read("admin", "NOPE-404")).statusCode).toBe(404);
    const refusals = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, client.mrNo), eq(activityLog.outcome, "denied")));
    expect(refusals.map((r) => r.action).sort()).toEqual([
      ...Array<string>(3).fill("client:diagnoses_read"),
      ...Array<string>(5).fill("client:diagnoses_update"),
    ]);
    for (const who of ["admin", "supervisor", "therapist", "physician"])
      expect((await change(who, client.mrNo, entry)).statusCode, who).toBe(200);
  });
});
