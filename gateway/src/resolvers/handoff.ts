import type { QueryResolvers } from "../__generated__/resolvers-types";
import { toPage } from "./pageInfo";

/** A handoff board's shift history; the API decides who may read it. */
export const handoffQuery: Pick<QueryResolvers, "handoffHistory" | "handoffShift" | "handoffShiftPrint"> = {
  handoffHistory: async (_parent, { locationId, page, pageSize }, { rest }) => {
    const history = await rest.handoff.history(locationId, { page, pageSize });
    return { ...history, shifts: toPage(history.shifts) };
  },
  handoffShift: (_parent, { locationId, shiftId }, { rest }) => rest.handoff.shift(locationId, shiftId),
  handoffShiftPrint: (_parent, { locationId, shiftId }, { rest }) => rest.handoff.print(locationId, shiftId),
};
