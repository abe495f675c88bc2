import type { ApiDomain } from "../domain";
import { portalInviteRoutes } from "./routes";

export const portalInvitesDomain: ApiDomain = {
  name: "portalInvites",
  routes: portalInviteRoutes,
};
