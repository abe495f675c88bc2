import { WEEKDAY_LABELS, ageOn as ageBetween } from "@hearth/schema";
import { facilityToday } from "../../lib/ClientIdentity";
import { DATE_FORMAT, DEFAULT_TIME_ZONE, formatDate } from "../../lib/dates";

/** Whole years from a date of birth to a day (today on the facility's calendar by default); see @hearth/schema `ageOn`. */
export const ageOn = (dateOfBirth: string, today: string = facilityToday()): number | null =>
  ageBetween(dateOfBirth, today);

/** A calendar date (YYYY-MM-DD) as MM-DD-YYYY; a dash when missing. */
export const calendarDateText = (value: string | null | undefined): string =>
  value ? formatDate(value, DATE_FORMAT.display, DEFAULT_TIME_ZONE) : "—";

/** A wall-clock time of the server zone (HH:mm) as h:mm A. */
export const wallClockText = (time: string): string =>
  formatDate(`1970-01-01 ${time}`, DATE_FORMAT.time12, DEFAULT_TIME_ZONE);

/** A weekly slot: "Monday 9:00 AM – 10:30 AM". */
export const slotText = (slot: { weekday: number; startTime: string; endTime: string }): string =>
  `${WEEKDAY_LABELS[slot.weekday] ?? "?"} ${wallClockText(slot.startTime)} – ${wallClockText(slot.endTime)}`;
