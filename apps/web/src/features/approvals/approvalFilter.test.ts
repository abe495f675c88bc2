// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  APPROVAL_FILTER_KEY,
  EMPTY_APPROVAL_FILTER,
  isFiltered,
  loadApprovalFilter,
  parseApprovalFilter,
  saveApprovalFilter,
  toApprovalQueueFilter,
} from "./approvalFilter";

beforeEach(() => window.localStorage.clear());

describe("approval filter persistence", () => {
  it("starts empty and restores what was saved under hearth.filters.approvals", () => {
    expect(loadApprovalFilter()).toEqual(EMPTY_APPROVAL_FILTER);
    const filter = {
      readiness: "waiting" as const,
      clinicianId: "7",
      groupId: "3",
      from: "2026-11-01",
      to: "2026-11-20",
    };
    saveApprovalFilter(filter);
    expect(JSON.parse(window.localStorage.getItem(APPROVAL_FILTER_KEY)!)).toEqual(filter);
    expect(loadApprovalFilter()).toEqual(filter);
  });

  it("drops what a hand edit or an older build left: bad dates, wrong types, junk", () => {
    window.localStorage.setItem(APPROVAL_FILTER_KEY, "{oops");
    expect(loadApprovalFilter()).toEqual(EMPTY_APPROVAL_FILTER);
    expect(parseApprovalFilter({ clinicianId: 4, groupId: "g", from: "11-01-2026", to: "2026-11-02" })).toEqual({
      readiness: "",
      clinicianId: "",
      groupId: "g",
      from: "",
      to: "2026-11-02",
    });
    expect(parseApprovalFilter({ readiness: "soon" }).readiness).toBe("");
    expect(parseApprovalFilter({ readiness: "ready" }).readiness).toBe("ready");
    expect(parseApprovalFilter([1, 2])).toEqual(EMPTY_APPROVAL_FILTER);
  });
});

describe("toApprovalQueueFilter", () => {
  it("asks for the current location's queue, page counted from 1, empty fields left out", () => {
    expect(toApprovalQueueFilter(EMPTY_APPROVAL_FILTER, "loc-1", 0)).toEqual({
      locationId: "loc-1",
      page: 1,
      pageSize: 25,
    });
    expect(
      toApprovalQueueFilter({ readiness: "", clinicianId: "c", groupId: "", from: "2026-11-01", to: "" }, undefined, 2),
    ).toEqual({ clinicianId: "c", from: "2026-11-01", page: 3, pageSize: 25 });
    expect(toApprovalQueueFilter({ ...EMPTY_APPROVAL_FILTER, readiness: "ready" }, "loc-1", 0)).toEqual({
      locationId: "loc-1",
      readiness: "ready",
      page: 1,
      pageSize: 25,
    });
  });

  it("reads a backwards range the way it was meant", () => {
    expect(
      toApprovalQueueFilter({ ...EMPTY_APPROVAL_FILTER, from: "2026-11-20", to: "2026-11-01" }, "l", 0),
    ).toMatchObject({ from: "2026-11-01", to: "2026-11-20" });
  });

  it("knows when anything is filtered", () => {
    expect(isFiltered(EMPTY_APPROVAL_FILTER)).toBe(false);
    expect(isFiltered({ ...EMPTY_APPROVAL_FILTER, groupId: "1" })).toBe(true);
  });
});
