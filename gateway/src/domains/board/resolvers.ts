import type { DomainResolvers } from "../domain";

/** A location's live board: its latest lines, and older ones page by page. */
export const boardResolvers: DomainResolvers = {
  Query: {
    locationBoard: (_parent, { locationId, before, limit }, { api }) => api.board.read(locationId, { before, limit }),
  },
};
