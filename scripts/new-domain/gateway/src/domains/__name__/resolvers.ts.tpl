import type { DomainResolvers } from "../domain";

/** __Label__: the items of the caller's locations, and adding one. */
export const __name__Resolvers: DomainResolvers = {
  Query: {
    __name__Items: (_parent, { locationId }, { api }) => api.__name__.list({ locationId }),
  },

  Mutation: {
    create__Name__Item: (_parent, { input }, { api }) => api.__name__.create(input.locationId, { name: input.name }),
  },
};
