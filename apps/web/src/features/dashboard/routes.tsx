import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const DashboardPage = lazy(() => import("./DashboardPage"));

export const dashboardRoutes: FeatureRoutes = {
  pages: [{ path: "/dashboard", area: "dashboard", Page: DashboardPage }],
};
