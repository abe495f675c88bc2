import type { ApiDomain } from "../domain";
import { messagingRoutes } from "./routes";

export const messagingDomain: ApiDomain = {
  name: "messaging",
  routes: messagingRoutes,
};
