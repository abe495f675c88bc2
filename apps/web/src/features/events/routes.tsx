import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const EventsPage = lazy(() => import("./EventsPage"));

export const eventsRoutes: FeatureRoutes = {
  pages: [{ path: "/events", area: "events", Page: EventsPage }],
};
