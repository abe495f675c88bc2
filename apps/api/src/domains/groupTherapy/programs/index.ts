import type { ApiDomain } from "../../domain";
import { programRoutes } from "./routes";

export const programsDomain: ApiDomain = {
  name: "programs",
  routes: programRoutes,
};
