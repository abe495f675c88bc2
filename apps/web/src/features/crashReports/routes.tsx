import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const CrashReportsPage = lazy(() => import("./CrashReportsPage"));

export const crashReportsRoutes: FeatureRoutes = {
  pages: [{ path: "/crash-reports", area: "crashReports", Page: CrashReportsPage }],
};
