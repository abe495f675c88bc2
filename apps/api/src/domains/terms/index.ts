import type { ApiDomain } from "../domain";
import { termsRoutes } from "./routes";

export const termsDomain: ApiDomain = {
  name: "terms",
  routes: termsRoutes,
};
