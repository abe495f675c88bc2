import { describe, expect, it } from "vitest";
import {
  addDays,
  datesBetween,
  expandSchedule,
  hhmm,
  sessionInstants,
  todayInZone,
  weekOf,
  weekdayOf,
  zonedInstant,
} from "./time";

describe("wall-clock time of the server zone", () => {
  it("turns a date and time into the instant, on both sides of each DST change", () => {
    expect(zonedInstant("2026-07-01", "10:00").toISOString()).toBe("2026-07-01T17:00:00.000Z");
    expect(zonedInstant("2026-03-07", "10:00").toISOString()).toBe("2026-03-07T18:00:00.000Z");
    expect(zonedInstant("2026-03-08", "10:00").toISOString()).toBe("2026-03-08T17:00:00.000Z");
    expect(zonedInstant("2026-10-31", "10:00").toISOString()).toBe("2026-10-31T17:00:00.000Z");
    expect(zonedInstant("2026-11-01", "10:00").toISOString()).toBe("2026-11-01T18:00:00.000Z");
    expect(zonedInstant("2026-12-31", "23:30:00").toISOString()).toBe("2027-01-01T07:30:00.000Z");
  });

  it("counts a session across a DST change by the clock on the wall and the real minutes", () => {
    expect(sessionInstants("2026-03-08", "01:00", "04:00").minutes).toBe(120);
    expect(sessionInstants("2026-11-01", "00:30", "02:30").minutes).toBe(180);
    expect(sessionInstants("2026-11-02", "10:00", "11:30").minutes).toBe(90);
  });

  it("reads today on the facility's clock", () => {
    expect(todayInZone(new Date("2026-11-24T07:59:00Z"))).toBe("2026-11-23");
    expect(todayInZone(new Date("2026-11-24T08:00:00Z"))).toBe("2026-11-24");
  });

  it("shows HH:mm of a time column", () => {
    expect(hhmm("09:05:00")).toBe("09:05");
  });
});

describe("calendar dates", () => {
  it("knows weekdays, adds days and lists ranges", () => {
    expect(weekdayOf("2026-11-23")).toBe(1);
    expect(weekdayOf("2026-11-29")).toBe(0);
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(datesBetween("2026-10-30", "2026-11-02")).toEqual(["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02"]);
  });

  it("finds the Monday-to-Sunday week of a date", () => {
    expect(weekOf("2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(weekOf("2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(weekOf("2026-11-26")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });

  it("expands a weekly schedule into the slots of a range, by date and time", () => {
    const schedule = [
      { weekday: 3, startTime: "18:00", endTime: "19:00" },
      { weekday: 1, startTime: "10:00", endTime: "11:00" },
      { weekday: 3, startTime: "09:00", endTime: "10:00" },
    ];
    expect(expandSchedule(schedule, "2026-11-23", "2026-11-30")).toEqual([
      { date: "2026-11-23", startTime: "10:00", endTime: "11:00" },
      { date: "2026-11-25", startTime: "09:00", endTime: "10:00" },
      { date: "2026-11-25", startTime: "18:00", endTime: "19:00" },
      { date: "2026-11-30", startTime: "10:00", endTime: "11:00" },
    ]);
    expect(expandSchedule(schedule, "2026-11-24", "2026-11-24")).toEqual([]);
    expect(expandSchedule([], "2026-11-01", "2026-11-30")).toEqual([]);
  });
});
