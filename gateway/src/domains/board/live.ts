import { mayWatchBoard, principalOf } from "@hearth/schema";
import type { BoardEntry, EventBus, Me } from "@hearth/schema";
import { createRefetchHub } from "../../pubsub/refetchHub";
import type { RefetchHub } from "../../pubsub/refetchHub";
import { ApiError } from "../../rest/errors";
import type { DomainLive } from "../domain";

export type BoardEntryAddedPayload = { boardEntryAdded: BoardEntry };

export interface BoardSubscriber {
  viewer: Me;
  locationId: string;
  /** GET /auth/board/:locationId/entries/:id with the subscriber's own credentials. */
  fetchEntry(entryId: string): Promise<BoardEntry>;
}

export type BoardHub = RefetchHub<BoardSubscriber, BoardEntryAddedPayload>;

/** Lines added to one location's live board, for the wall screens and staff watching it. */
export function createBoardHub(bus: EventBus): BoardHub {
  return createRefetchHub<BoardSubscriber, BoardEntry, BoardEntryAddedPayload>(bus, {
    itemOf: (event, s) =>
      event.name === "board.entry_added" && event.payload.locationId === s.locationId ? event.payload.entryId : null,
    fetch: (s, entryId) => s.fetchEntry(entryId),
    toPayload: (entry) => ({ boardEntryAdded: entry }),
  });
}

/** `boardEntryAdded`, fed by one hub for the whole gateway. */
export function boardLive(bus: EventBus): DomainLive {
  const hub = createBoardHub(bus);
  return {
    Subscription: {
      boardEntryAdded: {
        // The hub matches the location; each line is fetched with the socket's own credentials, so
        // the API checks per line that the viewer still works there.
        subscribe: (_parent, { locationId }, { viewer, api }) => {
          if (!viewer) throw new ApiError("Sign in to watch the live board.", 401, { code: "UNAUTHENTICATED" });
          if (!mayWatchBoard(principalOf(viewer), locationId)) {
            throw new ApiError("The live board of a location is for the staff who work there.", 403, {
              code: "FORBIDDEN",
            });
          }
          return hub.subscribe({
            viewer,
            locationId,
            fetchEntry: (entryId) => api.board.entry(locationId, entryId),
          });
        },
      },
    },
    close: () => hub.close(),
  };
}
