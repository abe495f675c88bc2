import { describe, expect, it } from "vitest";
import { CHART_TABS, chartTabOf } from "./chartTabs";

describe("chart tabs", () => {
  it("reads the tabs parameter among the tabs shown, falling back to the first", () => {
    expect(chartTabOf("group-notes", CHART_TABS).value).toBe("group-notes");
    expect(chartTabOf("nonsense", CHART_TABS).value).toBe("overview");
    expect(chartTabOf(null, CHART_TABS).value).toBe("overview");
    const withoutNotes = CHART_TABS.filter((t) => t.value !== "group-notes");
    expect(chartTabOf("group-notes", withoutNotes).value).toBe("overview");
  });

  it("names each tab once", () => {
    const values = CHART_TABS.map((t) => t.value);
    expect(new Set(values).size).toBe(values.length);
  });
});
