import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const ActivityLogPage = lazy(() => import("./ActivityLogPage"));

export const activityLogRoutes: FeatureRoutes = {
  pages: [{ path: "/activity-log", area: "activityLog", Page: ActivityLogPage }],
};
