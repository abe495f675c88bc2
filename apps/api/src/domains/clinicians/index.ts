import type { ApiDomain } from "../domain";
import { clinicianRoutes } from "./routes";

export const cliniciansDomain: ApiDomain = {
  name: "clinicians",
  routes: clinicianRoutes,
};
