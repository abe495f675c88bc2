import { describe, expect, it } from "vitest";
import { formatSchedule, scheduleRowErrors, slotOn, timeRange, wallClock } from "./schedule";

describe("schedule formatting", () => {
  it("shows wall-clock times as h:mm A", () => {
    expect(wallClock("10:00")).toBe("10:00 AM");
    expect(wallClock("13:05")).toBe("1:05 PM");
    expect(wallClock("00:30")).toBe("12:30 AM");
    expect(wallClock("10:00:00")).toBe("10:00 AM");
    expect(timeRange("10:00", "11:00")).toBe("10:00 AM–11:00 AM");
  });

  it("lists the days that share a slot together, Monday first", () => {
    const slots = [5, 1, 3].map((weekday) => ({ weekday, startTime: "10:00", endTime: "11:00" }));
    expect(formatSchedule(slots)).toBe("Mon, Wed, Fri 10:00 AM–11:00 AM");
  });

  it("puts Sunday last and orders several slots by start time", () => {
    expect(
      formatSchedule([
        { weekday: 2, startTime: "14:00", endTime: "15:00" },
        { weekday: 0, startTime: "09:00", endTime: "10:30" },
        { weekday: 6, startTime: "09:00", endTime: "10:30" },
      ]),
    ).toBe("Sat, Sun 9:00 AM–10:30 AM; Tue 2:00 PM–3:00 PM");
  });

  it("says so when there is no schedule", () => {
    expect(formatSchedule([])).toBe("No schedule");
  });

  it("guides the schedule editor row by row", () => {
    expect(
      scheduleRowErrors([
        { weekday: 1, startTime: "10:00", endTime: "11:00" },
        { weekday: 1, startTime: "10:00", endTime: "12:00" },
        { weekday: 2, startTime: "11:00", endTime: "10:00" },
        { weekday: 3, startTime: "", endTime: "10:00" },
      ]),
    ).toEqual([null, "This slot is listed twice", "Must end after it starts", "Enter a start and an end time"]);
  });
});

describe("a new session's default times", () => {
  const slots = [
    { weekday: 1, startTime: "10:00", endTime: "11:00" },
    { weekday: 3, startTime: "14:00", endTime: "15:00" },
  ];
  it("come from the schedule's slot on that weekday, else its first slot", () => {
    expect(slotOn(slots, "2026-11-25")).toBe(slots[1]); // a Wednesday
    expect(slotOn(slots, "2026-11-27")).toBe(slots[0]); // a Friday: no slot
    expect(slotOn([], "2026-11-27")).toBeUndefined();
  });
});
