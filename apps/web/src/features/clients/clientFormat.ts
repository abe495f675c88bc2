import { WEEKDAY_LABELS } from "@hearth/schema";
import { DATE_FORMAT, DEFAULT_TIME_ZONE, formatDate, sqlDate } from "../../lib/dates";

const SQL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole years between a date of birth and a day (both YYYY-MM-DD calendar dates, no time zone
 * involved): the birthday itself counts, so someone born 1990-05-10 is 36 on 2026-05-10.
 * Null when either date is not a date.
 */
export function ageOn(dateOfBirth: string, today: string = sqlDate(new Date())): number | null {
  const born = SQL_DATE.exec(dateOfBirth);
  const now = SQL_DATE.exec(today);
  if (!born || !now) return null;
  const [, by, bm, bd] = born.map(Number) as [number, number, number, number];
  const [, ny, nm, nd] = now.map(Number) as [number, number, number, number];
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  const age = ny - by - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}

/** A calendar date (YYYY-MM-DD) as MM-DD-YYYY; a dash when missing. */
export const calendarDateText = (value: string | null | undefined): string => (value ? formatDate(value, DATE_FORMAT.display, DEFAULT_TIME_ZONE) : "—");

/** A wall-clock time of the server zone (HH:mm) as h:mm A. */
export const wallClockText = (time: string): string => formatDate(`1970-01-01 ${time}`, DATE_FORMAT.time12, DEFAULT_TIME_ZONE);

/** A weekly slot: "Monday 9:00 AM – 10:30 AM". */
export const slotText = (slot: { weekday: number; startTime: string; endTime: string }): string =>
  `${WEEKDAY_LABELS[slot.weekday] ?? "?"} ${wallClockText(slot.startTime)} – ${wallClockText(slot.endTime)}`;

/** The chart's tabs, as the `tabs` query parameter names them (the page title shows it, §2). */
export const CHART_TABS = ["overview", "group-notes"] as const;
export type ChartTab = (typeof CHART_TABS)[number];
export const chartTabOf = (value: string | null): ChartTab => (CHART_TABS as readonly string[]).includes(value ?? "") ? (value as ChartTab) : "overview";
