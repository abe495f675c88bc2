import { CLINICIAN_STATUS_LABELS, ClinicianStatus, PAGE_SIZE, STAFF_ROLES } from "@hearth/schema";
import type { ClinicianStatusValue, StaffRole } from "@hearth/schema";
import type { ClinicianFilter } from "../../__generated__/graphql";
import { loadSavedFilter, saveFilter, savedFilterKey } from "../../lib/savedFilters";

/** localStorage key of the saved clinician filter (§3 "saved filters per area"). */
export const CLINICIAN_FILTER_KEY = savedFilterKey("clinicians");
export const CLINICIAN_PAGE_SIZE: number = PAGE_SIZE.clinicians;

/** The clinician filter of §3: status list (default Active = 1), role list, search text. */
export interface ClinicianFilterState {
  status: ClinicianStatusValue[];
  role: StaffRole[];
  searchQuery: string;
}

export const DEFAULT_CLINICIAN_FILTER: ClinicianFilterState = {
  status: [ClinicianStatus.Active],
  role: [],
  searchQuery: "",
};

export const STATUS_OPTIONS = (Object.keys(CLINICIAN_STATUS_LABELS).map(Number) as ClinicianStatusValue[]).map(
  (value) => ({
    value,
    label: CLINICIAN_STATUS_LABELS[value],
  }),
);

const isStatus = (value: unknown): value is ClinicianStatusValue =>
  typeof value === "number" && Object.prototype.hasOwnProperty.call(CLINICIAN_STATUS_LABELS, value);
const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
const unique = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * A saved filter as the page may use it. Whatever is stored was written by an older build or by
 * hand: unknown values are dropped, a missing or malformed field takes its default.
 */
export function parseClinicianFilter(value: unknown): ClinicianFilterState {
  if (typeof value !== "object" || value === null)
    return { ...DEFAULT_CLINICIAN_FILTER, status: [...DEFAULT_CLINICIAN_FILTER.status], role: [] };
  const stored = value as Record<string, unknown>;
  return {
    status: Array.isArray(stored["status"])
      ? unique(stored["status"].filter(isStatus))
      : [...DEFAULT_CLINICIAN_FILTER.status],
    role: Array.isArray(stored["role"]) ? unique(stored["role"].filter(isStaffRole)) : [],
    searchQuery: typeof stored["searchQuery"] === "string" ? stored["searchQuery"].slice(0, 100) : "",
  };
}

export function loadClinicianFilter(storage?: Storage): ClinicianFilterState {
  return loadSavedFilter("clinicians", parseClinicianFilter, storage);
}

export function saveClinicianFilter(filter: ClinicianFilterState, storage?: Storage): void {
  saveFilter("clinicians", filter, storage);
}

/**
 * The GraphQL filter for one page of the grid (`page` counts from 0 as the grid does; the API
 * from 1). No status selected means every status: the API would otherwise fall back to Active.
 */
export function toClinicianFilterInput(
  filter: ClinicianFilterState,
  page: number,
  pageSize = CLINICIAN_PAGE_SIZE,
): ClinicianFilter {
  const searchQuery = filter.searchQuery.trim();
  return {
    status: filter.status.length > 0 ? filter.status : STATUS_OPTIONS.map((option) => option.value),
    role: filter.role.length > 0 ? filter.role : undefined,
    searchQuery: searchQuery === "" ? undefined : searchQuery,
    page: page + 1,
    pageSize,
  };
}
