import { describe, expect, it } from "vitest";
import { audienceChips, emptyForm, formFromEvent, groupByDay, timeRange, eventBody, totalLabel } from "./eventView";
import type { EventLike } from "./eventView";

const LA = "America/Los_Angeles";
const event = (id: string, startsAt: string, endsAt: string, allDay = false): EventLike & { title: string } => ({
  id,
  title: id,
  startsAt,
  endsAt,
  allDay,
  audience: { kind: "all_staff", locations: [], roles: [] },
});

describe("event views", () => {
  it("group by the start day in the viewer's zone, keeping the server's order", () => {
    // 07:30 UTC on the 25th is still the 24th in Los Angeles.
    const groups = groupByDay(
      [
        event("a", "2026-11-24T17:00:00Z", "2026-11-24T18:00:00Z"),
        event("b", "2026-11-25T07:30:00Z", "2026-11-25T08:00:00Z"),
        event("c", "2026-11-25T17:00:00Z", "2026-11-25T18:00:00Z"),
      ],
      LA,
    );
    expect(groups.map((g) => [g.label, g.events.map((e) => e.id)])).toEqual([
      ["Tuesday, 11-24-2026", ["a", "b"]],
      ["Wednesday, 11-25-2026", ["c"]],
    ]);
  });

  it("show time ranges, all-day and multi-day ones", () => {
    expect(timeRange(event("a", "2026-11-24T17:00:00Z", "2026-11-24T18:30:00Z"), LA)).toBe("9:00 AM – 10:30 AM");
    expect(timeRange(event("b", "2026-11-24T08:00:00Z", "2026-11-25T08:00:00Z", true), LA)).toBe("All day");
    expect(timeRange(event("c", "2026-11-24T08:00:00Z", "2026-11-26T08:00:00Z", true), LA)).toBe(
      "All day, 11-24-2026 – 11-25-2026",
    );
    expect(timeRange(event("d", "2026-11-24T17:00:00Z", "2026-11-25T17:00:00Z"), LA)).toBe(
      "11-24-2026 9:00 AM – 11-25-2026 9:00 AM",
    );
  });

  it("name the audience and the total", () => {
    expect(audienceChips({ kind: "all_staff", locations: [], roles: [] })).toEqual(["All staff"]);
    expect(
      audienceChips({ kind: "roles", locations: [{ id: "r", name: "Riverside Residential" }], roles: ["nurse"] }),
    ).toEqual(["Nurse", "Riverside Residential"]);
    expect(totalLabel(12, 40)).toBe("12 of 40 events");
    expect(totalLabel(1, 1)).toBe("1 of 1 event");
  });

  it("turn the form into the API's body, the day and time read in the facility's zone", () => {
    const form = { ...emptyForm(new Date("2026-11-23T20:00:00Z"), LA, ["r"], true), title: "  Staff meeting " };
    expect(form).toMatchObject({
      startDate: "2026-11-24",
      startTime: "09:00",
      audienceKind: "all_staff",
      locationIds: [],
    });
    expect(eventBody(form, LA)).toEqual({
      title: "  Staff meeting ",
      allDay: false,
      startsAt: "2026-11-24T17:00:00.000Z",
      endsAt: "2026-11-24T18:00:00.000Z",
      place: null,
      description: null,
      audience: { kind: "all_staff", locationIds: [], roles: [] },
    });
    // A missing time is an empty instant: the API's schema names the field.
    expect(eventBody({ ...form, endTime: "" }, LA).endsAt).toBe("");
    // All day runs to midnight after the last day; a supervisor's form starts with their locations.
    const allDay = eventBody(
      { ...emptyForm(new Date("2026-11-23T20:00:00Z"), LA, ["r"], false), title: "Retreat", allDay: true },
      LA,
    );
    expect(allDay).toMatchObject({
      startsAt: "2026-11-24T08:00:00.000Z",
      endsAt: "2026-11-25T08:00:00.000Z",
      audience: { kind: "locations", locationIds: ["r"] },
    });
    // And back: editing shows the same days.
    expect(
      formFromEvent(
        { ...event("x", "2026-11-24T08:00:00.000Z", "2026-11-25T08:00:00.000Z", true), title: "Retreat" },
        LA,
      ),
    ).toMatchObject({ startDate: "2026-11-24", endDate: "2026-11-24", allDay: true });
  });
});
