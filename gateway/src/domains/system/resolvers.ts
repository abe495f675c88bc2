import type { DomainResolvers } from "../domain";

export const systemResolvers: DomainResolvers = {
  Query: {
    version: (_parent, _args, { api }) => api.system.version(),
  },
};
