import { toPage } from "../../kernel/pageInfo";
import type { DomainResolvers } from "../domain";

export const activityLogResolvers: DomainResolvers = {
  Query: {
    activityLog: async (_parent, { filter }, { api }) =>
      toPage(
        await api.activityLog.list({
          dateFrom: filter?.dateFrom,
          dateTo: filter?.dateTo,
          actorId: filter?.actorId,
          clientMrNo: filter?.clientMrNo,
          outcome: filter?.outcome,
          page: filter?.page,
          pageSize: filter?.pageSize,
        }),
      ),
  },

  ActivityLogEntry: {
    id: (entry) => String(entry.id),
    details: (entry) => JSON.stringify(entry.details),
  },
};
