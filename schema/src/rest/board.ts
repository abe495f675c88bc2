import { z } from "zod";
import { id } from "./common";
import type { LocationRef } from "./common";

/** What a live-board entry reports; the board shows an icon and colour per kind. */
export const BOARD_ENTRY_KINDS = [
  "note_submitted",
  "note_approved",
  "note_returned",
  "check_in",
  "event",
  "message",
] as const;
export type BoardEntryKind = (typeof BOARD_ENTRY_KINDS)[number];

/** Entries a board shows at first and per "older" page: a shift's worth on a busy unit. */
export const BOARD_PAGE_SIZE = 50;

export const BoardParams = z.object({ locationId: id });
export const BoardEntryParams = z.object({ locationId: id, entryId: id });

/** GET /api/auth/board/:locationId: newest first; `before` (an entry's createdAt) pages back. */
export const BoardQuery = z.object({
  before: z.iso.datetime({ message: "Invalid ISO datetime format" }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(BOARD_PAGE_SIZE),
});

/** One line of a location's board. Clients appear by initials only: the screen hangs where visitors pass. */
export interface BoardEntry {
  id: string;
  kind: BoardEntryKind;
  title: string;
  body: string;
  /** In-app path of the item, for staff who open the board on their own screen. */
  link: string | null;
  /** Who did it, by name; null for the system (e.g. a client's self check-in). */
  actorName: string | null;
  createdAt: string;
}

export interface LocationBoard {
  location: LocationRef;
  entries: BoardEntry[];
  /** Whether older entries exist before the last one answered. */
  hasOlder: boolean;
}
