import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const LiveBoardPage = lazy(() => import("./LiveBoardPage"));

export const boardRoutes: FeatureRoutes = {
  pages: [
    { path: "/board", area: "board", Page: LiveBoardPage },
    { path: "/board/:locationId", area: "board", Page: LiveBoardPage },
  ],
};
