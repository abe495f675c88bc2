/**
 * The one place dates are parsed and formatted (§5, §9): dayjs with the utc and timezone plugins.
 * The server works in America/Los_Angeles ("Pacific"); the user's zone comes from the cookies.
 */
import dayjs from "dayjs";
import type { Dayjs } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { COOKIE, SERVER_TIME_ZONE, SERVER_TIME_ZONE_LABEL } from "@hearth/schema";
import { readCookie } from "./cookies";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** §9 formats. */
export const DATE_FORMAT = {
  display: "MM-DD-YYYY",
  sql: "YYYY-MM-DD",
  time12: "h:mm A",
  time24: "HH:mm",
  time24Seconds: "HH:mm:ss",
  exchange: "YYYY/MM/DD HH:mm",
} as const;

/** The §5 messages, exactly. */
export const DATE_ERRORS = {
  invalidIso: "Invalid ISO datetime format",
  invalidDatetime: "Invalid datetime format",
  dateRequired: "Date parameter is required",
  invalidDate: "Invalid date format provided",
  dateAndTimeRequired: "Date and time are required",
  invalidTimezone: "Invalid timezone text",
} as const;

export class DateError extends Error {
  override name = "DateError";
}

export const DEFAULT_TIME_ZONE = SERVER_TIME_ZONE;
export const DEFAULT_TIME_ZONE_LABEL = SERVER_TIME_ZONE_LABEL;

/** US zone labels people pick in settings, and the IANA zone each means. */
export const TIME_ZONE_LABELS: Readonly<Record<string, string>> = {
  Pacific: "America/Los_Angeles",
  Mountain: "America/Denver",
  Arizona: "America/Phoenix",
  Central: "America/Chicago",
  Eastern: "America/New_York",
  Alaska: "America/Anchorage",
  Hawaii: "Pacific/Honolulu",
  UTC: "UTC",
};

const ISO_UTC = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?Z$/;

/** Parses an ISO datetime that must be in UTC form (`…Z`). */
export function parseIsoUtc(value: string | null | undefined): Dayjs {
  if (!value) throw new DateError(DATE_ERRORS.dateRequired);
  const match = ISO_UTC.exec(value);
  if (!match) throw new DateError(DATE_ERRORS.invalidIso);
  const parsed = dayjs.utc(value);
  // The shape is right but the calendar is not (month 13, 31 February, hour 25): dayjs would roll over.
  const [, y, mo, d, h, mi, s = "00"] = match;
  const exact =
    parsed.isValid() &&
    parsed.year() === Number(y) &&
    parsed.month() + 1 === Number(mo) &&
    parsed.date() === Number(d) &&
    parsed.hour() === Number(h) &&
    parsed.minute() === Number(mi) &&
    parsed.second() === Number(s);
  if (!exact) throw new DateError(DATE_ERRORS.invalidDatetime);
  return parsed;
}

/** Any date input the app receives: a Date, a timestamp, or a string in ISO, SQL, display or exchange form. */
export type DateInput = Date | number | string | Dayjs;

const ACCEPTED_TEXT_FORMATS = [
  DATE_FORMAT.sql,
  DATE_FORMAT.display,
  DATE_FORMAT.exchange,
  `${DATE_FORMAT.sql} ${DATE_FORMAT.time24}`,
  `${DATE_FORMAT.sql} ${DATE_FORMAT.time24Seconds}`,
];

/** Reads a date, in `zone` when the text carries no offset. */
export function toDayjs(value: DateInput | null | undefined, zone: string = DEFAULT_TIME_ZONE): Dayjs {
  if (value === null || value === undefined || value === "") throw new DateError(DATE_ERRORS.dateRequired);
  if (dayjs.isDayjs(value)) {
    if (!value.isValid()) throw new DateError(DATE_ERRORS.invalidDate);
    return value;
  }
  if (value instanceof Date || typeof value === "number") {
    const parsed = dayjs(value);
    if (!parsed.isValid()) throw new DateError(DATE_ERRORS.invalidDate);
    return parsed;
  }
  if (/[zZ]$|[+-]\d{2}:?\d{2}$/.test(value) && value.includes("T")) {
    const parsed = dayjs(value);
    if (!parsed.isValid()) throw new DateError(DATE_ERRORS.invalidDate);
    return parsed;
  }
  for (const format of ACCEPTED_TEXT_FORMATS) {
    const parsed = dayjs(value, format, true);
    if (parsed.isValid()) return dayjs.tz(parsed.format("YYYY-MM-DDTHH:mm:ss"), zone);
  }
  throw new DateError(DATE_ERRORS.invalidDate);
}

/** Formats a date in the user's (or the given) zone with one of the §9 formats. */
export function formatDate(
  value: DateInput | null | undefined,
  format: string = DATE_FORMAT.display,
  zone: string = userTimeZone(),
): string {
  return toDayjs(value, zone).tz(zone).format(format);
}

/** `MM-DD-YYYY` in the user's zone. */
export const displayDate = (value: DateInput | null | undefined, zone?: string) =>
  formatDate(value, DATE_FORMAT.display, zone);
/** `YYYY-MM-DD` for SQL date columns, in the server zone. */
export const sqlDate = (value: DateInput | null | undefined) => formatDate(value, DATE_FORMAT.sql, DEFAULT_TIME_ZONE);
/** `h:mm A` in the user's zone. */
/** An instant as auditors read it: date, time and the zone it is shown in ("11-23-2026 3:04 PM Pacific"). */
export const displayDateTimeWithZone = (value: DateInput, zone: string = userTimeZone()): string =>
  `${formatDate(value, `${DATE_FORMAT.display} ${DATE_FORMAT.time12}`, zone)} ${timeZoneLabel(zone)}`;

export const displayTime = (value: DateInput | null | undefined, zone?: string) =>
  formatDate(value, DATE_FORMAT.time12, zone);
/** `YYYY/MM/DD HH:mm` for exchange with other systems, in the server zone. */
export const exchangeDateTime = (value: DateInput | null | undefined) =>
  formatDate(value, DATE_FORMAT.exchange, DEFAULT_TIME_ZONE);

/**
 * A calendar date and a wall-clock time chosen in `zone` (a date picker and a time picker), as a
 * UTC ISO instant for the server.
 */
export function combineDateAndTime(
  date: string | null | undefined,
  time: string | null | undefined,
  zone: string = userTimeZone(),
): string {
  if (!date || !time) throw new DateError(DATE_ERRORS.dateAndTimeRequired);
  const day = [DATE_FORMAT.sql, DATE_FORMAT.display].map((f) => dayjs(date, f, true)).find((d) => d.isValid());
  const clock = [DATE_FORMAT.time24, DATE_FORMAT.time24Seconds, DATE_FORMAT.time12]
    .map((f) => dayjs(time, f, true))
    .find((d) => d.isValid());
  if (!day || !clock) throw new DateError(DATE_ERRORS.invalidDatetime);
  return dayjs
    .tz(`${day.format(DATE_FORMAT.sql)} ${clock.format(DATE_FORMAT.time24Seconds)}`, zone)
    .utc()
    .toISOString();
}

/** The instant `days` calendar days after `from`'s date in `zone`, at the wall-clock `time` there ("09:00"), as UTC ISO. */
export function calendarDayAt(from: DateInput, days: number, time: string, zone: string = userTimeZone()): string {
  const day = toDayjs(from, zone).tz(zone).add(days, "day").format(DATE_FORMAT.sql);
  return combineDateAndTime(day, time, zone);
}

/** A zone as people write it ("Pacific", "America/New_York", "utc") turned into an IANA zone. */
export function timeZoneFromText(text: string | null | undefined): string {
  const trimmed = text?.trim();
  if (!trimmed) throw new DateError(DATE_ERRORS.invalidTimezone);
  const label = Object.keys(TIME_ZONE_LABELS).find(
    (key) => key.toLowerCase() === trimmed.toLowerCase().replace(/\s+(standard\s+)?time$/, ""),
  );
  if (label) return TIME_ZONE_LABELS[label]!;
  if (isKnownZone(trimmed)) return trimmed;
  throw new DateError(DATE_ERRORS.invalidTimezone);
}

/** The label of an IANA zone ("Pacific"), or the zone itself when it has none. */
export function timeZoneLabel(zone: string): string {
  return Object.entries(TIME_ZONE_LABELS).find(([, iana]) => iana === zone)?.[0] ?? zone;
}

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.includes("/") || zone === "UTC";
  } catch {
    return false;
  }
}

/**
 * The user's display zone from the cookies (§3): the browser's own zone when `has_auto_timezone`
 * is "true" (kept in `client_timezone`), else `user_timezone`; Pacific when neither is usable.
 */
export function userTimeZone(
  cookieString: string = globalThis.document?.cookie ?? "",
  browserZone: () => string = () => Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  const auto = readCookie(COOKIE.hasAutoTimezone, cookieString) === "true";
  const candidates = auto
    ? [browserZone(), readCookie(COOKIE.clientTimezone, cookieString)]
    : [readCookie(COOKIE.userTimezone, cookieString), readCookie(COOKIE.clientTimezone, cookieString)];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return timeZoneFromText(candidate);
    } catch {
      // a hand-edited or stale cookie: try the next source
    }
  }
  return DEFAULT_TIME_ZONE;
}
