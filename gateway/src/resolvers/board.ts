import { mayWatchBoard, principalOf } from "@hearth/schema";
import type { QueryResolvers, SubscriptionResolvers } from "../__generated__/resolvers-types";
import type { BoardHub } from "../pubsub/boardHub";
import { ApiError } from "../rest/errors";

export const boardQuery: Pick<QueryResolvers, "locationBoard"> = {
  locationBoard: (_parent, { locationId, before, limit }, { rest }) => rest.board.read(locationId, { before, limit }),
};

/** Absent hub: schemas built for tests that never subscribe to the board. */
export function boardSubscription(boardHub: BoardHub | undefined): Pick<SubscriptionResolvers, "boardEntryAdded"> {
  return {
    boardEntryAdded: {
      // The hub matches the location; each line is fetched with the socket's own credentials, so
      // the API checks per line that the viewer still works there.
      subscribe: (_parent, { locationId }, { viewer, rest }) => {
        if (!viewer) throw new ApiError("Sign in to watch the live board.", 401, { code: "UNAUTHENTICATED" });
        if (!boardHub)
          throw new ApiError("The live board is not available here.", 503, { code: "INTERNAL_SERVER_ERROR" });
        if (!mayWatchBoard(principalOf(viewer), locationId)) {
          throw new ApiError("The live board of a location is for the staff who work there.", 403, {
            code: "FORBIDDEN",
          });
        }
        return boardHub.subscribe({
          viewer,
          locationId,
          fetchEntry: (entryId) => rest.board.entry(locationId, entryId),
        });
      },
    },
  };
}
