import type { TreatmentPlan, TreatmentPlanItem, TreatmentPlanSummary } from "@hearth/schema";
import { toPage } from "../../kernel/pageInfo";
import { restInput } from "../../kernel/restMapping";
import type { DomainResolvers } from "../domain";

/** A summary as a plan whose outline is not read: lists show no items. */
const asPlan = (summary: TreatmentPlanSummary): TreatmentPlan => ({ ...summary, items: [], signingGaps: [] });
/** An item's field of the type the schema gives it; anything else (a field of another kind) is null. */
const textField = (item: TreatmentPlanItem, name: string): string | null => {
  const value = item.fields[name];
  return typeof value === "string" ? value : null;
};
const intField = (item: TreatmentPlanItem, name: string): number | null => {
  const value = item.fields[name];
  return typeof value === "number" && Number.isInteger(value) ? value : null;
};

/** Treatment plans: the caller's locations' plans, one plan, a client's plans, and starting one. */
export const treatmentPlansResolvers: DomainResolvers = {
  Query: {
    treatmentPlans: async (_parent, args, { api }) => {
      const page = await api.treatmentPlans.list(args);
      return toPage({ ...page, results: page.results.map(asPlan) });
    },
    treatmentPlan: (_parent, { id }, { api }) => api.treatmentPlans.get(id),
    clientTreatmentPlans: async (_parent, { mrNo }, { api }) => (await api.treatmentPlans.ofClient(mrNo)).map(asPlan),
  },

  Mutation: {
    startTreatmentPlan: (_parent, { mrNo }, { api }) => api.treatmentPlans.start(mrNo),
    approveTreatmentPlan: (_parent, { id, signature }, { api }) => api.treatmentPlans.approve(id, restInput(signature)),
    returnTreatmentPlan: (_parent, { id, reason }, { api }) => api.treatmentPlans.giveBack(id, reason),
    signTreatmentPlan: (_parent, { id, signature, seenStateVector }, { api }) =>
      api.treatmentPlans.sign(id, { ...restInput(signature), ...(seenStateVector ? { seenStateVector } : {}) }),
  },

  TreatmentPlanItem: {
    diagnosisCode: (item) => textField(item, "diagnosisCode"),
    asamDimension: (item) => intField(item, "asamDimension"),
    targetDate: (item) => textField(item, "targetDate"),
    status: (item) => textField(item, "status"),
    frequency: (item) => textField(item, "frequency"),
    responsibleId: (item) => textField(item, "responsibleId"),
  },
};
