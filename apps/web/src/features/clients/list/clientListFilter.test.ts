// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_CLIENT_FILTER,
  exportUrl,
  isNarrowed,
  loadClientListFilter,
  parseClientListFilter,
  saveClientListFilter,
  toClientFilterInput,
} from "./clientListFilter";
import type { ClientListFilterState } from "./clientListFilter";

beforeEach(() => window.localStorage.clear());

const LABEL = "2b6f0c1e-2f0a-4c9a-9a47-3f7b1c2d4e5f";
const narrowed: ClientListFilterState = {
  searchQuery: " anderson ",
  status: ["discharged"],
  admissionDateFrom: "2026-10-01",
  admissionDateTo: "2026-10-31",
  levelOfCare: ["3.5", "4e-2.1"],
  locationId: "",
  labelIds: [LABEL],
  sortBy: "admissionDate",
  sortDirection: "desc",
};

describe("the EMR list's remembered filter", () => {
  it("starts from pending admission and active, sorted by name, when nothing is saved", () => {
    expect(loadClientListFilter("user-a")).toEqual(DEFAULT_CLIENT_FILTER);
    expect(isNarrowed(DEFAULT_CLIENT_FILTER)).toBe(false);
  });

  it("is kept per user: the next person at the same browser starts from the default", () => {
    saveClientListFilter("user-a", narrowed);
    saveClientListFilter("user-b", { ...DEFAULT_CLIENT_FILTER, sortBy: "mrNo" });
    expect(loadClientListFilter("user-a")).toEqual(narrowed);
    expect(loadClientListFilter("user-b").sortBy).toBe("mrNo");
    expect(loadClientListFilter("user-c")).toEqual(DEFAULT_CLIENT_FILTER);
  });

  it("drops what an older build or a hand stored that the page cannot use", () => {
    expect(
      parseClientListFilter({
        searchQuery: 42,
        status: ["active", "archived", "active"],
        admissionDateFrom: "yesterday",
        levelOfCare: ["3.5", "9.9"],
        locationId: "'; drop table",
        labelIds: [LABEL, "nope"],
        sortBy: "phone",
        sortDirection: "sideways",
      }),
    ).toEqual({ ...DEFAULT_CLIENT_FILTER, status: ["active"], levelOfCare: ["3.5"], labelIds: [LABEL] });
    expect(parseClientListFilter({ status: [] }).status).toEqual([]);
  });
});

describe("the filter as the API takes it", () => {
  it("sends the page from 1, a trimmed search, and every status when none is chosen", () => {
    expect(toClientFilterInput(narrowed, 2)).toEqual({
      searchQuery: "anderson",
      status: ["discharged"],
      admissionDateFrom: "2026-10-01",
      admissionDateTo: "2026-10-31",
      levelOfCare: ["3.5", "4e-2.1"],
      locationId: undefined,
      labelIds: [LABEL],
      sortBy: "admissionDate",
      sortDirection: "desc",
      page: 3,
      pageSize: 25,
    });
    expect(toClientFilterInput({ ...DEFAULT_CLIENT_FILTER, status: [] }).status).toEqual([
      "pending_admission",
      "active",
      "discharged",
    ]);
  });

  it("exports what the filter shows, in its order, without paging", () => {
    const url = new URL(exportUrl(narrowed), "http://hearth.test");
    expect(url.pathname).toBe("/api/auth/clients/export");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      searchQuery: "anderson",
      status: "discharged",
      admissionDateFrom: "2026-10-01",
      admissionDateTo: "2026-10-31",
      levelOfCare: "3.5,4e-2.1",
      labelIds: LABEL,
      sortBy: "admissionDate",
      sortDirection: "desc",
    });
  });
});
