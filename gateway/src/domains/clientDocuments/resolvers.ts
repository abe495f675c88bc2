import type { DomainResolvers } from "../domain";

/** A client's documents: the list and deleting one (files go up and down over REST). */
export const clientDocumentsResolvers: DomainResolvers = {
  Query: {
    clientDocuments: (_parent, { mrNo, category, includeDeleted }, { api }) =>
      api.clientDocuments.list(mrNo, { category, includeDeleted }),
  },
  Mutation: {
    deleteClientDocument: (_parent, { mrNo, documentId, reason }, { api }) =>
      api.clientDocuments.delete(mrNo, documentId, reason),
  },
};
