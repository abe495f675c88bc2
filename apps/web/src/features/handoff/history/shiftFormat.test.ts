import { describe, expect, it } from "vitest";
import { activityText, contributorNames, listMarkers, shiftTitle, spanText } from "./shiftFormat";

const PACIFIC = "America/Los_Angeles";

describe("handoff history formats", () => {
  it("names a shift by its label and the facility date it starts on", () => {
    expect(shiftTitle({ label: "Night", date: "2026-11-25" })).toBe("Night shift, 11-25-2026");
  });

  it("writes a shift's span with the end's date only when it is another day", () => {
    expect(spanText("2026-11-25T15:00:00Z", "2026-11-25T23:00:00Z", PACIFIC)).toBe(
      "11-25-2026 7:00 AM – 3:00 PM Pacific",
    );
    expect(spanText("2026-11-26T07:00:00Z", "2026-11-26T15:00:00Z", PACIFIC)).toBe(
      "11-25-2026 11:00 PM – 11-26-2026 7:00 AM Pacific",
    );
  });

  it("writes a contributor's editing time and the people of a shift", () => {
    expect(
      activityText(
        { firstEditAt: "2026-11-26T07:02:00Z", lastEditAt: "2026-11-26T14:48:00Z", minutesActive: 35 },
        PACIFIC,
      ),
    ).toBe("11:02 PM – 6:48 AM, 35 minutes active");
    expect(
      activityText(
        { firstEditAt: "2026-11-26T07:02:00Z", lastEditAt: "2026-11-26T07:02:00Z", minutesActive: 1 },
        PACIFIC,
      ),
    ).toBe("11:02 PM, 1 minute active");
    expect(contributorNames([{ name: "Nora Castillo" }, { name: "Theo Ramirez" }])).toBe("Nora Castillo, Theo Ramirez");
    expect(contributorNames([])).toBe("Nobody has written on the board");
  });

  it("numbers list items per run and depth, and shows check boxes", () => {
    const item = (listType: string, depth = 0, checked: boolean | null = null) => ({
      kind: "listitem",
      listType,
      depth,
      checked,
    });
    expect(
      listMarkers([
        { kind: "paragraph", depth: 0 },
        item("number"),
        item("number"),
        item("bullet", 1),
        item("bullet", 1),
        item("number"),
        { kind: "paragraph", depth: 0 },
        item("number"),
        item("check", 0, true),
        item("check", 0, false),
      ]),
    ).toEqual(["", "1.", "2.", "•", "•", "3.", "", "1.", "☑", "☐"]);
  });
});
