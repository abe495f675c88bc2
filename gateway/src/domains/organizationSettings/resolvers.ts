import type { OrganizationSettingsUpdate } from "@hearth/schema";
import type { DomainResolvers } from "../domain";

/** The caller's organization's settings. */
export const organizationSettingsResolvers: DomainResolvers = {
  Query: {
    organizationSettings: (_parent, _args, { api }) => api.organizationSettings.get(),
  },

  Mutation: {
    // Passed as given: a field left out stays as it is, and the API refuses a null or out-of-range one, naming it.
    updateOrganizationSettings: (_parent, { input }, { api }) =>
      api.organizationSettings.update(input as OrganizationSettingsUpdate),
  },
};
