import type { BoardEntry, Me } from "@hearth/schema";
import { createRefetchHub } from "./refetchHub";
import type { RefetchHub } from "./refetchHub";
import type { EventBus } from "@hearth/schema";

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
