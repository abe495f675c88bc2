import dayjs from "dayjs";
import { WEEKDAY_LABELS } from "@hearth/schema";
import { DATE_FORMAT } from "../../lib/dates";

export interface Slot {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** HH:mm on the facility's clock. */
  startTime: string;
  endTime: string;
}

/** "Mon", "Tue", … */
export const shortWeekday = (weekday: number): string => WEEKDAY_LABELS[weekday]?.slice(0, 3) ?? "?";

/** Monday first, as the week calendar and the schedule editor show it. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
const mondayFirst = (weekday: number) => (weekday + 6) % 7;

/** A wall-clock HH:mm of the facility as "10:00 AM" (§9 h:mm A). */
export function wallClock(time: string): string {
  const parsed = dayjs(time.slice(0, 5), DATE_FORMAT.time24, true);
  return parsed.isValid() ? parsed.format(DATE_FORMAT.time12) : time;
}

/** "10:00 AM–11:00 AM". */
export const timeRange = (startTime: string, endTime: string): string =>
  `${wallClock(startTime)}–${wallClock(endTime)}`;

/**
 * A weekly schedule in one line: days that share a time slot are listed together, Monday first,
 * slots by start time — "Mon, Wed, Fri 10:00 AM–11:00 AM; Tue 2:00 PM–3:00 PM".
 */
export function formatSchedule(slots: readonly Slot[]): string {
  if (slots.length === 0) return "No schedule";
  const byTime = new Map<string, { startTime: string; endTime: string; days: Set<number> }>();
  for (const slot of slots) {
    const key = `${slot.startTime}-${slot.endTime}`;
    const entry = byTime.get(key) ?? { startTime: slot.startTime, endTime: slot.endTime, days: new Set<number>() };
    entry.days.add(slot.weekday);
    byTime.set(key, entry);
  }
  return [...byTime.values()]
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime))
    .map(({ startTime, endTime, days }) => {
      const names = [...days].sort((a, b) => mondayFirst(a) - mondayFirst(b)).map(shortWeekday);
      return `${names.join(", ")} ${timeRange(startTime, endTime)}`;
    })
    .join("; ");
}

/** The schedule's slot on a date's weekday (the first slot when it has none that day): a new session's default times. */
export function slotOn<T extends Slot>(slots: readonly T[], date: string): T | undefined {
  const weekday = dayjs.utc(date, DATE_FORMAT.sql, true).day();
  return slots.find((slot) => slot.weekday === weekday) ?? slots[0];
}

/** Problems of a schedule being edited, by row (the server checks again; this only guides the form). */
export function scheduleRowErrors(slots: readonly Slot[]): (string | null)[] {
  const seen = new Set<string>();
  return slots.map((slot) => {
    if (!/^\d{2}:\d{2}$/.test(slot.startTime) || !/^\d{2}:\d{2}$/.test(slot.endTime))
      return "Enter a start and an end time";
    if (slot.endTime <= slot.startTime) return "Must end after it starts";
    const key = `${slot.weekday}-${slot.startTime}`;
    if (seen.has(key)) return "This slot is listed twice";
    seen.add(key);
    return null;
  });
}
