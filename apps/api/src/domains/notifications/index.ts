import type { ApiDomain } from "../domain";
import { notificationRoutes } from "./routes";

export const notificationsDomain: ApiDomain = {
  name: "notifications",
  routes: notificationRoutes,
};
