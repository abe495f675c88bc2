import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const OrganizationSettingsPage = lazy(() => import("./OrganizationSettingsPage"));

export const organizationSettingsRoutes: FeatureRoutes = {
  pages: [{ path: "/settings", area: "settings", Page: OrganizationSettingsPage }],
};
