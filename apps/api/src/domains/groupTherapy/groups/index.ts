import type { ApiDomain } from "../../domain";
import { groupRoutes } from "./routes";

export const groupsDomain: ApiDomain = {
  name: "groups",
  routes: groupRoutes,
};
