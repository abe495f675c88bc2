import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const HandoffBoardPage = lazy(() => import("./HandoffBoardPage"));
const HandoffHistoryPage = lazy(() => import("./history/HandoffHistoryPage"));
const HandoffShiftPage = lazy(() => import("./history/HandoffShiftPage"));
const HandoffShiftPrintPage = lazy(() => import("./history/HandoffShiftPrintPage"));

export const handoffRoutes: FeatureRoutes = {
  pages: [
    { path: "/handoff", area: "handoff", Page: HandoffBoardPage },
    { path: "/handoff/:locationId", area: "handoff", Page: HandoffBoardPage },
    { path: "/handoff/:locationId/history", area: "handoff", Page: HandoffHistoryPage },
    { path: "/handoff/:locationId/history/:shiftId", area: "handoff", Page: HandoffShiftPage },
  ],
  printPages: [{ path: "/handoff_print/:locationId/:shiftId", area: "handoff", Page: HandoffShiftPrintPage }],
};
