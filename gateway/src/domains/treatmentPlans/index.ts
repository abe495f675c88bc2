import type { GatewayDomain } from "../domain";
import { TreatmentPlansApi } from "./api";
import { treatmentPlansResolvers } from "./resolvers";

export const treatmentPlansDomain: GatewayDomain<"treatmentPlans", TreatmentPlansApi> = {
  name: "treatmentPlans",
  api: (rest) => new TreatmentPlansApi(rest),
  resolvers: treatmentPlansResolvers,
  mappers: {
    TreatmentPlan: "@hearth/schema#TreatmentPlan",
    TreatmentPlanItem: "@hearth/schema#TreatmentPlanItem",
  },
};
