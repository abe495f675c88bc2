import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const ClientListPage = lazy(() => import("./ClientListPage"));
const ClientChartPage = lazy(() => import("./ClientChartPage"));
const ClientGroupNotePage = lazy(() => import("./ClientGroupNotePage"));

export const clientsRoutes: FeatureRoutes = {
  pages: [
    { path: "/clients", area: "clients", Page: ClientListPage },
    { path: "/clients/:mrNo", area: "clients", Page: ClientChartPage },
    { path: "/clients/:mrNo/group-notes/:noteId", area: "groupNotes", Page: ClientGroupNotePage },
  ],
};
