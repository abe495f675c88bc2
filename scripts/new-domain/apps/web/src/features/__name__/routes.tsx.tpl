import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const __Name__Page = lazy(() => import("./__Name__Page"));

export const __name__Routes: FeatureRoutes = {
  pages: [{ path: "/__name_kebab__", area: "__name__", Page: __Name__Page }],
};
