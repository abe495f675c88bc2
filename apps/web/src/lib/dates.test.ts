import { describe, expect, it } from "vitest";
import {
  calendarDayAt,
  combineDateAndTime,
  DATE_FORMAT,
  displayDate,
  displayTime,
  exchangeDateTime,
  formatDate,
  parseIsoUtc,
  sqlDate,
  timeZoneFromText,
  timeZoneLabel,
  userTimeZone,
} from "./dates";

describe("date formats (§9)", () => {
  const instant = "2026-03-05T21:07:09.000Z"; // 13:07:09 in Los Angeles (PST)
  it("displays MM-DD-YYYY and h:mm A in the given zone", () => {
    expect(displayDate(instant, "America/Los_Angeles")).toBe("03-05-2026");
    expect(displayTime(instant, "America/Los_Angeles")).toBe("1:07 PM");
    expect(displayDate(instant, "Asia/Tokyo")).toBe("03-06-2026");
  });
  it("writes SQL dates and exchange datetimes in the server zone", () => {
    expect(sqlDate(instant)).toBe("2026-03-05");
    expect(exchangeDateTime(instant)).toBe("2026/03/05 13:07");
    expect(formatDate(instant, DATE_FORMAT.time24, "UTC")).toBe("21:07");
    expect(formatDate(instant, DATE_FORMAT.time24Seconds, "UTC")).toBe("21:07:09");
  });
  it("reads SQL, display and exchange text as wall time in the zone", () => {
    expect(formatDate("2026-07-04", DATE_FORMAT.display, "America/New_York")).toBe("07-04-2026");
    expect(formatDate("07-04-2026", DATE_FORMAT.sql, "UTC")).toBe("2026-07-04");
    expect(formatDate("2026/07/04 08:30", DATE_FORMAT.time12, "America/Los_Angeles")).toBe("8:30 AM");
  });
});

describe("date errors, message by message (§5)", () => {
  it('"Invalid ISO datetime format" for a datetime not in UTC form', () => {
    expect(() => parseIsoUtc("2026-03-05T10:00:00+02:00")).toThrow(/^Invalid ISO datetime format$/);
    expect(() => parseIsoUtc("2026-03-05 10:00")).toThrow(/^Invalid ISO datetime format$/);
    expect(() => parseIsoUtc("yesterday")).toThrow(/^Invalid ISO datetime format$/);
  });
  it('"Invalid datetime format" for a UTC-shaped value that is no real instant', () => {
    expect(() => parseIsoUtc("2026-13-05T10:00:00Z")).toThrow(/^Invalid datetime format$/);
    expect(() => parseIsoUtc("2026-02-31T10:00:00Z")).toThrow(/^Invalid datetime format$/);
    expect(() => parseIsoUtc("2026-02-03T25:00:00Z")).toThrow(/^Invalid datetime format$/);
    expect(() => combineDateAndTime("2026-02-03", "noon", "UTC")).toThrow(/^Invalid datetime format$/);
    expect(parseIsoUtc("2026-02-28T23:59:59.123Z").toISOString()).toBe("2026-02-28T23:59:59.123Z");
  });
  it('"Date parameter is required" for a missing date', () => {
    expect(() => parseIsoUtc("")).toThrow(/^Date parameter is required$/);
    expect(() => displayDate(null)).toThrow(/^Date parameter is required$/);
    expect(() => sqlDate(undefined)).toThrow(/^Date parameter is required$/);
  });
  it('"Invalid date format provided" for text that is no date', () => {
    expect(() => displayDate("31/31/2026", "UTC")).toThrow(/^Invalid date format provided$/);
    expect(() => displayDate(new Date(Number.NaN), "UTC")).toThrow(/^Invalid date format provided$/);
    expect(() => sqlDate("2026-02-30")).toThrow(/^Invalid date format provided$/);
  });
  it('"Date and time are required" when either is missing', () => {
    expect(() => combineDateAndTime("", "10:00")).toThrow(/^Date and time are required$/);
    expect(() => combineDateAndTime("2026-01-01", null)).toThrow(/^Date and time are required$/);
  });
  it('"Invalid timezone text" for a zone nobody knows', () => {
    expect(() => timeZoneFromText("Atlantis")).toThrow(/^Invalid timezone text$/);
    expect(() => timeZoneFromText("")).toThrow(/^Invalid timezone text$/);
    expect(() => timeZoneFromText("Mars/Olympus")).toThrow(/^Invalid timezone text$/);
  });
});

describe("time zones", () => {
  it("combines a date and a wall time in a zone into a UTC instant", () => {
    expect(combineDateAndTime("2026-07-04", "09:30", "America/Los_Angeles")).toBe("2026-07-04T16:30:00.000Z");
    expect(combineDateAndTime("01-15-2026", "9:30 AM", "America/Los_Angeles")).toBe("2026-01-15T17:30:00.000Z");
  });
  it("reads labels and IANA names; Pacific is Los Angeles", () => {
    expect(timeZoneFromText("Pacific")).toBe("America/Los_Angeles");
    expect(timeZoneFromText("eastern time")).toBe("America/New_York");
    expect(timeZoneFromText("Europe/Berlin")).toBe("Europe/Berlin");
    expect(timeZoneLabel("America/Los_Angeles")).toBe("Pacific");
  });
  it("takes the user's zone from the cookies, Pacific by default", () => {
    const berlin = () => "Europe/Berlin";
    expect(userTimeZone("", berlin)).toBe("America/Los_Angeles");
    expect(userTimeZone("user_timezone=America%2FChicago; has_auto_timezone=false", berlin)).toBe("America/Chicago");
    expect(userTimeZone("user_timezone=America%2FChicago; has_auto_timezone=true", berlin)).toBe("Europe/Berlin");
    expect(userTimeZone("user_timezone=Eastern", berlin)).toBe("America/New_York");
    expect(userTimeZone("user_timezone=nowhere; client_timezone=America%2FDenver", berlin)).toBe("America/Denver");
  });
});

describe("calendarDayAt", () => {
  it("is a wall-clock time on a later calendar day of the zone", () => {
    // 11:30 PM on 11-23 in Los Angeles is already 11-24 in UTC.
    expect(calendarDayAt("2026-11-24T07:30:00.000Z", 1, "09:00", "America/Los_Angeles")).toBe(
      "2026-11-24T17:00:00.000Z",
    );
    expect(calendarDayAt("2026-11-24T07:30:00.000Z", 1, "09:00", "UTC")).toBe("2026-11-25T09:00:00.000Z");
    expect(calendarDayAt("2026-03-07T20:00:00.000Z", 1, "09:00", "America/Los_Angeles")).toBe(
      "2026-03-08T16:00:00.000Z",
    );
  });
});
