import { toPage } from "../../kernel/pageInfo";
import type { DomainResolvers } from "../domain";

/** A handoff board's shift history; the API decides who may read it. */
export const handoffResolvers: DomainResolvers = {
  Query: {
    handoffHistory: async (_parent, { locationId, page, pageSize }, { api }) => {
      const history = await api.handoff.history(locationId, { page, pageSize });
      return { ...history, shifts: toPage(history.shifts) };
    },
    handoffShift: (_parent, { locationId, shiftId }, { api }) => api.handoff.shift(locationId, shiftId),
    handoffShiftPrint: (_parent, { locationId, shiftId }, { api }) => api.handoff.print(locationId, shiftId),
  },
};
