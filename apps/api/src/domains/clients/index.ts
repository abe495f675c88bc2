import type { ApiDomain } from "../domain";
import { clientSubject } from "./subject";
import { clientRoutes } from "./routes";

export const clientsDomain: ApiDomain = {
  name: "clients",
  routes: clientRoutes,
  subjects: [clientSubject],
};
