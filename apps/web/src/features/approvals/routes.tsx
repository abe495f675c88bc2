import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const ApprovalsPage = lazy(() => import("./ApprovalsPage"));

export const approvalsRoutes: FeatureRoutes = {
  pages: [{ path: "/approvals", area: "approvals", Page: ApprovalsPage }],
};
