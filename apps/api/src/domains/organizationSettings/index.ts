import type { ApiDomain } from "../domain";
import { organizationSettingsRoutes } from "./routes";

export const organizationSettingsDomain: ApiDomain = {
  name: "organizationSettings",
  routes: organizationSettingsRoutes,
};
