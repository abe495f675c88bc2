import { toPage } from "../../kernel/pageInfo";
import { nullIfNotFound } from "../../kernel/restMapping";
import type { DomainResolvers } from "../domain";

/** Client summaries and their group history, for pickers and the chart. */
export const clientsResolvers: DomainResolvers = {
  Query: {
    clients: async (_parent, { filter }, { api }) => toPage(await api.clients.list({ ...filter })),
    client: (_parent, { mrNo }, { api }) => nullIfNotFound(api.clients.get(mrNo)),
    clientGroupNotes: async (_parent, { mrNo, page, pageSize }, { api }) =>
      toPage(await api.clients.groupNotes(mrNo, { page, pageSize })),
    clientGroupSchedule: (_parent, { mrNo }, { api }) => api.clients.groupSchedule(mrNo),
  },
};
