import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const ClinicianListPage = lazy(() => import("./ClinicianListPage"));

export const cliniciansRoutes: FeatureRoutes = {
  pages: [{ path: "/clinicians", area: "clinicians", Page: ClinicianListPage }],
};
