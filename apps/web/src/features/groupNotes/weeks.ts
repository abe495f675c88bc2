/**
 * Calendar weeks of the group-notes screens. Session dates are calendar dates of the facility's
 * clock (the server zone), so "this week" and "today" are decided there, not in the browser's zone.
 */
import dayjs from "dayjs";
import { DATE_FORMAT, DEFAULT_TIME_ZONE, formatDate } from "../../lib/dates";

export interface DateRange {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** Today on the facility's clock, YYYY-MM-DD. */
export function todayInServerZone(now: Date = new Date()): string {
  return formatDate(now, DATE_FORMAT.sql, DEFAULT_TIME_ZONE);
}

// Calendar arithmetic on plain dates: UTC midnight, so no zone or DST can move a day.
const day = (date: string) => dayjs.utc(date, DATE_FORMAT.sql, true);

export function addDays(date: string, days: number): string {
  return day(date).add(days, "day").format(DATE_FORMAT.sql);
}

/** Monday to Sunday of the week that holds `date`. */
export function weekContaining(date: string): DateRange {
  const monday = addDays(date, -((day(date).day() + 6) % 7));
  return { from: monday, to: addDays(monday, 6) };
}

/** The week the facility is in now. */
export const thisWeek = (now: Date = new Date()): DateRange => weekContaining(todayInServerZone(now));

/** The Monday `weeks` weeks before (negative) or after `monday`. */
export const shiftWeek = (monday: string, weeks: number): string => addDays(monday, weeks * 7);

/** The seven dates of the week that starts on `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** "Mon 11-23" for a calendar column. */
export const dayHeading = (date: string): string => formatDate(date, "ddd MM-DD", DEFAULT_TIME_ZONE);

export const isValidDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && day(value).isValid();
