/**
 * The matrix's clients for the episode-of-care fields: each change gets a client of Riverside in the
 * status it needs (with the episode that status implies), so that the first served caller succeeds
 * and the next ones find the change made (CONFLICT) or make it again.
 */
import { SERVER_TIME_ZONE } from "@hearth/schema";
import { buildClient } from "@hearth/testing";
import type { Fixtures } from "./fixtures";
import type { Sample } from "./operations";

/** Fixture ids (MR numbers) by name, merged into `Fixtures.ids`. */
export async function makeEpisodeFixtures(
  db: Parameters<typeof buildClient>[0],
  org: { organizationId: string; riverside: string },
): Promise<Record<string, string>> {
  const at = { organizationId: org.organizationId, locationId: org.riverside };
  const pending = await buildClient(db, { ...at, status: "pending_admission" });
  const discharged = await buildClient(db, { ...at, status: "discharged" });
  const toDischarge = await buildClient(db, at);
  const toTransfer = await buildClient(db, at);
  const admitted = await buildClient(db, at);
  return {
    pendingMrNo: pending.mrNo,
    dischargedMrNo: discharged.mrNo,
    toDischargeMrNo: toDischarge.mrNo,
    toTransferMrNo: toTransfer.mrNo,
    admittedMrNo: admitted.mrNo,
  };
}

/** The facility's calendar day (YYYY-MM-DD): dates of care are up to today and after the factory's 11-01-2026 admission. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: SERVER_TIME_ZONE }).format(new Date());
const admission = (f: Fixtures) => ({ locationId: f.riverside, admissionDate: today(), levelOfCare: "3.5" });

export const EPISODE_SAMPLES: Record<string, Sample> = {
  admitClient: (f) => ({ mrNo: f.ids["pendingMrNo"], input: admission(f) }),
  readmitClient: (f) => ({ mrNo: f.ids["dischargedMrNo"], input: admission(f) }),
  dischargeClient: (f) => ({
    mrNo: f.ids["toDischargeMrNo"],
    input: { dischargeDate: today(), dischargeType: "planned", reason: "Completed the program" },
  }),
  transferClient: (f) => ({
    mrNo: f.ids["toTransferMrNo"],
    input: { locationId: f.hillcrest, effectiveDate: today(), reason: "Closer to family" },
  }),
  changeClientLevelOfCare: (f) => ({
    mrNo: f.ids["admittedMrNo"],
    input: { levelOfCare: "3.1", effectiveDate: today(), reason: "Stepping down" },
  }),
  referClient: (f) => ({
    mrNo: f.ids["admittedMrNo"],
    input: { referredTo: "Harbor IOP", reason: "Step-down care", referralDate: today() },
  }),
  setClientPrimaryTherapist: (f) => ({ mrNo: f.ids["admittedMrNo"], clinicianId: f.ids["therapistId"] }),
  setClientAnticipatedDischargeDate: (f) => ({ mrNo: f.ids["admittedMrNo"], date: "2027-01-15" }),
};
