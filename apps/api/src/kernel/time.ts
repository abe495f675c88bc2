/**
 * Wall-clock dates and times of the server zone and the instants they name. A session's date and
 * times are what the facility's clock shows; `starts_at`/`ends_at` are computed here, DST-correct.
 */
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { SERVER_TIME_ZONE } from "@hearth/schema";
import type { ScheduleSlot } from "@hearth/schema";

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY_MS = 86_400_000;

/** `time` columns read back as HH:mm:ss; the contract shows HH:mm. */
export const hhmm = (time: string): string => time.slice(0, 5);

/** The instant of a wall-clock date and time in the server zone (a time skipped by DST moves forward). */
export function zonedInstant(date: string, time: string): Date {
  return dayjs.tz(`${date} ${hhmm(time)}`, SERVER_TIME_ZONE).toDate();
}

/** Today's date on the facility's clock. */
export function todayInZone(now: Date = new Date()): string {
  return dayjs(now).tz(SERVER_TIME_ZONE).format("YYYY-MM-DD");
}

const utcDate = (date: string): Date => new Date(`${date}T00:00:00Z`);
const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday, of a calendar date (no zone involved). */
export const weekdayOf = (date: string): number => utcDate(date).getUTCDay();

export const addDays = (date: string, days: number): string =>
  isoDate(new Date(utcDate(date).getTime() + days * DAY_MS));

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Monday and Sunday of the week that holds `date`. */
export function weekOf(date: string): { from: string; to: string } {
  const monday = addDays(date, -((weekdayOf(date) + 6) % 7));
  return { from: monday, to: addDays(monday, 6) };
}

export interface Slot {
  date: string;
  startTime: string;
  endTime: string;
}

/** The slots of a weekly schedule that fall in a date range, by date then start time. */
export function expandSchedule(schedule: readonly ScheduleSlot[], from: string, to: string): Slot[] {
  const slots: Slot[] = [];
  for (const date of datesBetween(from, to)) {
    const weekday = weekdayOf(date);
    for (const s of schedule)
      if (s.weekday === weekday) slots.push({ date, startTime: s.startTime, endTime: s.endTime });
  }
  return slots.sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
}

/** The instants of a session's wall-clock slot, and its length in minutes (a DST change counts). */
export function sessionInstants(
  date: string,
  startTime: string,
  endTime: string,
): { startsAt: Date; endsAt: Date; minutes: number } {
  const startsAt = zonedInstant(date, startTime);
  const endsAt = zonedInstant(date, endTime);
  return { startsAt, endsAt, minutes: Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000) };
}

/** A session's start as staff read it (§9: MM-DD-YYYY h:mm A), from its wall-clock date and time in the server zone. */
export function sessionStartLabel(date: string, startTime: string): string {
  // The date and time already are the facility's clock: formatted as they are, no zone conversion.
  return dayjs.utc(`${date}T${hhmm(startTime)}:00Z`).format("MM-DD-YYYY h:mm A");
}

/** "11-23-2026 2:30 PM": an instant on the facility's clock, as staff read times (§9). */
export const instantLabel = (at: Date): string => dayjs(at).tz(SERVER_TIME_ZONE).format("MM-DD-YYYY h:mm A");
