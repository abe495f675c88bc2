import { describe, expect, it } from "vitest";
import { and, eq, gte } from "drizzle-orm";
import * as Y from "yjs";
import { EVERY_DEMO_ACCOUNT, buildClientDiagnosis } from "@hearth/testing";
import {
  PLAN_OUTLINE_HIERARCHY,
  TREATMENT_PLAN_OUTLINE,
  planItemRoot,
  treatmentPlanDocumentName,
} from "@hearth/schema";
import type { Page, TreatmentPlan, TreatmentPlanSummary } from "@hearth/schema";
import { addOutlineItemWithText, readOutline } from "@hearth/richtext/server";
import { activityLog, treatmentPlans } from "../../db/schema";
import { appendUpdates, loadStateAtOnce } from "../collabDocuments/service";
import { clientChartTestKit } from "../clients/test/clientChartTestKit";
import { NOT_ADMITTED_MESSAGE } from "./service";

const kit = clientChartTestKit({ accounts: EVERY_DEMO_ACCOUNT });
const { call, db } = kit;

/** An admitted Riverside client with a primary and a secondary diagnosis (the secondary entered first). */
async function diagnosedClient() {
  const client = await kit.riversideClient();
  await buildClientDiagnosis(db(), client, kit.ids("therapist"), {
    code: "F41.1",
    description: "Generalized anxiety disorder",
    rank: "secondary",
  });
  await buildClientDiagnosis(db(), client, kit.ids("therapist"), { rank: "primary" });
  return client;
}

async function startPlan(mrNo: string, who = "therapist"): Promise<TreatmentPlan> {
  const response = await call(who, "POST", `clients/${mrNo}/treatment-plannings`);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { results: TreatmentPlan }).results;
}

const plansOf = (clientId: string) =>
  db().select().from(treatmentPlans).where(eq(treatmentPlans.clientId, clientId)).orderBy(treatmentPlans.version);

describe("starting a treatment plan", () => {
  it("starts version 1 of the stay's plan with its level of care and a problem for each active diagnosis, primary first", async () => {
    const client = await diagnosedClient();
    const since = new Date(Date.now() - 1000);
    const plan = await startPlan(client.mrNo);

    expect(plan).toMatchObject({
      client: { id: client.id, mrNo: client.mrNo },
      episodeNumber: 1,
      version: 1,
      status: "draft",
      levelOfCare: "3.5",
      location: { id: kit.org().riverside },
      startedBy: { id: kit.ids("therapist") },
      documentName: treatmentPlanDocumentName(plan.id),
    });
    expect(plan.items.map((item) => [item.kind, item.fields.diagnosisCode, item.text])).toEqual([
      ["problem", "F11.20", "F11.20 Opioid dependence, uncomplicated"],
      ["problem", "F41.1", "F41.1 Generalized anxiety disorder"],
    ]);
    // A plan just started is far from signable, and says where.
    expect(plan.signingGaps).toEqual([
      "Problem 1 has no ASAM dimension or goal.",
      "Problem 2 has no ASAM dimension or goal.",
    ]);

    const lines = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "client:treatment_plan_start"),
          eq(activityLog.subjectId, client.mrNo),
          gte(activityLog.createdAt, since),
        ),
      );
    expect(lines.map((line) => [line.outcome, (line.details as { planId: string }).planId])).toEqual([
      ["success", plan.id],
    ]);
  });

  it("refuses a second plan for the same stay, and a client who is not admitted, changing nothing", async () => {
    const client = await diagnosedClient();
    const plan = await startPlan(client.mrNo);
    const again = await call("supervisor", "POST", `clients/${client.mrNo}/treatment-plannings`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This stay already has a treatment plan (version 1): open it instead");
    expect((await plansOf(client.id)).map((row) => row.id)).toEqual([plan.id]);

    for (const status of ["pending_admission", "discharged"] as const) {
      const outside = await kit.riversideClient({ status });
      const refused = await call("therapist", "POST", `clients/${outside.mrNo}/treatment-plannings`);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json().error.message).toBe(NOT_ADMITTED_MESSAGE);
      expect(await plansOf(outside.id)).toEqual([]);
    }
  });

  it("is for the stay's clinicians: other roles get 403, staff elsewhere and portal clients 404", async () => {
    const client = await diagnosedClient();
    const start = (who: string) => call(who, "POST", `clients/${client.mrNo}/treatment-plannings`);
    expect((await start("admissions")).statusCode).toBe(403);
    expect((await start("bht")).statusCode).toBe(403);
    expect((await start("nurse2")).statusCode).toBe(404);
    expect((await start("client")).statusCode).toBe(404);
    expect(await plansOf(client.id)).toEqual([]);
    // A nurse and a physician of the client's location may start it.
    await startPlan(client.mrNo, "nurse");
    const other = await diagnosedClient();
    await startPlan(other.mrNo, "physician");
  });
});

describe("reading treatment plans", () => {
  it("shows the clinicians the plan and the client's plans; admissions 403, elsewhere and the portal 404", async () => {
    const client = await diagnosedClient();
    const plan = await startPlan(client.mrNo);
    for (const who of ["bht", "nurse", "supervisor", "admin"]) {
      const one = await call(who, "GET", `treatment-plannings/${plan.id}`);
      expect(one.statusCode, who).toBe(200);
      expect((one.json() as { results: TreatmentPlan }).results.items).toHaveLength(2);
      const list = await call(who, "GET", `clients/${client.mrNo}/treatment-plannings`);
      expect((list.json() as { results: TreatmentPlanSummary[] }).results.map((p) => p.id)).toEqual([plan.id]);
    }
    expect((await call("admissions", "GET", `treatment-plannings/${plan.id}`)).statusCode).toBe(403);
    expect((await call("admissions", "GET", `clients/${client.mrNo}/treatment-plannings`)).statusCode).toBe(403);
    for (const who of ["nurse2", "client"]) {
      expect((await call(who, "GET", `treatment-plannings/${plan.id}`)).statusCode, who).toBe(404);
      expect((await call(who, "GET", `clients/${client.mrNo}/treatment-plannings`)).statusCode, who).toBe(404);
    }
    expect((await call("therapist", "GET", `treatment-plannings/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call("therapist", "GET", "treatment-plannings/not-an-id")).statusCode).toBe(400);
  });

  it("shows what colleagues wrote in the plan's document, and a read of it in the activity log", async () => {
    const client = await diagnosedClient();
    const plan = await startPlan(client.mrNo);
    const name = treatmentPlanDocumentName(plan.id);

    // A colleague's copy adds a goal under the first problem and an objective under it, as the editor does.
    const copy = new Y.Doc();
    Y.applyUpdate(copy, (await loadStateAtOnce(db(), name))!);
    const before = Y.encodeStateVector(copy);
    const [problem] = readOutline(copy, { name: TREATMENT_PLAN_OUTLINE });
    const add = (kind: string, parentId: string, text: string, fields = {}) =>
      addOutlineItemWithText(copy, PLAN_OUTLINE_HIERARCHY, { kind, parentId, fields }, planItemRoot, [text], {
        name: TREATMENT_PLAN_OUTLINE,
      });
    const goal = add("goal", problem!.id, "I want to stay sober for my kids.");
    add("objective", goal, "Attend four groups a week", { targetDate: "2027-01-15", status: "open" });
    await appendUpdates(db(), name, [Y.encodeStateAsUpdate(copy, before)]);

    const since = new Date(Date.now() - 1000);
    const read = (await call("nurse", "GET", `treatment-plannings/${plan.id}`)).json() as { results: TreatmentPlan };
    const [first] = read.results.items;
    expect(first!.children.map((g) => [g.kind, g.text])).toEqual([["goal", "I want to stay sober for my kids."]]);
    expect(first!.children[0]!.children.map((o) => [o.text, o.fields.targetDate])).toEqual([
      ["Attend four groups a week", "2027-01-15"],
    ]);
    expect(read.results.signingGaps).toContain("Problem 1 has no ASAM dimension.");
    expect(read.results.signingGaps).toContain("Problem 1, goal 1, objective 1 has no intervention.");

    const lines = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "client:treatment_plans_read"),
          eq(activityLog.actorId, kit.ids("nurse")),
          eq(activityLog.subjectId, client.mrNo),
          gte(activityLog.createdAt, since),
        ),
      );
    expect(lines.map((line) => (line.details as { planIds: string[] }).planIds)).toEqual([[plan.id]]);
  });

  it("lists the plans of the caller's locations, by status, a page at a time", async () => {
    const client = await diagnosedClient();
    const plan = await startPlan(client.mrNo);
    const page = (who: string, query = "&pageSize=100") =>
      call(who, "GET", `treatment-plannings?${query}`).then((r) => r.json() as Page<TreatmentPlanSummary>);
    expect((await page("therapist")).results.map((p) => p.id)).toContain(plan.id);
    expect((await page("therapist", "pageSize=100&status=draft")).results.map((p) => p.id)).toContain(plan.id);
    expect((await page("therapist", "pageSize=100&status=approved")).results.map((p) => p.id)).not.toContain(plan.id);
    expect((await page("nurse2")).results.map((p) => p.id)).not.toContain(plan.id);
    const first = await page("therapist", "pageSize=1");
    expect(first).toMatchObject({ page: 1, pageSize: 1 });
    expect(first.results).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(1);

    const bad = await call("therapist", "GET", "treatment-plannings?status=finished");
    expect(bad.statusCode).toBe(400);
    expect((await call("admissions", "GET", "treatment-plannings")).statusCode).toBe(403);
    expect((await call("client", "GET", "treatment-plannings")).statusCode).toBe(403);
  });
});

describe("the plan's collaborative document", () => {
  it("is written by the plan's clinicians, read by the chart's other clinical readers, unknown to everyone else", async () => {
    const client = await diagnosedClient();
    const plan = await startPlan(client.mrNo);
    const accessOf = async (who: string) => {
      const response = await call(who, "GET", `/api/collab/documents/${plan.documentName}/access`);
      return response.statusCode === 200
        ? (response.json() as { results: { access: string } }).results.access
        : response.statusCode;
    };
    for (const who of ["therapist", "nurse", "physician", "supervisor", "admin"])
      expect(await accessOf(who), who).toBe("edit");
    expect(await accessOf("bht")).toBe("read");
    expect(await accessOf("nurse2")).toBe(404);
    expect(await accessOf("admissions")).toBe(404);

    // Once the plan is no longer a draft (signed, awaiting approval), its writers read it only.
    await db().update(treatmentPlans).set({ status: "awaiting_approval" }).where(eq(treatmentPlans.id, plan.id));
    expect(await accessOf("therapist")).toBe("read");
  });
});
