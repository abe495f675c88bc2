import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { ClientDiagnosis } from "@hearth/schema";
import { EVERY_DEMO_ACCOUNT } from "@hearth/testing";
import { activityLog, clientDiagnoses, diagnosisCodes } from "../../../db/schema";
import { addDays, todayInZone } from "../../../kernel/time";
import { clientChartTestKit } from "../test/clientChartTestKit";

const { api, ids, db, call, riversideClient } = clientChartTestKit({ accounts: EVERY_DEMO_ACCOUNT });
const today = () => todayInZone();

const change = (who: string, mrNo: string, payload: object) =>
  call(who, "POST", `clients/${mrNo}/update-diagnoses`, payload);
const add = async (who: string, mrNo: string, payload: object): Promise<ClientDiagnosis> => {
  const response = await change(who, mrNo, { action: "add", ...payload });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: ClientDiagnosis }).results;
};
const list = async (who: string, mrNo: string): Promise<ClientDiagnosis[]> => {
  const response = await call(who, "GET", `clients/${mrNo}/diagnoses`);
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
      enteredBy: { id: ids("therapist"), fullname: "Theo Ramirez" },
      updatedBy: { id: ids("therapist") },
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
    await api().api.deps.relay.flush();
    expect(
      api().events.some(
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
    expect(rows.find((d) => d.id === first.id)!.updatedBy.id).toBe(ids("physician"));
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

    const read = (who: string, mrNo = client.mrNo) => call(who, "GET", `clients/${mrNo}/diagnoses`);
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

describe("a diagnosis entered in error", () => {
  const markInError = (who: string, mrNo: string, diagnosisId: string, payload: object) =>
    call(who, "POST", `clients/${mrNo}/diagnoses/${diagnosisId}/entered-in-error`, payload);

  it("stays on the chart, last, with who marked it, when and why; the change is logged and announced", async () => {
    const client = await riversideClient();
    const kept = await add("therapist", client.mrNo, { code: "F10.20", rank: "primary" });
    const mistaken = await add("therapist", client.mrNo, { code: "F41.1", notes: "Meant for another client" });
    const marked = await markInError("physician", client.mrNo, mistaken.id, {
      reason: "  Entered on the wrong client's chart  ",
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const result = (marked.json() as { results: ClientDiagnosis }).results;
    expect(result).toMatchObject({
      id: mistaken.id,
      code: "F41.1",
      notes: "Meant for another client",
      status: "entered_in_error",
      enteredBy: { id: ids("therapist") },
      enteredInErrorBy: { id: ids("physician"), fullname: expect.any(String) },
      enteredInErrorReason: "Entered on the wrong client's chart",
      updatedBy: { id: ids("physician") },
    });
    expect(Date.now() - Date.parse(result.enteredInErrorAt!)).toBeLessThan(60_000);
    // Nothing is deleted: every reader still sees it, after the diagnoses that stand.
    expect((await list("nurse", client.mrNo)).map((d) => [d.code, d.status])).toEqual([
      ["F10.20", "active"],
      ["F41.1", "entered_in_error"],
    ]);
    expect(kept.id).not.toBe(mistaken.id);

    const [line] = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.subjectId, client.mrNo),
          eq(activityLog.action, "client:diagnoses_update"),
          sql`${activityLog.details}->>'change' = 'entered_in_error'`,
        ),
      );
    expect(line).toMatchObject({ actorId: ids("physician"), outcome: "success" });
    expect(line!.details).toMatchObject({
      diagnosisId: mistaken.id,
      code: "F41.1",
      previousStatus: "active",
      previousRank: "secondary",
      clientIds: [client.id],
    });
    await api().api.deps.relay.flush();
    expect(
      api().events.filter(
        (e) => e.name === "client.changed" && e.payload.mrNo === client.mrNo && e.payload.part === "diagnoses",
      ),
    ).toHaveLength(3);
  });

  it("leaves no primary when the primary is marked, and the face sheet prints only what stands", async () => {
    const client = await riversideClient();
    const primary = await add("therapist", client.mrNo, { code: "F11.20", rank: "primary" });
    const secondary = await add("therapist", client.mrNo, { code: "F41.1" });
    const marked = await markInError("supervisor", client.mrNo, primary.id, { reason: "Wrong code: meant F11.21" });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().results).toMatchObject({ status: "entered_in_error", rank: "secondary" });
    const rows = await list("therapist", client.mrNo);
    expect(activePrimaries(rows)).toEqual([]);
    expect(rows.filter((d) => d.rank === "primary")).toEqual([]);
    expect(rows.map((d) => [d.code, d.status])).toEqual([
      ["F41.1", "active"],
      ["F11.20", "entered_in_error"],
    ]);
    // The line keeps that it was the primary diagnosis.
    const lines = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, client.mrNo), sql`${activityLog.details}->>'change' = 'entered_in_error'`));
    expect(lines.map((l) => l.details)).toEqual([expect.objectContaining({ previousRank: "primary" })]);

    const sheet = await call("therapist", "GET", `clients/${client.mrNo}/face-sheet?page=emr_admission_print`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect((sheet.json().results.diagnoses as ClientDiagnosis[]).map((d) => d.id)).toEqual([secondary.id]);

    // Another diagnosis may become primary afterwards; the one in error never again.
    const raised = await change("therapist", client.mrNo, { action: "update", id: secondary.id, rank: "primary" });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(activePrimaries(await list("therapist", client.mrNo)).map((d) => d.id)).toEqual([secondary.id]);
  });

  it("keeps what was recorded: a resolved diagnosis marked in error keeps its resolved date", async () => {
    const client = await riversideClient();
    const gad = await add("therapist", client.mrNo, { code: "F41.1" });
    const resolved = await change("therapist", client.mrNo, { action: "update", id: gad.id, status: "resolved" });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const marked = await markInError("therapist", client.mrNo, gad.id, { reason: "Duplicate of F41.9" });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().results).toMatchObject({ status: "entered_in_error", resolvedDate: today() });
  });

  it("asks for a reason: missing, blank or too long is a 400 naming it, and nothing changes", async () => {
    const client = await riversideClient();
    const diagnosis = await add("therapist", client.mrNo, { code: "F11.20", rank: "primary" });
    const before = await footprint(client.id, client.mrNo);
    const cases: [object, RegExp][] = [
      [{}, /^reason: is required/],
      [{ reason: "   " }, /^reason: must say why the diagnosis was entered in error/],
      [{ reason: "x".repeat(501) }, /^reason: must be at most 500 characters/],
      [{ reason: 42 }, /^reason: must be text/],
    ];
    for (const [payload, message] of cases) {
      const response = await markInError("therapist", client.mrNo, diagnosis.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message, JSON.stringify(payload)).toMatch(message);
    }
    expect((await markInError("therapist", client.mrNo, "not-an-id", { reason: "x" })).statusCode).toBe(400);
    expect(await footprint(client.id, client.mrNo)).toEqual(before);
    expect((await list("therapist", client.mrNo))[0]).toMatchObject({ status: "active", rank: "primary" });
  });

  it("is final: no edit, no primary, no second marking (409), and the refusals change nothing", async () => {
    const client = await riversideClient();
    const diagnosis = await add("therapist", client.mrNo, { code: "F11.20", rank: "primary" });
    expect((await markInError("therapist", client.mrNo, diagnosis.id, { reason: "Wrong client" })).statusCode).toBe(
      200,
    );
    const before = await footprint(client.id, client.mrNo);
    const refusals: [() => ReturnType<typeof change>, RegExp][] = [
      [
        () => change("therapist", client.mrNo, { action: "update", id: diagnosis.id, notes: "Fixing it" }),
        /^F11\.20 was entered in error: it can no longer be changed/,
      ],
      [
        () => change("therapist", client.mrNo, { action: "update", id: diagnosis.id, status: "active" }),
        /can no longer be changed/,
      ],
      [
        () => change("admin", client.mrNo, { action: "update", id: diagnosis.id, rank: "primary" }),
        /^F11\.20 was entered in error: it cannot be made primary/,
      ],
      [
        () => markInError("physician", client.mrNo, diagnosis.id, { reason: "Again" }),
        /^F11\.20 was already marked entered in error/,
      ],
    ];
    for (const [request, message] of refusals) {
      const response = await request();
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(message);
    }
    // Editing cannot set the status either: entered in error is marked with a reason, through its route.
    const sneaky = await change("therapist", client.mrNo, {
      action: "update",
      id: (await add("therapist", client.mrNo, { code: "F41.1" })).id,
      status: "entered_in_error",
    });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().error.message).toMatch(/^status: must be active or resolved/);
    const after = await footprint(client.id, client.mrNo);
    expect(after.rows.filter((r) => r.startsWith(diagnosis.id))).toEqual(
      before.rows.filter((r) => r.startsWith(diagnosis.id)),
    );
    expect(after.changes).toBe(before.changes + 1);
  });

  it("is marked by those who change diagnoses; others 403, other locations, the portal and other charts 404", async () => {
    const client = await riversideClient();
    const other = await riversideClient();
    const diagnosis = await add("therapist", client.mrNo, { code: "F11.20", rank: "primary" });
    const elsewhere = await add("therapist", other.mrNo, { code: "F10.20" });
    const reason = { reason: "Wrong client" };
    const before = await footprint(client.id, client.mrNo);
    for (const who of ["nurse", "bht", "admissions"])
      expect((await markInError(who, client.mrNo, diagnosis.id, reason)).statusCode, who).toBe(403);
    expect((await markInError("nurse2", client.mrNo, diagnosis.id, reason)).statusCode).toBe(404);
    expect((await markInError("client", client.mrNo, diagnosis.id, reason)).statusCode).toBe(404);
    expect((await markInError("admin", "NOPE-404", diagnosis.id, reason)).statusCode).toBe(404);
    // A diagnosis of another client, or of nobody, is not found on this chart.
    expect((await markInError("therapist", client.mrNo, elsewhere.id, reason)).json().error).toMatchObject({
      code: "not_found",
      message: "Diagnosis not found",
    });
    expect((await markInError("therapist", client.mrNo, randomUUID(), reason)).statusCode).toBe(404);
    expect(await footprint(client.id, client.mrNo)).toEqual(before);
    expect((await list("therapist", other.mrNo))[0]!.status).toBe("active");
    const refusals = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, client.mrNo), eq(activityLog.outcome, "denied")));
    expect(refusals.map((r) => r.action)).toEqual(Array<string>(5).fill("client:diagnoses_update"));

    for (const who of ["admin", "supervisor", "therapist", "physician"]) {
      const fresh = await add("therapist", client.mrNo, { code: "F41.1" });
      expect((await markInError(who, client.mrNo, fresh.id, reason)).statusCode, who).toBe(200);
    }
  });
});
