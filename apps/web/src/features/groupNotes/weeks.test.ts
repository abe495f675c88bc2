import { describe, expect, it } from "vitest";
import { addDays, dayHeading, shiftWeek, thisWeek, todayInServerZone, weekContaining, weekDays } from "./weeks";

describe("weeks in the server zone", () => {
  it("takes today from the facility's clock, not UTC", () => {
    // 06:30 UTC on Tuesday is still Monday evening in Los Angeles.
    expect(todayInServerZone(new Date("2026-11-24T06:30:00Z"))).toBe("2026-11-23");
    expect(todayInServerZone(new Date("2026-11-24T08:30:00Z"))).toBe("2026-11-24");
  });

  it("runs weeks from Monday to Sunday", () => {
    expect(weekContaining("2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(weekContaining("2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(weekContaining("2026-11-26")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(weekContaining("2026-11-30")).toEqual({ from: "2026-11-30", to: "2026-12-06" });
  });

  it("finds this week from the zone's today, across the UTC date line", () => {
    // Monday 00:30 UTC is Sunday afternoon in Los Angeles: still the week before.
    expect(thisWeek(new Date("2026-11-30T00:30:00Z"))).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });

  it("moves by whole days and weeks across month ends and DST changes", () => {
    expect(addDays("2026-10-31", 1)).toBe("2026-11-01");
    expect(shiftWeek("2026-10-26", 1)).toBe("2026-11-02"); // DST ends 11-01 in Los Angeles
    expect(shiftWeek("2026-03-09", -1)).toBe("2026-03-02");
    expect(weekDays("2026-12-28")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
  });

  it("heads calendar columns with the weekday and the date", () => {
    expect(dayHeading("2026-11-23")).toBe("Mon 11-23");
  });
});
