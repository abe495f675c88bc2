import { PAGE_SIZE } from "@hearth/schema";
import type { ReminderStatus } from "../../../__generated__/graphql";

/** §3 notifSize: reminders page as notifications do. */
export const REMINDER_PAGE_SIZE: number = PAGE_SIZE.notifications;

/** The notifications page's views, chosen by `?view=`; a plain address is the notification list. */
export type NotificationsView = "notifications" | "reminders";

export const viewFromSearch = (params: URLSearchParams): NotificationsView =>
  params.get("view") === "reminders" ? "reminders" : "notifications";

/** The reminders view's state in the address: `?view=reminders&status=fired&page=2` (page counted from 1 there, from 0 here). */
export function reminderStateFromSearch(params: URLSearchParams): { status: ReminderStatus; page: number } {
  const page = Number(params.get("page"));
  return {
    status: params.get("status") === "fired" ? "fired" : "upcoming",
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

export function toReminderSearch(status: ReminderStatus, page = 0): URLSearchParams {
  const params = new URLSearchParams({ view: "reminders" });
  if (status === "fired") params.set("status", "fired");
  if (page > 0) params.set("page", String(page + 1));
  return params;
}

/** What an empty list says. */
export function emptyReminders(status: ReminderStatus): { title: string; detail: string } {
  return status === "fired"
    ? { title: "No fired reminders", detail: "Reminders that have come due show up here." }
    : { title: "No upcoming reminders", detail: "Set one with Remind me on a session or a client." };
}
