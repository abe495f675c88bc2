import type { ApiDomain } from "../domain";
import { eventRoutes } from "./routes";

export const eventsDomain: ApiDomain = {
  name: "events",
  routes: eventRoutes,
};
