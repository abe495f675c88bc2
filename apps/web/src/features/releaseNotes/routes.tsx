import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const ReleaseNotesPage = lazy(() => import("./ReleaseNotesPage"));

export const releaseNotesRoutes: FeatureRoutes = {
  pages: [{ path: "/release-notes", Page: ReleaseNotesPage }],
};
