/** What the events page shows and sends, as plain functions: day groups, time ranges, audience chips, the form. */
import { EVENT_PAGE_SIZE, isStaffRole, ROLE_LABELS } from "@hearth/schema";
import type { StaffRole } from "@hearth/schema";
import type { EventAudienceKind } from "../../__generated__/graphql";
import { combineDateAndTime, DATE_FORMAT, DateError, formatDate } from "../../lib/dates";

export { EVENT_PAGE_SIZE };

export type EventsPeriod = "upcoming" | "past";

export const periodFromSearch = (params: URLSearchParams): EventsPeriod =>
  params.get("period") === "past" ? "past" : "upcoming";

/** The fields of an event the page's views read. */
export interface EventLike {
  id: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  audience: { kind: EventAudienceKind; locations: readonly { id: string; name: string }[]; roles: readonly string[] };
}

export interface DayGroup<E> {
  /** YYYY-MM-DD in the viewer's zone. */
  day: string;
  /** "Tuesday, 11-24-2026". */
  label: string;
  events: E[];
}

/** Consecutive events of the same start day (the server already ordered them) as one group each. */
export function groupByDay<E extends EventLike>(events: readonly E[], zone: string): DayGroup<E>[] {
  const groups: DayGroup<E>[] = [];
  for (const event of events) {
    const day = formatDate(event.startsAt, DATE_FORMAT.sql, zone);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.events.push(event);
    else groups.push({ day, label: formatDate(event.startsAt, `dddd, ${DATE_FORMAT.display}`, zone), events: [event] });
  }
  return groups;
}

/** "9:00 AM – 10:00 AM", "All day", or with dates when it spans days. */
export function timeRange(event: Pick<EventLike, "startsAt" | "endsAt" | "allDay">, zone: string): string {
  const startDay = formatDate(event.startsAt, DATE_FORMAT.sql, zone);
  // An all-day event ends at midnight after its last day: that midnight is not another day of it.
  const lastInstant = event.allDay ? new Date(new Date(event.endsAt).getTime() - 1).toISOString() : event.endsAt;
  const endDay = formatDate(lastInstant, DATE_FORMAT.sql, zone);
  const date = (v: string) => formatDate(v, DATE_FORMAT.display, zone);
  const time = (v: string) => formatDate(v, DATE_FORMAT.time12, zone);
  if (event.allDay) return startDay === endDay ? "All day" : `All day, ${date(event.startsAt)} – ${date(lastInstant)}`;
  if (startDay === endDay) return `${time(event.startsAt)} – ${time(event.endsAt)}`;
  return `${date(event.startsAt)} ${time(event.startsAt)} – ${date(event.endsAt)} ${time(event.endsAt)}`;
}

/** The chips of an audience: "All staff", or its locations and roles by name. */
export function audienceChips(audience: EventLike["audience"]): string[] {
  if (audience.kind === "all_staff") return ["All staff"];
  const roles = audience.roles.map((r) => (r in ROLE_LABELS ? ROLE_LABELS[r as StaffRole] : r));
  return [...roles, ...audience.locations.map((l) => l.name)];
}

/** "12 of 40 events": how many this page shows of all that match. */
export function totalLabel(shown: number, total: number): string {
  return `${shown} of ${total} ${total === 1 ? "event" : "events"}`;
}

export const emptyMessage = (period: EventsPeriod, search: string): string =>
  search
    ? `No events match "${search}".`
    : period === "past"
      ? "No past events."
      : "No upcoming events. New ones appear here as soon as they are planned.";

/** The event form as the person fills it in: dates YYYY-MM-DD and times HH:mm in their zone. */
export interface EventForm {
  title: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  place: string;
  description: string;
  audienceKind: EventAudienceKind;
  locationIds: string[];
  roles: StaffRole[];
}

/** A new event: tomorrow 9 to 10, for the author's locations when they may not address all staff. */
export function emptyForm(now: Date, zone: string, defaultLocationIds: string[], mayAddressAll: boolean): EventForm {
  const tomorrow = formatDate(new Date(now.getTime() + 86_400_000), DATE_FORMAT.sql, zone);
  return {
    title: "",
    allDay: false,
    startDate: tomorrow,
    startTime: "09:00",
    endDate: tomorrow,
    endTime: "10:00",
    place: "",
    description: "",
    audienceKind: mayAddressAll ? "all_staff" : "locations",
    locationIds: mayAddressAll ? [] : defaultLocationIds,
    roles: [],
  };
}

/** The form of an existing event, to edit it. */
export function formFromEvent(
  event: EventLike & { title: string; place?: string | null; description?: string | null },
  zone: string,
): EventForm {
  const last = event.allDay ? new Date(new Date(event.endsAt).getTime() - 1).toISOString() : event.endsAt;
  return {
    title: event.title,
    allDay: event.allDay,
    startDate: formatDate(event.startsAt, DATE_FORMAT.sql, zone),
    startTime: formatDate(event.startsAt, DATE_FORMAT.time24, zone),
    endDate: formatDate(last, DATE_FORMAT.sql, zone),
    endTime: formatDate(event.endsAt, DATE_FORMAT.time24, zone),
    place: event.place ?? "",
    description: event.description ?? "",
    audienceKind: event.audience.kind,
    locationIds: event.audience.locations.map((l) => l.id),
    roles: event.audience.roles.filter(isStaffRole),
  };
}

/** The instant a date and a time of the form mean in `zone`; empty when either is missing (the API says so). */
function instant(date: string, time: string, zone: string): string {
  try {
    return combineDateAndTime(date, time, zone);
  } catch (error) {
    if (error instanceof DateError) return "";
    throw error;
  }
}

/** The form as the API's body, field by field as it would be sent (the dialog checks it with the API's schema). */
export function eventBody(form: EventForm, zone: string) {
  const startsAt = instant(form.startDate, form.allDay ? "00:00" : form.startTime, zone);
  // An all-day event runs to midnight after its last day.
  const lastDay = form.allDay ? instant(form.endDate, "00:00", zone) : "";
  const endsAt = form.allDay
    ? lastDay && new Date(new Date(lastDay).getTime() + 86_400_000).toISOString()
    : instant(form.endDate, form.endTime, zone);
  return {
    title: form.title,
    allDay: form.allDay,
    startsAt,
    endsAt,
    place: form.place.trim() || null,
    description: form.description.trim() || null,
    audience: {
      kind: form.audienceKind,
      locationIds: form.audienceKind === "all_staff" ? [] : form.locationIds,
      roles: form.audienceKind === "roles" ? form.roles : [],
    },
  };
}
