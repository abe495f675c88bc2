import { toPage } from "../../kernel/pageInfo";
import { nullIfNotFound } from "../../kernel/restMapping";
import type { DomainResolvers } from "../domain";

/** Client summaries (the EMR list, pickers, the chart header) and their group history. */
export const clientsResolvers: DomainResolvers = {
  Query: {
    clients: async (_parent, { filter }, { api }) => {
      const { locationId, locationIds, ...rest } = filter ?? {};
      // One location or several: the API takes them as one list.
      const locations = [...(locationId ? [locationId] : []), ...(locationIds ?? [])];
      return toPage(await api.clients.list({ ...rest, locationId: locations }));
    },
    client: (_parent, { mrNo }, { api }) => nullIfNotFound(api.clients.chartRead(mrNo, "summary")),
    clientGroupNotes: async (_parent, { mrNo, page, pageSize }, { api }) =>
      toPage(await api.clients.groupNotes(mrNo, { page, pageSize })),
    clientGroupSchedule: (_parent, { mrNo }, { api }) => api.clients.groupSchedule(mrNo),
  },
};
