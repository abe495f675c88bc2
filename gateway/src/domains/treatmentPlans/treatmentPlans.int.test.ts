import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient, buildClientDiagnosis, demoOrganization } from "@hearth/testing";
import { demo, startComposed } from "../../../test/composed";
import type { Composed, GraphQLResponse } from "../../../test/composed";

let h: Composed;
let riverside: string;
let organizationId: string;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  h = await startComposed();
  ({ riverside, organizationId } = await demoOrganization(h.api.api.deps.db));
  for (const who of ["therapist", "nurse2", "admissions", "client"]) cookies[who] = await h.loginCookie(demo(who));
});
afterAll(async () => {
  await h?.close();
});

const START = `mutation ($mrNo: String!) {
  startTreatmentPlan(mrNo: $mrNo) { id version status levelOfCare client { mrNo } signingGaps
    items { kind diagnosisCode asamDimension text children { id } } }
}`;
const PLAN = "query ($id: ID!) { treatmentPlan(id: $id) { id items { kind diagnosisCode text } } }";
const CLIENT_PLANS = "query ($mrNo: String!) { clientTreatmentPlans(mrNo: $mrNo) { id version items { id } } }";
const PLANS = `query ($status: TreatmentPlanStatus) { treatmentPlans(status: $status, pageSize: 100) {
  results { id client { mrNo } } pageInfo { total page pageSize } } }`;
const codeOf = (response: GraphQLResponse) => response.body.errors?.[0]?.extensions?.code;

async function diagnosedClient() {
  const client = await buildClient(h.api.api.deps.db, { organizationId, locationId: riverside });
  const me = await h.graphql<{ me: { id: string } }>("{ me { id } }", {}, { cookie: cookies.therapist! });
  await buildClientDiagnosis(h.api.api.deps.db, client, me.body.data!.me.id, { rank: "primary" });
  return client;
}

describe("treatment plans through GraphQL", () => {
  it("starts a client's plan from their diagnoses and shows it, alone and in the lists", async () => {
    const client = await diagnosedClient();
    type Started = { startTreatmentPlan: { id: string; items: { diagnosisCode: string; text: string }[] } };
    const started = await h.graphql<Started>(START, { mrNo: client.mrNo }, { cookie: cookies.therapist! });
    expect(started.body.errors).toBeUndefined();
    expect(started.body.data?.startTreatmentPlan).toMatchObject({
      version: 1,
      status: "draft",
      levelOfCare: "3.5",
      client: { mrNo: client.mrNo },
      signingGaps: ["Problem 1 has no ASAM dimension or goal."],
      items: [
        {
          kind: "problem",
          diagnosisCode: "F11.20",
          asamDimension: null,
          text: "F11.20 Opioid dependence, uncomplicated",
          children: [],
        },
      ],
    });
    const id = started.body.data!.startTreatmentPlan.id;

    const one = await h.graphql(PLAN, { id }, { cookie: cookies.therapist! });
    expect(one.body.data).toEqual({
      treatmentPlan: { id, items: [{ kind: "problem", diagnosisCode: "F11.20", text: expect.any(String) }] },
    });
    // Lists carry no outline: a plan is opened to read it.
    const ofClient = await h.graphql(CLIENT_PLANS, { mrNo: client.mrNo }, { cookie: cookies.therapist! });
    expect(ofClient.body.data).toEqual({ clientTreatmentPlans: [{ id, version: 1, items: [] }] });
    type Listed = { treatmentPlans: { results: { id: string }[]; pageInfo: { page: number } } };
    const listed = await h.graphql<Listed>(PLANS, { status: "draft" }, { cookie: cookies.therapist! });
    expect(listed.body.data?.treatmentPlans.results.map((p) => p.id)).toContain(id);
    expect(listed.body.data?.treatmentPlans.pageInfo.page).toBe(1);
  });

  it("answers with the API's refusals: CONFLICT, NOT_FOUND elsewhere, FORBIDDEN by role", async () => {
    const client = await diagnosedClient();
    expect(codeOf(await h.graphql(START, { mrNo: client.mrNo }, { cookie: cookies.nurse2! }))).toBe("NOT_FOUND");
    expect(codeOf(await h.graphql(START, { mrNo: client.mrNo }, { cookie: cookies.admissions! }))).toBe("FORBIDDEN");
    expect(codeOf(await h.graphql(START, { mrNo: client.mrNo }, { cookie: cookies.client! }))).toBe("NOT_FOUND");
    await h.graphql(START, { mrNo: client.mrNo }, { cookie: cookies.therapist! });
    const again = await h.graphql(START, { mrNo: client.mrNo }, { cookie: cookies.therapist! });
    expect(codeOf(again)).toBe("CONFLICT");
    expect(again.body.errors?.[0]?.message).toBe("This stay already has a treatment plan (version 1): open it instead");
    expect(codeOf(await h.graphql(PLANS, {}, { cookie: cookies.admissions! }))).toBe("FORBIDDEN");
    expect(codeOf(await h.graphql(PLAN, { id: crypto.randomUUID() }, { cookie: cookies.therapist! }))).toBe(
      "NOT_FOUND",
    );
  });
});
