import type { ApiDomain } from "../domain";
import { systemRoutes } from "./routes";

export const systemDomain: ApiDomain = {
  name: "system",
  routes: systemRoutes,
};
