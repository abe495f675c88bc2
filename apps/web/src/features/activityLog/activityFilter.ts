import { ACTIVITY_OUTCOMES } from "@hearth/schema";
import type { ActivityLogFilter } from "../../__generated__/graphql";
import { toDayjs, userTimeZone } from "../../lib/dates";
import { loadSavedFilter, saveFilter } from "../../lib/savedFilters";
import type { ClientChoice } from "../../lib/pickers/ClientPicker";
import type { StaffChoice } from "../../lib/pickers/StaffPicker";

export const ACTIVITY_PAGE_SIZE = 50;

export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

/** The activity filter of §3 (dateFrom, dateTo), by user, client and outcome; remembered in this browser. */
export interface ActivityFilterState {
  /** YYYY-MM-DD, a whole day in the user's zone; empty for no bound. */
  dateFrom: string;
  dateTo: string;
  actor: StaffChoice | null;
  client: ClientChoice | null;
  outcome: ActivityOutcome | "";
}

export const EMPTY_ACTIVITY_FILTER: ActivityFilterState = {
  dateFrom: "",
  dateTo: "",
  actor: null,
  client: null,
  outcome: "",
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) => (typeof value === "string" ? value : "");
const record = (value: unknown) =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;

function staffChoice(value: unknown): StaffChoice | null {
  const v = record(value);
  return v && typeof v["id"] === "string" && typeof v["fullname"] === "string"
    ? { id: v["id"], fullname: v["fullname"] }
    : null;
}

function clientChoice(value: unknown): ClientChoice | null {
  const v = record(value);
  return v && ["id", "mrNo", "fullname", "dateOfBirth"].every((k) => typeof v[k] === "string")
    ? { id: text(v["id"]), mrNo: text(v["mrNo"]), fullname: text(v["fullname"]), dateOfBirth: text(v["dateOfBirth"]) }
    : null;
}

/** A saved filter as the page may use it: whatever an older build or a hand wrote is made safe. */
export function parseActivityFilter(value: unknown): ActivityFilterState {
  const stored = record(value);
  if (!stored) return { ...EMPTY_ACTIVITY_FILTER };
  const outcome = text(stored["outcome"]);
  return {
    dateFrom: DAY.test(text(stored["dateFrom"])) ? text(stored["dateFrom"]) : "",
    dateTo: DAY.test(text(stored["dateTo"])) ? text(stored["dateTo"]) : "",
    actor: staffChoice(stored["actor"]),
    client: clientChoice(stored["client"]),
    outcome: (ACTIVITY_OUTCOMES as readonly string[]).includes(outcome) ? (outcome as ActivityOutcome) : "",
  };
}

export const loadActivityFilter = (storage?: Storage) => loadSavedFilter("activity", parseActivityFilter, storage);
export const saveActivityFilter = (filter: ActivityFilterState, storage?: Storage) =>
  saveFilter("activity", filter, storage);

/** "To" before "From": the page says so instead of asking the server. */
export const rangeIsBackwards = (f: Pick<ActivityFilterState, "dateFrom" | "dateTo">) =>
  f.dateFrom !== "" && f.dateTo !== "" && f.dateTo < f.dateFrom;

/**
 * The filter as the API takes it: each day bound as an instant of the user's zone (from the start
 * of "From" to the end of "To", both days included); `page` counts from 0 as the grid does.
 */
export function toActivityFilterInput(
  f: ActivityFilterState,
  page?: number,
  pageSize = ACTIVITY_PAGE_SIZE,
  zone = userTimeZone(),
): ActivityLogFilter {
  return {
    dateFrom: f.dateFrom ? toDayjs(f.dateFrom, zone).toISOString() : undefined,
    dateTo: f.dateTo ? toDayjs(f.dateTo, zone).add(1, "day").subtract(1, "millisecond").toISOString() : undefined,
    actorId: f.actor?.id,
    clientMrNo: f.client?.mrNo,
    outcome: f.outcome || undefined,
    ...(page === undefined ? {} : { page: page + 1, pageSize }),
  };
}

/** The CSV export of everything the filter shows (the server logs the export as it answers). */
export function exportUrl(f: ActivityFilterState, zone = userTimeZone()): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toActivityFilterInput(f, undefined, undefined, zone)))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const query = params.toString();
  return `/api/auth/activity-log/export${query ? `?${query}` : ""}`;
}
