import type { GatewayDomain } from "../domain";
import { OrganizationSettingsApi } from "./api";
import { organizationSettingsResolvers } from "./resolvers";

export const organizationSettingsDomain: GatewayDomain<"organizationSettings", OrganizationSettingsApi> = {
  name: "organizationSettings",
  api: (rest) => new OrganizationSettingsApi(rest),
  resolvers: organizationSettingsResolvers,
  mappers: { OrganizationSettings: "@hearth/schema#OrganizationSettingsResponse" },
};
