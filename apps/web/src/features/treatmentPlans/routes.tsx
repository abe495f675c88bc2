import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const TreatmentPlansPage = lazy(() => import("./TreatmentPlansPage"));
const TreatmentPlanPage = lazy(() => import("./TreatmentPlanPage"));

export const treatmentPlansRoutes: FeatureRoutes = {
  pages: [
    { path: "/treatment-plans", area: "treatmentPlans", Page: TreatmentPlansPage },
    { path: "/treatment-plans/:planId", area: "treatmentPlans", Page: TreatmentPlanPage },
  ],
};
