import { describe, expect, it } from "vitest";
import { previousShift, shiftAt, shiftById, shiftOf } from "./shifts";

const at = (iso: string) => new Date(iso);
const hours = (shift: { startsAt: Date; endsAt: Date }) =>
  (shift.endsAt.getTime() - shift.startsAt.getTime()) / 3_600_000;

describe("handoff shifts on the facility clock (America/Los_Angeles)", () => {
  it("splits a standard-time day into Day 07:00–15:00, Evening 15:00–23:00 and Night 23:00–07:00", () => {
    // 2026-11-25 is PST (UTC-8).
    expect(shiftOf("2026-11-25", "day")).toEqual({
      id: "2026-11-25-day",
      name: "day",
      label: "Day",
      date: "2026-11-25",
      startsAt: at("2026-11-25T15:00:00Z"),
      endsAt: at("2026-11-25T23:00:00Z"),
    });
    expect(shiftOf("2026-11-25", "evening")).toMatchObject({
      startsAt: at("2026-11-25T23:00:00Z"),
      endsAt: at("2026-11-26T07:00:00Z"),
    });
    expect(shiftOf("2026-11-25", "night")).toMatchObject({
      label: "Night",
      startsAt: at("2026-11-26T07:00:00Z"),
      endsAt: at("2026-11-26T15:00:00Z"),
    });
  });

  it("places each instant in exactly one shift, the start inclusive and the end exclusive", () => {
    expect(shiftAt(at("2026-11-25T14:59:59.999Z")).id).toBe("2026-11-24-night"); // 06:59:59.999 local
    expect(shiftAt(at("2026-11-25T15:00:00Z")).id).toBe("2026-11-25-day"); // 07:00
    expect(shiftAt(at("2026-11-25T22:59:00Z")).id).toBe("2026-11-25-day"); // 14:59
    expect(shiftAt(at("2026-11-25T23:00:00Z")).id).toBe("2026-11-25-evening"); // 15:00
    expect(shiftAt(at("2026-11-26T06:59:59Z")).id).toBe("2026-11-25-evening"); // 22:59:59
    expect(shiftAt(at("2026-11-26T07:00:00Z")).id).toBe("2026-11-25-night"); // 23:00
  });

  it("keeps the night shift on the date it started after midnight", () => {
    // 00:30 and 06:30 on 11-26 belong to the night that started on 11-25 at 23:00.
    expect(shiftAt(at("2026-11-26T08:30:00Z")).id).toBe("2026-11-25-night");
    expect(shiftAt(at("2026-11-26T14:30:00Z")).id).toBe("2026-11-25-night");
    // A night that crosses the end of a month and of a year.
    expect(shiftOf("2026-12-31", "night")).toMatchObject({
      startsAt: at("2027-01-01T07:00:00Z"),
      endsAt: at("2027-01-01T15:00:00Z"),
    });
    expect(shiftAt(at("2027-01-01T10:00:00Z")).id).toBe("2026-12-31-night");
  });

  it("lengthens or shortens the night over a DST change, and leaves the day shifts at 8 hours", () => {
    // Spring forward on 2026-03-08 at 02:00: the night from 03-07 23:00 PST to 03-08 07:00 PDT is 7 hours.
    const spring = shiftOf("2026-03-07", "night");
    expect(spring).toMatchObject({ startsAt: at("2026-03-08T07:00:00Z"), endsAt: at("2026-03-08T14:00:00Z") });
    expect(hours(spring)).toBe(7);
    expect(hours(shiftOf("2026-03-08", "day"))).toBe(8);
    expect(shiftAt(at("2026-03-08T13:59:00Z")).id).toBe("2026-03-07-night");
    expect(shiftAt(at("2026-03-08T14:00:00Z")).id).toBe("2026-03-08-day");
    // Fall back on 2026-11-01 at 02:00: the night from 10-31 23:00 PDT to 11-01 07:00 PST is 9 hours.
    const fall = shiftOf("2026-10-31", "night");
    expect(fall).toMatchObject({ startsAt: at("2026-11-01T06:00:00Z"), endsAt: at("2026-11-01T15:00:00Z") });
    expect(hours(fall)).toBe(9);
    // 01:30 happens twice that night; both are in it.
    expect(shiftAt(at("2026-11-01T08:30:00Z")).id).toBe("2026-10-31-night");
    expect(shiftAt(at("2026-11-01T09:30:00Z")).id).toBe("2026-10-31-night");
    expect(hours(shiftOf("2026-11-01", "evening"))).toBe(8);
  });

  it("chains shifts without gaps, also over DST changes", () => {
    for (const start of ["2026-03-07T12:00:00Z", "2026-10-31T12:00:00Z", "2026-11-25T12:00:00Z"]) {
      let shift = shiftAt(at(start));
      for (let i = 0; i < 6; i++) {
        const next = shiftAt(shift.endsAt);
        expect(next.startsAt).toEqual(shift.endsAt);
        expect(previousShift(next)).toEqual(shift);
        shift = next;
      }
    }
  });

  it("reads shift ids back, and refuses ids that name no shift", () => {
    expect(shiftById("2026-03-07-night")).toEqual(shiftOf("2026-03-07", "night"));
    for (const id of [
      "2026-02-30-day",
      "2026-13-01-day",
      "2026-11-25-morning",
      "2026-11-25",
      "x2026-11-25-day",
      "2026-11-25-day ",
    ])
      expect(shiftById(id)).toBeNull();
  });
});
