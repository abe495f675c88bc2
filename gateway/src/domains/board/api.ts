import type { BoardEntry, LocationBoard } from "@hearth/schema";
import type { RestClient } from "../../rest/client";

/** REST routes of a location's live board (`/api/auth/board/...`). */
export class BoardApi {
  constructor(private readonly rest: RestClient) {}

  /** Newest first; `before` (an entry's createdAt) pages back. 403 for staff of other locations. */
  read(locationId: string, query: { before?: string | null; limit?: number | null }): Promise<LocationBoard> {
    return this.rest.results("GET", `/api/auth/board/${encodeURIComponent(locationId)}`, { query: { ...query } });
  }
  entry(locationId: string, entryId: string): Promise<BoardEntry> {
    return this.rest.results(
      "GET",
      `/api/auth/board/${encodeURIComponent(locationId)}/entries/${encodeURIComponent(entryId)}`,
    );
  }
}
