import type { ApiDomain } from "../domain";
import { activityLogRoutes } from "./routes";

export const activityLogDomain: ApiDomain = {
  name: "activityLog",
  routes: activityLogRoutes,
};
