import type { ApiDomain } from "../domain";
import { preferencesRoutes } from "./routes";

export const preferencesDomain: ApiDomain = {
  name: "preferences",
  routes: preferencesRoutes,
};
