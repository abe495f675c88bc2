import type { DomainResolvers } from "../domain";

/** The organization's labels and a client's labels. */
export const clientLabelsResolvers: DomainResolvers = {
  Query: {
    labels: (_parent, { includeArchived }, { api }) => api.clientLabels.list(includeArchived ?? false),
  },
  Mutation: {
    createLabel: (_parent, { input }, { api }) => api.clientLabels.create(input),
    // Passed as given: a field left out stays as it is; the API refuses a null one, naming it.
    updateLabel: (_parent, { id, input }, { api }) =>
      api.clientLabels.update(id, {
        ...(input.name == null ? {} : { name: input.name }),
        ...(input.color == null ? {} : { color: input.color }),
        ...(input.archived == null ? {} : { archived: input.archived }),
      }),
    setClientLabels: (_parent, { mrNo, labelIds }, { api }) => api.clientLabels.setForClient(mrNo, labelIds),
  },
};
