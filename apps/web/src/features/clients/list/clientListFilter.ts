import {
  CLIENT_SORT_FIELDS,
  CLIENT_STATUSES,
  DEFAULT_CLIENT_STATUSES,
  LEVEL_OF_CARE_IDS,
  PAGE_SIZE,
  SORT_DIRECTIONS,
} from "@hearth/schema";
import type { ClientSortField, ClientStatus, SortDirection } from "@hearth/schema";
import type { ClientFilter } from "../../../__generated__/graphql";
import { loadSavedFilter, saveFilter } from "../../../lib/savedFilters";

export const CLIENT_PAGE_SIZE: number = PAGE_SIZE.clients;

/** The patient/EMR filter of §3 (search, statuses, admission dates, levels of care) with location, labels and the sort. */
export interface ClientListFilterState {
  searchQuery: string;
  /** Empty: any status. */
  status: ClientStatus[];
  /** YYYY-MM-DD, empty for no bound. */
  admissionDateFrom: string;
  admissionDateTo: string;
  levelOfCare: string[];
  /** Empty: every location of the user's. */
  locationId: string;
  labelIds: string[];
  sortBy: ClientSortField;
  sortDirection: SortDirection;
}

export const DEFAULT_CLIENT_FILTER: ClientListFilterState = {
  searchQuery: "",
  status: [...DEFAULT_CLIENT_STATUSES],
  admissionDateFrom: "",
  admissionDateTo: "",
  levelOfCare: [],
  locationId: "",
  labelIds: [],
  sortBy: "name",
  sortDirection: "asc",
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const record = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown) => (typeof value === "string" ? value : "");
const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  (options as readonly unknown[]).includes(value) ? (value as T) : fallback;
const listOf = <T extends string>(value: unknown, keep: (v: string) => boolean): T[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is T => typeof v === "string" && keep(v)))] : [];
const isId = (v: string) => /^[0-9a-f-]{36}$/i.test(v);

/**
 * A saved filter as the page may use it: whatever an older build or a hand wrote is made safe,
 * unknown values dropped, a missing field taking its default (an emptied status list stays empty).
 */
export function parseClientListFilter(value: unknown): ClientListFilterState {
  const stored = record(value);
  if (!stored) return { ...DEFAULT_CLIENT_FILTER, status: [...DEFAULT_CLIENT_FILTER.status] };
  return {
    searchQuery: text(stored["searchQuery"]).slice(0, 100),
    status: Array.isArray(stored["status"])
      ? listOf<ClientStatus>(stored["status"], (v) => (CLIENT_STATUSES as readonly string[]).includes(v))
      : [...DEFAULT_CLIENT_FILTER.status],
    admissionDateFrom: DAY.test(text(stored["admissionDateFrom"])) ? text(stored["admissionDateFrom"]) : "",
    admissionDateTo: DAY.test(text(stored["admissionDateTo"])) ? text(stored["admissionDateTo"]) : "",
    levelOfCare: listOf(stored["levelOfCare"], (v) => LEVEL_OF_CARE_IDS.includes(v)),
    locationId: isId(text(stored["locationId"])) ? text(stored["locationId"]) : "",
    labelIds: listOf(stored["labelIds"], isId),
    sortBy: oneOf(CLIENT_SORT_FIELDS, stored["sortBy"], DEFAULT_CLIENT_FILTER.sortBy),
    sortDirection: oneOf(SORT_DIRECTIONS, stored["sortDirection"], DEFAULT_CLIENT_FILTER.sortDirection),
  };
}

/**
 * Each user's filter apart (`{ [userId]: filter }` under the "emr" area): on a shared workstation the
 * next person does not inherit the last one's search.
 */
export function loadClientListFilter(userId: string, storage?: Storage): ClientListFilterState {
  return loadSavedFilter("emr", (stored) => parseClientListFilter(record(stored)?.[userId]), storage);
}

export function saveClientListFilter(userId: string, filter: ClientListFilterState, storage?: Storage): void {
  const others = loadSavedFilter("emr", (stored) => record(stored) ?? {}, storage);
  saveFilter("emr", { ...others, [userId]: filter }, storage);
}

/** "To" before "From": the page says so instead of asking the server. */
export const admissionRangeIsBackwards = (f: Pick<ClientListFilterState, "admissionDateFrom" | "admissionDateTo">) =>
  f.admissionDateFrom !== "" && f.admissionDateTo !== "" && f.admissionDateTo < f.admissionDateFrom;

/** Whether the filter shows less than the default does (the page then offers to clear it). */
export const isNarrowed = (f: ClientListFilterState) =>
  f.searchQuery.trim() !== "" ||
  f.admissionDateFrom !== "" ||
  f.admissionDateTo !== "" ||
  f.levelOfCare.length > 0 ||
  f.locationId !== "" ||
  f.labelIds.length > 0 ||
  f.status.length !== DEFAULT_CLIENT_FILTER.status.length ||
  f.status.some((s) => !DEFAULT_CLIENT_FILTER.status.includes(s));

/**
 * The filter as the API takes it (`page` counts from 0 as the grid does; the API from 1). No status
 * chosen means every status: the API would otherwise fall back to pending admission and active.
 */
export function toClientFilterInput(
  f: ClientListFilterState,
  page?: number,
  pageSize = CLIENT_PAGE_SIZE,
): ClientFilter {
  const searchQuery = f.searchQuery.trim();
  return {
    searchQuery: searchQuery || undefined,
    status: f.status.length ? f.status : [...CLIENT_STATUSES],
    admissionDateFrom: f.admissionDateFrom || undefined,
    admissionDateTo: f.admissionDateTo || undefined,
    levelOfCare: f.levelOfCare.length ? f.levelOfCare : undefined,
    locationId: f.locationId || undefined,
    labelIds: f.labelIds.length ? f.labelIds : undefined,
    sortBy: f.sortBy,
    sortDirection: f.sortDirection,
    ...(page === undefined ? {} : { page: page + 1, pageSize }),
  };
}

/** The CSV export of everything the filter shows, in its order (the server logs the export as it answers). */
export function exportUrl(f: ClientListFilterState): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toClientFilterInput(f))) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return `/api/auth/clients/export?${params.toString()}`;
}
