import { describe, expect, it } from "vitest";
import { ageOn, calendarDateText, slotText, wallClockText } from "./clientFormat";

describe("ageOn", () => {
  it("counts whole years, the birthday included", () => {
    expect(ageOn("1990-05-10", "2026-05-09")).toBe(35);
    expect(ageOn("1990-05-10", "2026-05-10")).toBe(36);
    expect(ageOn("1990-05-10", "2026-12-31")).toBe(36);
  });

  it("handles a 29 February birthday in other years as not reached until 1 March", () => {
    expect(ageOn("2000-02-29", "2026-02-28")).toBe(25);
    expect(ageOn("2000-02-29", "2026-03-01")).toBe(26);
  });

  it("is null for what is not a date, or a birth in the future", () => {
    expect(ageOn("05-10-1990", "2026-05-10")).toBeNull();
    expect(ageOn("2030-01-01", "2026-05-10")).toBeNull();
  });
});

describe("display helpers", () => {
  it("shows calendar dates as MM-DD-YYYY whatever the zone", () => {
    expect(calendarDateText("1984-02-09")).toBe("02-09-1984");
    expect(calendarDateText(null)).toBe("—");
  });

  it("shows wall-clock times and weekly slots in 12-hour form", () => {
    expect(wallClockText("09:05")).toBe("9:05 AM");
    expect(wallClockText("13:30")).toBe("1:30 PM");
    expect(slotText({ weekday: 1, startTime: "09:00", endTime: "10:30" })).toBe("Monday 9:00 AM – 10:30 AM");
  });
});
