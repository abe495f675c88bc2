import { z } from "zod";
import { HANDOFF_HISTORY_PAGE_SIZE, HANDOFF_SHIFT_ID_PATTERN } from "../handoff";
import type { HandoffShiftName } from "../handoff";
import { id, paging } from "./common";
import type { LocationRef, Page } from "./common";
import type { PrintHeader, RenderedContent } from "./groupNotes";

export const HandoffShiftId = z
  .string()
  .regex(HANDOFF_SHIFT_ID_PATTERN, { message: "must read YYYY-MM-DD-day|evening|night" });
export const HandoffBoardParams = z.object({ locationId: id });
export const HandoffShiftParams = z.object({ locationId: id, shiftId: HandoffShiftId });
/** GET /api/auth/handoff/:locationId/shifts: recorded shifts, newest first. */
export const HandoffHistoryQuery = z.object(paging(HANDOFF_HISTORY_PAGE_SIZE));

/** Someone who wrote on the board during a shift, from the per-minute activity the API records. */
export interface HandoffContributor {
  userId: string;
  name: string;
  /** The minute of their first and of their last change in the shift. */
  firstEditAt: string;
  lastEditAt: string;
  /** Minutes in which they changed something. */
  minutesActive: number;
}

export interface HandoffShiftSummary {
  /** `2026-11-25-night` (see `handoffShiftId`). */
  id: string;
  name: HandoffShiftName;
  /** "Day", "Evening", "Night". */
  label: string;
  /** The facility date the shift starts on. */
  date: string;
  startsAt: string;
  endsAt: string;
  /** The current shift: read from the live board, not from a record. */
  inProgress: boolean;
  /** When the record's text was taken from the board (just after the shift ended); null while in progress. */
  recordedAt: string | null;
  contributors: HandoffContributor[];
}

export interface HandoffHistory {
  location: LocationRef;
  /** The shift in progress, on the first page only. */
  current: HandoffShiftSummary | null;
  shifts: Page<HandoffShiftSummary>;
}

export interface HandoffPerson {
  id: string;
  name: string;
}

/** A run of a block's text: written during the shift (`isNew`) or carried over from before it, and by whom (null: unknown). */
export interface HandoffSegment {
  text: string;
  isNew: boolean;
  author: HandoffPerson | null;
}

/** One paragraph, heading, quote or list item of the board, attributed. */
export interface HandoffBlock {
  kind: "paragraph" | "heading" | "quote" | "listitem";
  /** h1–h6 for headings. */
  tag: string | null;
  listType: "bullet" | "number" | "check" | null;
  /** Nesting of list items (0 at the top). */
  depth: number;
  checked: boolean | null;
  /** Everyone whose characters the block holds, in order of appearance. */
  authors: HandoffPerson[];
  segments: HandoffSegment[];
}

/** One shift of a board: its record, or the shift in progress read from the live board. */
export interface HandoffShiftView {
  location: LocationRef;
  shift: HandoffShiftSummary;
  /**
   * The board's text at the end of the shift; null when it was not captured: several shifts ended
   * before the server could record them, and only the latest got the board as it then was.
   */
  content: RenderedContent | null;
  blocks: HandoffBlock[];
}

export interface HandoffShiftPrint extends HandoffShiftView {
  header: PrintHeader;
}
