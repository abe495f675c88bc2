import { describe, expect, it } from "vitest";
import { checkSchedule } from "./references";

describe("a group's weekly schedule", () => {
  it("allows slots on different days and back-to-back slots on one day", () => {
    expect(() =>
      checkSchedule([
        { weekday: 1, startTime: "10:00", endTime: "11:00" },
        { weekday: 1, startTime: "11:00", endTime: "12:00" },
        { weekday: 2, startTime: "10:30", endTime: "11:30" },
      ]),
    ).not.toThrow();
    expect(() => checkSchedule([])).not.toThrow();
  });

  it("refuses two slots of one day that overlap, naming them", () => {
    expect(() =>
      checkSchedule([
        { weekday: 5, startTime: "14:00", endTime: "15:00" },
        { weekday: 5, startTime: "13:00", endTime: "14:30" },
      ]),
    ).toThrow("schedule: two Friday slots overlap (13:00–14:30 and 14:00–15:00)");
  });
});
