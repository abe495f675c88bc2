import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const NotificationsPage = lazy(() => import("./NotificationsPage"));

export const notificationsRoutes: FeatureRoutes = {
  pages: [{ path: "/notifications", area: "notifications", Page: NotificationsPage }],
};
