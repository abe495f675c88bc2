// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_NOTIFICATION_FILTER,
  emptyMessage,
  filterFromSearch,
  loadNotificationFilter,
  NOTIFICATION_FILTER_KEY,
  pageFromSearch,
  parseNotificationFilter,
  saveNotificationFilter,
  searchStatesFilter,
  toNotificationsVariables,
  toSearch,
  typeOptions,
  unreadInScope,
} from "./notificationFilter";
import type { NotificationCounts } from "./useNotificationCounts";

beforeEach(() => window.localStorage.clear());

const search = (text: string) => new URLSearchParams(text);
const counts: NotificationCounts = {
  unread: 4,
  total: 31,
  byType: [
    { type: "announcement", unread: 1, total: 25 },
    { type: "group_note_submitted", unread: 0, total: 3 },
    { type: "mention", unread: 3, total: 3 },
  ],
};

describe("the filter in the address", () => {
  it("round-trips read state, type and page; the read state is always written, a plain address meaning the saved filter", () => {
    expect(toSearch(DEFAULT_NOTIFICATION_FILTER).toString()).toBe("show=all");
    expect(filterFromSearch(toSearch(DEFAULT_NOTIFICATION_FILTER))).toEqual(DEFAULT_NOTIFICATION_FILTER);
    const address = toSearch({ unreadOnly: true, type: "mention" }, 2);
    expect(address.toString()).toBe("show=unread&type=mention&page=3");
    expect(filterFromSearch(address)).toEqual({ unreadOnly: true, type: "mention" });
    expect(pageFromSearch(address)).toBe(2);
  });

  it("reads a hand-edited address safely: unknown values are 'all' and the first page", () => {
    expect(filterFromSearch(search("show=everything&type=gossip"))).toEqual(DEFAULT_NOTIFICATION_FILTER);
    for (const page of ["0", "-3", "2.5", "x", ""]) expect(pageFromSearch(search(`page=${page}`))).toBe(0);
    expect(pageFromSearch(search("page=1"))).toBe(0);
  });

  it("knows whether the address says anything about what to show", () => {
    expect(searchStatesFilter(search(""))).toBe(false);
    expect(searchStatesFilter(search("utm=x"))).toBe(false);
    expect(searchStatesFilter(search("page=2"))).toBe(true);
    expect(searchStatesFilter(search("type=mention"))).toBe(true);
  });
});

describe("the saved filter", () => {
  it("starts as all notifications and restores what was saved under hearth.filters.notifications", () => {
    expect(loadNotificationFilter()).toEqual(DEFAULT_NOTIFICATION_FILTER);
    saveNotificationFilter({ unreadOnly: true, type: "task_due" });
    expect(JSON.parse(window.localStorage.getItem(NOTIFICATION_FILTER_KEY)!)).toEqual({
      unreadOnly: true,
      type: "task_due",
    });
    expect(loadNotificationFilter()).toEqual({ unreadOnly: true, type: "task_due" });
  });

  it("drops what an older build or a hand edit left", () => {
    window.localStorage.setItem(NOTIFICATION_FILTER_KEY, "{oops");
    expect(loadNotificationFilter()).toEqual(DEFAULT_NOTIFICATION_FILTER);
    expect(parseNotificationFilter({ unreadOnly: "yes", type: "gossip" })).toEqual(DEFAULT_NOTIFICATION_FILTER);
    expect(parseNotificationFilter([true])).toEqual(DEFAULT_NOTIFICATION_FILTER);
  });
});

describe("the query and the filter's choices", () => {
  it("asks for one page of 25, counted from 1, of the chosen type", () => {
    expect(toNotificationsVariables(DEFAULT_NOTIFICATION_FILTER, 0)).toEqual({
      page: 1,
      pageSize: 25,
      unreadOnly: false,
      types: null,
    });
    expect(toNotificationsVariables({ unreadOnly: true, type: "mention" }, 1)).toEqual({
      page: 2,
      pageSize: 25,
      unreadOnly: true,
      types: ["mention"],
    });
  });

  it("labels each type the user has with its count in the current read state", () => {
    expect(typeOptions(counts, DEFAULT_NOTIFICATION_FILTER).map((o) => o.label)).toEqual([
      "All types (31)",
      "Announcements (25)",
      "Notes to approve (3)",
      "Mentions (3)",
    ]);
    expect(typeOptions(counts, { unreadOnly: true, type: "" }).map((o) => o.label)).toEqual([
      "All types (4)",
      "Announcements (1)",
      "Notes to approve (0)",
      "Mentions (3)",
    ]);
  });

  it("keeps a chosen type listed at 0 once it has none, and shows no numbers before the counts load", () => {
    expect(typeOptions(counts, { unreadOnly: false, type: "task_due" }).map((o) => o.label)).toContain("Tasks due (0)");
    expect(typeOptions(undefined, DEFAULT_NOTIFICATION_FILTER)).toEqual([{ type: "", label: "All types" }]);
  });

  it("counts what 'Mark all as read' would mark: the chosen type's unread, or all", () => {
    expect(unreadInScope(counts, DEFAULT_NOTIFICATION_FILTER)).toBe(4);
    expect(unreadInScope(counts, { unreadOnly: false, type: "mention" })).toBe(3);
    expect(unreadInScope(counts, { unreadOnly: true, type: "reminder_due" })).toBe(0);
    expect(unreadInScope(undefined, DEFAULT_NOTIFICATION_FILTER)).toBe(0);
  });

  it("says 'all caught up' when nothing is unread, and 'no match' when a type is chosen", () => {
    expect(emptyMessage(DEFAULT_NOTIFICATION_FILTER).title).toBe("You're all caught up");
    expect(emptyMessage({ unreadOnly: true, type: "" }).title).toBe("You're all caught up");
    expect(emptyMessage({ unreadOnly: true, type: "mention" }).title).toBe("No notifications match these filters");
  });
});
