import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS, PAGE_SIZE } from "@hearth/schema";
import type { NotificationListQueryVariables, NotificationType } from "../../__generated__/graphql";
import { loadSavedFilter, saveFilter, savedFilterKey } from "../../lib/savedFilters";
import type { NotificationCounts } from "./useNotificationCounts";

/** localStorage key of the saved notifications filter (§3 "saved filters per area"). */
export const NOTIFICATION_FILTER_KEY = savedFilterKey("notifications");
/** §3 notifSize. */
export const NOTIFICATION_PAGE_SIZE: number = PAGE_SIZE.notifications;

/** Read state and type; an empty type means every type. */
export interface NotificationFilterState {
  unreadOnly: boolean;
  type: NotificationType | "";
}

export const DEFAULT_NOTIFICATION_FILTER: NotificationFilterState = { unreadOnly: false, type: "" };

/** The query parameters of /notifications: `?show=unread&type=mention&page=2` (page counted from 1). */
export const SEARCH_PARAMS = { show: "show", type: "type", page: "page" } as const;

const isType = (value: unknown): value is NotificationType =>
  typeof value === "string" && (NOTIFICATION_TYPES as readonly string[]).includes(value);

/** A saved filter as the page may use it: written by an older build or by hand, so every field is checked. */
export function parseNotificationFilter(value: unknown): NotificationFilterState {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ...DEFAULT_NOTIFICATION_FILTER };
  const stored = value as Record<string, unknown>;
  return { unreadOnly: stored["unreadOnly"] === true, type: isType(stored["type"]) ? stored["type"] : "" };
}

export const loadNotificationFilter = (storage?: Storage): NotificationFilterState =>
  loadSavedFilter("notifications", parseNotificationFilter, storage);
export const saveNotificationFilter = (filter: NotificationFilterState, storage?: Storage): void =>
  saveFilter("notifications", filter, storage);

/** Whether the address says what to show; when it does not, the saved filter applies. */
export const searchStatesFilter = (params: URLSearchParams): boolean =>
  Object.values(SEARCH_PARAMS).some((name) => params.has(name));

/** The filter in the address; unknown values read as "all". */
export function filterFromSearch(params: URLSearchParams): NotificationFilterState {
  const type = params.get(SEARCH_PARAMS.type);
  return { unreadOnly: params.get(SEARCH_PARAMS.show) === "unread", type: isType(type) ? type : "" };
}

/** The page in the address, counted from 0 as the pager does; anything but a positive whole number is the first page. */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get(SEARCH_PARAMS.page));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/**
 * The address of a filter and page. The read state is always there (`show=all`): a plain
 * `/notifications` means "the saved filter", so an address the page writes must never be plain,
 * or Back to it would bring the saved filter instead of the one that was shown.
 */
export function toSearch(filter: NotificationFilterState, page = 0): URLSearchParams {
  const params = new URLSearchParams();
  params.set(SEARCH_PARAMS.show, filter.unreadOnly ? "unread" : "all");
  if (filter.type) params.set(SEARCH_PARAMS.type, filter.type);
  if (page > 0) params.set(SEARCH_PARAMS.page, String(page + 1));
  return params;
}

export const isFiltered = (filter: NotificationFilterState): boolean => filter.unreadOnly || filter.type !== "";

/** The variables of one page of the list (the pager counts from 0, the API from 1). */
export function toNotificationsVariables(
  filter: NotificationFilterState,
  page: number,
  pageSize = NOTIFICATION_PAGE_SIZE,
): NotificationListQueryVariables {
  return { page: page + 1, pageSize, unreadOnly: filter.unreadOnly, types: filter.type ? [filter.type] : null };
}

/** One choice of the type filter, with how many notifications it holds in the current read state. */
export interface TypeOption {
  type: NotificationType | "";
  label: string;
}

/**
 * The type filter's choices: every type the user has notifications of, in the catalogue's order,
 * each with its count ("Mentions (3)"): unread ones while only unread are shown, else all. A type
 * chosen before its notifications were gone stays listed, at 0, so the select never goes blank.
 */
export function typeOptions(counts: NotificationCounts | undefined, filter: NotificationFilterState): TypeOption[] {
  const count = (entry: { unread: number; total: number }) => (filter.unreadOnly ? entry.unread : entry.total);
  const present = new Map((counts?.byType ?? []).map((entry) => [entry.type, count(entry)]));
  if (filter.type && !present.has(filter.type)) present.set(filter.type, 0);
  const all: TypeOption = { type: "", label: counts ? `All types (${count(counts)})` : "All types" };
  const types = NOTIFICATION_TYPES.filter((type) => present.has(type)).map((type) => ({
    type,
    label: `${NOTIFICATION_TYPE_LABELS[type]} (${present.get(type)})`,
  }));
  return [all, ...types];
}

/** How many unread notifications "Mark all as read" would mark under this filter. */
export function unreadInScope(counts: NotificationCounts | undefined, filter: NotificationFilterState): number {
  if (!counts) return 0;
  if (!filter.type) return counts.unread;
  return counts.byType.find((entry) => entry.type === filter.type)?.unread ?? 0;
}

/** What an empty page says. */
export function emptyMessage(filter: NotificationFilterState): { title: string; detail: string } {
  if (filter.type)
    return {
      title: "No notifications match these filters",
      detail: "Try another type or read state, or clear the filters.",
    };
  if (filter.unreadOnly) return { title: "You're all caught up", detail: "You have no unread notifications." };
  return {
    title: "You're all caught up",
    detail: "Notes to approve, co-signing requests, reminders and announcements will show up here.",
  };
}
