import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as Y from "yjs";
import { EVERY_DEMO_ACCOUNT, TEST_PIN, buildClientDiagnosis, buildStaff, completeTreatmentPlan } from "@hearth/testing";
import type { TreatmentPlan } from "@hearth/schema";
import { activityLog, treatmentPlanSignatures, treatmentPlans } from "../../db/schema";
import { DEMO_PIN } from "../../db/seedData";
import { appendUpdates } from "../collabDocuments/service";
import { clientChartTestKit } from "../clients/test/clientChartTestKit";

const kit = clientChartTestKit({ accounts: EVERY_DEMO_ACCOUNT });
const { call, db } = kit;

/** A draft plan of a new admitted Riverside client, started by the therapist from one diagnosis. */
async function draftPlan(): Promise<TreatmentPlan> {
  const client = await kit.riversideClient();
  await buildClientDiagnosis(db(), client, kit.ids("therapist"), { rank: "primary" });
  const response = await call("therapist", "POST", `clients/${client.mrNo}/treatment-plannings`);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { results: TreatmentPlan }).results;
}

const sign = (who: string, planId: string, body: object = { pin: DEMO_PIN }) =>
  call(who, "POST", `treatment-plannings/${planId}/sign`, body);
const rowOf = async (planId: string) =>
  (await db().select().from(treatmentPlans).where(eq(treatmentPlans.id, planId)))[0]!;
const accessOf = async (who: string, documentName: string) => {
  const response = await call(who, "GET", `/api/collab/documents/${documentName}/access`);
  return (response.json() as { results: { access: string } }).results.access;
};
/** A colleague's edit arriving at the stored document: a paragraph in a root of its own. */
const anEdit = () => {
  const doc = new Y.Doc();
  doc.get("item:late", Y.XmlText).insert(0, "late");
  return Y.encodeStateAsUpdate(doc);
};

describe("signing a treatment plan", () => {
  it("refuses a plan with an objective missing its target date, naming the objective, and changes nothing", async () => {
    const plan = await draftPlan();
    await completeTreatmentPlan(db(), plan.id, { responsibleId: kit.ids("therapist"), targetDate: null });
    const refused = await sign("therapist", plan.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      "The plan is not ready to sign: Problem 1, goal 1, objective 1 has no target date.",
    );
    expect(await rowOf(plan.id)).toMatchObject({ status: "draft", signedBy: null, contentHash: null });
    // Still a draft everyone writes in: the seal went back with the refusal.
    expect(await accessOf("therapist", plan.documentName)).toBe("edit");
    await appendUpdates(db(), plan.documentName, [anEdit()]);
  });

  it("signs a complete plan with the author's PIN: sealed as stored, hashed, awaiting approval, read only from then on", async () => {
    const plan = await draftPlan();
    await completeTreatmentPlan(db(), plan.id, { responsibleId: kit.ids("therapist") });
    const signed = await sign("therapist", plan.id);
    expect(signed.statusCode, signed.body).toBe(200);
    const result = (signed.json() as { results: TreatmentPlan }).results;
    expect(result).toMatchObject({
      status: "awaiting_approval",
      signedBy: { id: kit.ids("therapist") },
      signingGaps: [],
    });
    expect(result.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const row = await rowOf(plan.id);
    expect(row.signatureMethod).toBe("pin");
    expect(row.signedContent?.[0]?.children[0]?.text).toBe("I want to stay sober for my kids.");

    // No path changes it now: the API refuses updates, the collab route opens it read only, signing again is 409.
    await expect(appendUpdates(db(), plan.documentName, [anEdit()])).rejects.toThrow(/signed and can no longer change/);
    expect(await accessOf("therapist", plan.documentName)).toBe("read");
    expect((await sign("supervisor", plan.id)).statusCode).toBe(409);
    const lines = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:treatment_plan_sign"), eq(activityLog.outcome, "success")));
    expect(lines.filter((line) => (line.details as { planId?: string }).planId === plan.id)).toHaveLength(1);
  });

  it("refuses a wrong PIN (401, logged), counts it like the PIN check (429 after five), and is for the plan's authors", async () => {
    const plan = await draftPlan();
    await completeTreatmentPlan(db(), plan.id, { responsibleId: kit.ids("therapist") });
    const wrong = await sign("therapist", plan.id, { pin: "0000" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe("The PIN is incorrect");
    const failures = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, plan.id), eq(activityLog.outcome, "failure")));
    expect(failures.map((f) => [f.action, f.details.reason])).toEqual([["client:treatment_plan_sign", "wrong pin"]]);

    const author = await buildStaff(kit.api(), kit.org(), "nurse", [kit.org().riverside]);
    for (let i = 0; i < 5; i++) expect((await sign(author.token, plan.id, { pin: "9999" })).statusCode).toBe(401);
    expect((await sign(author.token, plan.id, { pin: TEST_PIN })).statusCode).toBe(429);

    expect((await sign("bht", plan.id)).statusCode).toBe(403);
    expect((await sign("nurse2", plan.id)).statusCode).toBe(404);
    expect((await sign("therapist", plan.id, { pin: "12" })).statusCode).toBe(400);
    expect(await rowOf(plan.id)).toMatchObject({ status: "draft", signedBy: null });
  });
});

describe("approving or returning a signed plan", () => {
  /** A plan the therapist wrote complete and signed. */
  async function signedPlan(): Promise<TreatmentPlan> {
    const plan = await draftPlan();
    await completeTreatmentPlan(db(), plan.id, { responsibleId: kit.ids("therapist") });
    expect((await sign("therapist", plan.id)).statusCode).toBe(200);
    return plan;
  }
  const approve = (who: string, planId: string, body: object = { pin: DEMO_PIN }) =>
    call(who, "POST", `treatment-plannings/${planId}/approve`, body);
  const giveBack = (who: string, planId: string, reason: unknown = "Objective 1 is not measurable yet.") =>
    call(who, "POST", `treatment-plannings/${planId}/return`, { reason });
  const historyOf = (planId: string) =>
    db()
      .select()
      .from(treatmentPlanSignatures)
      .where(eq(treatmentPlanSignatures.planId, planId))
      .orderBy(treatmentPlanSignatures.id);

  it("a supervisor approves the signed content with their PIN; it never changes again", async () => {
    const plan = await signedPlan();
    const signedHash = (await rowOf(plan.id)).contentHash;
    expect((await approve("therapist", plan.id)).statusCode).toBe(403);
    expect((await approve("nurse", plan.id)).statusCode).toBe(403);
    const approved = await approve("supervisor", plan.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as { results: TreatmentPlan }).results).toMatchObject({
      status: "approved",
      approvedBy: { id: kit.ids("supervisor") },
      contentHash: signedHash,
    });
    expect((await approve("admin", plan.id)).json().error.message).toBe("This plan is approved already");
    expect((await giveBack("admin", plan.id)).statusCode).toBe(409);
    expect(await accessOf("therapist", plan.documentName)).toBe("read");
    await expect(appendUpdates(db(), plan.documentName, [anEdit()])).rejects.toThrow(/can no longer change/);
    expect((await historyOf(plan.id)).map((h) => [h.action, h.contentHash])).toEqual([
      ["signed", signedHash],
      ["approved", signedHash],
    ]);
  });

  it("no one approves a plan they signed themselves, nor a plan not signed yet", async () => {
    const plan = await draftPlan();
    expect((await approve("supervisor", plan.id)).json().error.message).toBe(
      "This plan is not signed yet: its author signs it first",
    );
    await completeTreatmentPlan(db(), plan.id, { responsibleId: kit.ids("therapist") });
    expect((await sign("supervisor", plan.id)).statusCode).toBe(200);
    const own = await approve("supervisor", plan.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe("You signed this plan; another supervisor approves it");
    expect((await approve("admin", plan.id)).statusCode).toBe(200);
  });

  it("returning it with a reason voids the signature and opens the plan to its writers again", async () => {
    const plan = await signedPlan();
    const signedHash = (await rowOf(plan.id)).contentHash;
    expect((await giveBack("supervisor", plan.id, "  ")).statusCode).toBe(400);
    expect((await giveBack("therapist", plan.id)).statusCode).toBe(403);
    const returned = await giveBack("supervisor", plan.id);
    expect(returned.statusCode, returned.body).toBe(200);
    expect((returned.json() as { results: TreatmentPlan }).results).toMatchObject({
      status: "returned",
      returnReason: "Objective 1 is not measurable yet.",
      signedBy: null,
      contentHash: null,
    });
    expect(await accessOf("therapist", plan.documentName)).toBe("edit");
    await appendUpdates(db(), plan.documentName, [anEdit()]);
    // Revised and signed again, then approved: the history keeps the voided signature.
    expect((await sign("therapist", plan.id)).statusCode).toBe(200);
    expect((await approve("supervisor", plan.id)).statusCode).toBe(200);
    expect((await historyOf(plan.id)).map((h) => [h.action, h.reason])).toEqual([
      ["signed", null],
      ["returned", "Objective 1 is not measurable yet."],
      ["signed", null],
      ["approved", null],
    ]);
    expect((await historyOf(plan.id))[1]!.contentHash).toBe(signedHash);
  });
});
