import { readStored, writeStored } from "./localStore";

/** The areas of §3 whose filters are remembered in this browser, one entry each. */
export type FilterArea =
  | "clinicians"
  | "patients"
  | "emr"
  | "campaigns"
  | "activity"
  | "timeEntries"
  | "leads"
  | "medicationOrders"
  | "serviceLocations"
  | "notifications"
  | "events"
  | "groupSessions"
  | "approvals";

export const savedFilterKey = (area: FilterArea) => `hearth.filters.${area}`;

/** An area's saved filter, made safe by the area's own parser (which supplies the defaults). */
export function loadSavedFilter<T>(area: FilterArea, parse: (stored: unknown) => T, storage?: Storage): T {
  return parse(readStored(savedFilterKey(area), storage));
}

export function saveFilter<T>(area: FilterArea, filter: T, storage?: Storage): void {
  writeStored(savedFilterKey(area), filter, storage);
}
