import { describe, expect, it } from "vitest";
import { emptyReminders, reminderStateFromSearch, toReminderSearch, viewFromSearch } from "./reminderView";

const search = (text: string) => new URLSearchParams(text);

describe("the reminders view in the address", () => {
  it("is chosen by ?view=reminders; anything else is the notification list", () => {
    expect(viewFromSearch(search("view=reminders"))).toBe("reminders");
    expect(viewFromSearch(search("show=all"))).toBe("notifications");
    expect(viewFromSearch(search("view=nonsense"))).toBe("notifications");
  });
  it("reads the status and page, upcoming and the first page unless told", () => {
    expect(reminderStateFromSearch(search("view=reminders"))).toEqual({ status: "upcoming", page: 0 });
    expect(reminderStateFromSearch(search("view=reminders&status=fired&page=3"))).toEqual({ status: "fired", page: 2 });
    expect(reminderStateFromSearch(search("view=reminders&status=odd&page=-1"))).toEqual({
      status: "upcoming",
      page: 0,
    });
  });
  it("writes what it reads", () => {
    expect(toReminderSearch("upcoming").toString()).toBe("view=reminders");
    expect(toReminderSearch("fired", 1).toString()).toBe("view=reminders&status=fired&page=2");
    expect(reminderStateFromSearch(toReminderSearch("fired", 4))).toEqual({ status: "fired", page: 4 });
  });
  it("says how to set one when none is upcoming", () => {
    expect(emptyReminders("upcoming")).toEqual({
      title: "No upcoming reminders",
      detail: "Set one with Remind me on a session or a client.",
    });
    expect(emptyReminders("fired").title).toBe("No fired reminders");
  });
});
