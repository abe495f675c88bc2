import { PAGE_SIZE } from "@hearth/schema";
import type { ApprovalQueueFilter, ApprovalReadiness } from "../../__generated__/graphql";
import { loadSavedFilter, saveFilter, savedFilterKey } from "../../lib/savedFilters";

/** localStorage key of the saved approvals filter (§3 "saved filters per area"). */
export const APPROVAL_FILTER_KEY = savedFilterKey("approvals");
export const APPROVAL_PAGE_SIZE: number = PAGE_SIZE.approvals;

/** Readiness, facilitator, group and session date range; an empty string means "any". */
export interface ApprovalFilterState {
  /** "ready": every co-signature in (and not one's own); "waiting": co-signers still to sign. */
  readiness: ApprovalReadiness | "";
  clinicianId: string;
  groupId: string;
  /** YYYY-MM-DD. */
  from: string;
  to: string;
}

export const EMPTY_APPROVAL_FILTER: ApprovalFilterState = {
  readiness: "",
  clinicianId: "",
  groupId: "",
  from: "",
  to: "",
};

const READINESS: readonly ApprovalReadiness[] = ["ready", "waiting"];

const SQL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown, max = 64) => (typeof value === "string" ? value.slice(0, max) : "");
const date = (value: unknown) => (typeof value === "string" && SQL_DATE.test(value) ? value : "");
const readiness = (value: unknown): ApprovalReadiness | "" => READINESS.find((r) => r === value) ?? "";

/** A saved filter as the page may use it: written by an older build or by hand, so every field is checked. */
export function parseApprovalFilter(value: unknown): ApprovalFilterState {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ...EMPTY_APPROVAL_FILTER };
  const stored = value as Record<string, unknown>;
  return {
    readiness: readiness(stored["readiness"]),
    clinicianId: text(stored["clinicianId"]),
    groupId: text(stored["groupId"]),
    from: date(stored["from"]),
    to: date(stored["to"]),
  };
}

export const loadApprovalFilter = (storage?: Storage): ApprovalFilterState =>
  loadSavedFilter("approvals", parseApprovalFilter, storage);
export const saveApprovalFilter = (filter: ApprovalFilterState, storage?: Storage): void =>
  saveFilter("approvals", filter, storage);

/** The GraphQL filter for one page of the current location's queue (the grid counts pages from 0, the API from 1). */
export function toApprovalQueueFilter(
  filter: ApprovalFilterState,
  locationId: string | undefined,
  page: number,
  pageSize = APPROVAL_PAGE_SIZE,
): ApprovalQueueFilter {
  // A range typed backwards would be refused by the server; read it the way the person meant it.
  const [from, to] =
    filter.from && filter.to && filter.from > filter.to ? [filter.to, filter.from] : [filter.from, filter.to];
  return {
    ...(locationId ? { locationId } : {}),
    ...(filter.readiness ? { readiness: filter.readiness } : {}),
    ...(filter.clinicianId ? { clinicianId: filter.clinicianId } : {}),
    ...(filter.groupId ? { groupId: filter.groupId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: page + 1,
    pageSize,
  };
}

export const isFiltered = (filter: ApprovalFilterState): boolean => Object.values(filter).some((value) => value !== "");
