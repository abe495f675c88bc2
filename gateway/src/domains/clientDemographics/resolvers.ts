import { nullIfNotFound, restInput } from "../../kernel/restMapping";
import type { DomainResolvers } from "../domain";

/**
 * Intake and a client's versioned demographics. A refused intake or save keeps the API's 409 `details`
 * in `extensions.details` (the matching clients, or the version saved meanwhile), for the form to show.
 */
export const clientDemographicsResolvers: DomainResolvers = {
  Query: {
    clientDemographics: (_parent, { mrNo }, { api }) => api.clientDemographics.versions(mrNo),
    latestClientDemographic: (_parent, { mrNo }, { api }) => nullIfNotFound(api.clientDemographics.latest(mrNo)),
    clientDuplicates: (_parent, args, { api }) => api.clientDemographics.duplicates(args),
  },

  Mutation: {
    createClient: (_parent, { input }, { api }) => api.clientDemographics.create(restInput(input)),
    updateClientDemographics: (_parent, { mrNo, input, expectedVersion }, { api }) =>
      api.clientDemographics.update(mrNo, {
        ...restInput(input),
        ...(expectedVersion != null ? { expectedVersion } : {}),
      }),
  },
};
