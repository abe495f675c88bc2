import type { ApiDomain } from "../domain";
import { treatmentPlanDocumentKind } from "./documentAccess";
import { treatmentPlansRoutes } from "./routes";

export const treatmentPlansDomain: ApiDomain = {
  name: "treatmentPlans",
  routes: treatmentPlansRoutes,
  documentKinds: [treatmentPlanDocumentKind],
};
