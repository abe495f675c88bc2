import type { QueryResolvers } from "../__generated__/resolvers-types";
import { toPage } from "./pageInfo";
import { nullIfNotFound } from "./restMapping";

/** Client summaries and their group history, for pickers and the chart. */
export const clientQuery: QueryResolvers = {
  clients: async (_parent, { filter }, { rest }) => toPage(await rest.clients.list({ ...filter })),

  client: (_parent, { mrNo }, { rest }) => nullIfNotFound(rest.clients.get(mrNo)),

  clientGroupNotes: async (_parent, { mrNo, page, pageSize }, { rest }) =>
    toPage(await rest.clients.groupNotes(mrNo, { page, pageSize })),

  clientGroupSchedule: (_parent, { mrNo }, { rest }) => rest.clients.groupSchedule(mrNo),
};
