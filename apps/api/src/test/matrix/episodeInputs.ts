/**
 * The matrix's objects and inputs for a client's episodes of care: each change that moves a client
 * from one status to another (or to another location) gets a client of its own at Riverside in the
 * status it needs, so that the walk's client stays active at Riverside for every other route (and one
 * active client whose stay has no treatment plan, to start one).
 */
import { eq } from "drizzle-orm";
import type { WalkFixtures } from "@hearth/testing";
import { buildClient, completeTreatmentPlan } from "@hearth/testing";
import { clients } from "../../db/schema";
import { DEMO_PASSWORD } from "../../db/seedData";
import { addDays, todayInZone } from "../../kernel/time";
import type { Input, Key } from "./inputs";

export interface EpisodeFixtures {
  /** MR numbers: pending admission, discharged, and two active clients (one to discharge, one to transfer). */
  pending: string;
  discharged: string;
  toDischarge: string;
  toTransfer: string;
  /** An active client whose stay has no treatment plan yet. */
  toPlan: string;
  /** Complete treatment plans: a draft ready to sign, and two signed ones awaiting approval. */
  signablePlanId: string;
  approvablePlanId: string;
  returnablePlanId: string;
}

export async function buildEpisodeFixtures(walk: WalkFixtures): Promise<EpisodeFixtures> {
  const db = walk.t.api.deps.db;
  const at = { organizationId: walk.org.organizationId, locationId: walk.org.riverside };
  const [pending, discharged, toDischarge, toTransfer, toPlan] = await Promise.all([
    buildClient(db, { ...at, status: "pending_admission" }),
    buildClient(db, { ...at, status: "discharged" }),
    buildClient(db, at),
    buildClient(db, at),
    buildClient(db, at),
  ]);
  // Plans the therapist started for clients of their own and wrote complete: one to sign, two signed
  // (one to approve, one to return).
  const { token } = await walk.t.loginAs("therapist");
  const completePlan = async () => {
    const client = await buildClient(db, at);
    const started = await walk.t.request({
      method: "POST",
      url: `/api/auth/clients/${client.mrNo}/treatment-plannings`,
      token,
    });
    const planId = (started.json() as { results: { id: string } }).results.id;
    await completeTreatmentPlan(db, planId, { responsibleId: client.id });
    return planId;
  };
  const signed = async () => {
    const planId = await completePlan();
    const url = `/api/auth/treatment-plannings/${planId}/sign`;
    const response = await walk.t.request({ method: "POST", url, token, payload: { password: DEMO_PASSWORD } });
    if (response.statusCode !== 200) throw new Error(`signing a plan: ${response.statusCode} ${response.body}`);
    return planId;
  };
  const [signablePlanId, approvablePlanId, returnablePlanId] = [await completePlan(), await signed(), await signed()];
  return {
    signablePlanId,
    approvablePlanId,
    returnablePlanId,
    pending: pending.mrNo,
    discharged: discharged.mrNo,
    toDischarge: toDischarge.mrNo,
    toTransfer: toTransfer.mrNo,
    toPlan: toPlan.mrNo,
  };
}

/** Whose chart each status change names. */
export function episodeRouteParams(e: EpisodeFixtures): Partial<Record<Key, Record<string, string>>> {
  return {
    "POST /api/auth/clients/:mrNo/admit": { "clients/:mrNo": e.pending },
    "POST /api/auth/clients/:mrNo/readmit": { "clients/:mrNo": e.discharged },
    "POST /api/auth/clients/:mrNo/discharge": { "clients/:mrNo": e.toDischarge },
    "POST /api/auth/clients/:mrNo/location": { "clients/:mrNo": e.toTransfer },
    // The walk's client has a plan already (a read of it is walked); the next served caller is told so (409).
    "POST /api/auth/clients/:mrNo/treatment-plannings": { "clients/:mrNo": e.toPlan },
    "POST /api/auth/treatment-plannings/:planId/sign": { "treatment-plannings/:planId": e.signablePlanId },
    "POST /api/auth/treatment-plannings/:planId/approve": { "treatment-plannings/:planId": e.approvablePlanId },
    "POST /api/auth/treatment-plannings/:planId/return": { "treatment-plannings/:planId": e.returnablePlanId },
  };
}

/**
 * Bodies that pass the checks generation cannot know: dates of care up to today and after the admission,
 * a location of the organization, the demo therapist (who works at Riverside). Once the first served
 * caller admitted, discharged or moved the client, the next ones are told so (409).
 */
export function episodeSampleInputs(
  walk: WalkFixtures,
  therapistId: string,
): Partial<Record<Key, () => Input | Promise<Input>>> {
  const db = walk.t.api.deps.db;
  const today = todayInZone();
  const admission = { body: { locationId: walk.org.riverside, admissionDate: today, levelOfCare: "3.5" } };
  return {
    "POST /api/auth/clients/:mrNo/admit": () => admission,
    "POST /api/auth/clients/:mrNo/readmit": () => admission,
    "POST /api/auth/clients/:mrNo/discharge": () => ({
      body: { dischargeDate: today, dischargeType: "planned", reason: "Completed the program" },
    }),
    "POST /api/auth/clients/:mrNo/location": () => ({
      body: { locationId: walk.org.hillcrest, effectiveDate: today, reason: "Closer to family" },
    }),
    // A level the walk's client is not at yet, whatever the seed gave them.
    "POST /api/auth/clients/:mrNo/level-of-care": async () => {
      const [c] = await db.select().from(clients).where(eq(clients.mrNo, walk.params["clients/:mrNo"]!));
      return {
        body: { levelOfCare: c!.levelOfCare === "3.1" ? "2.5" : "3.1", effectiveDate: today, reason: "Stepping down" },
      };
    },
    "POST /api/auth/clients/:mrNo/refer": () => ({
      body: { referredTo: "Harbor IOP", reason: "Step-down care", referralDate: today },
    }),
    "PUT /api/auth/clients/:mrNo/primary-therapist": () => ({ body: { clinicianId: therapistId } }),
    "PUT /api/auth/clients/:mrNo/anticipated-discharge-date": () => ({ body: { date: addDays(today, 30) } }),
  };
}
