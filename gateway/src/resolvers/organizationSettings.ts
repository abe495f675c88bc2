import type { OrganizationSettingsUpdate } from "@hearth/schema";
import type { MutationResolvers, QueryResolvers } from "../__generated__/resolvers-types";

export const organizationSettingsQuery: Pick<QueryResolvers, "organizationSettings"> = {
  organizationSettings: (_parent, _args, { rest }) => rest.organizationSettings.get(),
};

export const organizationSettingsMutation: Pick<MutationResolvers, "updateOrganizationSettings"> = {
  // Passed as given: a field left out stays as it is, and the API refuses a null or out-of-range one, naming it.
  updateOrganizationSettings: (_parent, { input }, { rest }) =>
    rest.organizationSettings.update(input as OrganizationSettingsUpdate),
};
