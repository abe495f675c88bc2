import { GROUP_NOTE_STATUSES, MAX_PAGE_SIZE, PAGE_SIZE } from "@hearth/schema";
import type { GroupNoteStatus } from "@hearth/schema";
import type { GroupSessionFilter } from "../../__generated__/graphql";
import { loadSavedFilter, saveFilter, savedFilterKey } from "../../lib/savedFilters";
import { isValidDate, thisWeek } from "./weeks";
import type { DateRange } from "./weeks";

/** localStorage key of the saved session filters (§3 "saved filters per area"). */
export const SESSION_FILTER_KEY = savedFilterKey("groupSessions");
export const SESSION_PAGE_SIZE: number = PAGE_SIZE.groupSessions;

export type SessionView = "list" | "calendar";

/**
 * The session list's filters. The date range is not remembered: the page opens on this week (a
 * range saved last month would hide today's sessions); everything else is.
 */
export interface SessionFilterState {
  view: SessionView;
  range: DateRange;
  groupId: string;
  facilitatorId: string;
  status: GroupNoteStatus[];
  includeCancelled: boolean;
}

export const defaultSessionFilter = (now: Date = new Date()): SessionFilterState => ({
  view: "list",
  range: thisWeek(now),
  groupId: "",
  facilitatorId: "",
  status: [],
  includeCancelled: false,
});

const isStatus = (value: unknown): value is GroupNoteStatus =>
  typeof value === "string" && (GROUP_NOTE_STATUSES as readonly string[]).includes(value);
const idOrEmpty = (value: unknown): string => (typeof value === "string" && value.length <= 64 ? value : "");

/** A stored filter as the page may use it: whatever is unknown or malformed takes its default. */
export function parseSessionFilter(stored: unknown, now: Date = new Date()): SessionFilterState {
  const defaults = defaultSessionFilter(now);
  if (typeof stored !== "object" || stored === null) return defaults;
  const value = stored as Record<string, unknown>;
  return {
    view: value["view"] === "calendar" ? "calendar" : "list",
    range: defaults.range,
    groupId: idOrEmpty(value["groupId"]),
    facilitatorId: idOrEmpty(value["facilitatorId"]),
    status: Array.isArray(value["status"]) ? [...new Set(value["status"].filter(isStatus))] : [],
    includeCancelled: value["includeCancelled"] === true,
  };
}

export const loadSessionFilter = (storage?: Storage, now?: Date) =>
  loadSavedFilter("groupSessions", (stored) => parseSessionFilter(stored, now), storage);

export function saveSessionFilter(filter: SessionFilterState, storage?: Storage): void {
  const { range: _range, ...remembered } = filter;
  saveFilter("groupSessions", remembered, storage);
}

/** A range typed into the date fields, kept only when both ends are dates in order. */
export function acceptRange(range: DateRange): DateRange | null {
  return isValidDate(range.from) && isValidDate(range.to) && range.from <= range.to ? range : null;
}

/**
 * The GraphQL filter: the list pages through the server (`page` counts from 0 as the grid does);
 * the calendar asks for one whole week at once.
 */
export function toSessionFilterInput(
  filter: SessionFilterState,
  locationId: string | undefined,
  range: DateRange,
  page: number | "all",
): GroupSessionFilter {
  return {
    from: range.from,
    to: range.to,
    locationId,
    groupId: filter.groupId || undefined,
    facilitatorId: filter.facilitatorId || undefined,
    status: filter.status.length > 0 ? filter.status : undefined,
    includeCancelled: filter.includeCancelled,
    page: page === "all" ? 1 : page + 1,
    pageSize: page === "all" ? MAX_PAGE_SIZE : SESSION_PAGE_SIZE,
  };
}
