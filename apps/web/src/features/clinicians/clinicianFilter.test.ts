// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  CLINICIAN_FILTER_KEY,
  DEFAULT_CLINICIAN_FILTER,
  loadClinicianFilter,
  parseClinicianFilter,
  saveClinicianFilter,
  toClinicianFilterInput,
} from "./clinicianFilter";

beforeEach(() => window.localStorage.clear());

describe("clinician filter persistence", () => {
  it("starts from Active only, any role, no search (§3 default) when nothing is saved", () => {
    expect(loadClinicianFilter()).toEqual({ status: [1], role: [], searchQuery: "" });
    expect(DEFAULT_CLINICIAN_FILTER.status).toEqual([1]);
  });

  it("restores exactly what was saved, under the key hearth.filters.clinicians", () => {
    const filter = { status: [1 as const, 3 as const], role: ["nurse" as const, "bht" as const], searchQuery: "ri" };
    saveClinicianFilter(filter);
    expect(JSON.parse(window.localStorage.getItem(CLINICIAN_FILTER_KEY)!)).toEqual(filter);
    expect(loadClinicianFilter()).toEqual(filter);
  });

  it("keeps an emptied status list empty rather than falling back to the default", () => {
    saveClinicianFilter({ status: [], role: [], searchQuery: "" });
    expect(loadClinicianFilter().status).toEqual([]);
  });

  it("survives a corrupt or hand-edited value: unknown entries dropped, missing fields defaulted", () => {
    window.localStorage.setItem(CLINICIAN_FILTER_KEY, "{not json");
    expect(loadClinicianFilter()).toEqual(DEFAULT_CLINICIAN_FILTER);

    window.localStorage.setItem(
      CLINICIAN_FILTER_KEY,
      JSON.stringify({ status: [2, 9, "1", 2], role: ["nurse", "client", "wizard"] }),
    );
    expect(loadClinicianFilter()).toEqual({ status: [2], role: ["nurse"], searchQuery: "" });

    expect(parseClinicianFilter(null)).toEqual(DEFAULT_CLINICIAN_FILTER);
    expect(parseClinicianFilter(["x"])).toEqual(DEFAULT_CLINICIAN_FILTER);
    expect(parseClinicianFilter({ searchQuery: "x".repeat(500) }).searchQuery).toHaveLength(100);
  });

  it("returns a fresh default each time, so editing one cannot change the next", () => {
    const first = loadClinicianFilter();
    first.status.push(2);
    expect(loadClinicianFilter().status).toEqual([1]);
  });
});

describe("toClinicianFilterInput", () => {
  it("turns the grid's 0-based page into the API's 1-based page of 25", () => {
    expect(toClinicianFilterInput(DEFAULT_CLINICIAN_FILTER, 0)).toEqual({
      status: [1],
      role: undefined,
      searchQuery: undefined,
      page: 1,
      pageSize: 25,
    });
    expect(toClinicianFilterInput(DEFAULT_CLINICIAN_FILTER, 2).page).toBe(3);
  });

  it("trims the search and leaves an empty one out", () => {
    expect(toClinicianFilterInput({ ...DEFAULT_CLINICIAN_FILTER, searchQuery: "  nurse2 " }, 0).searchQuery).toBe(
      "nurse2",
    );
    expect(toClinicianFilterInput({ ...DEFAULT_CLINICIAN_FILTER, searchQuery: "   " }, 0).searchQuery).toBeUndefined();
  });

  it("asks for every status when none is selected (the API would otherwise default to Active)", () => {
    expect(toClinicianFilterInput({ status: [], role: ["therapist"], searchQuery: "" }, 0)).toMatchObject({
      status: [1, 2, 3],
      role: ["therapist"],
    });
  });
});
