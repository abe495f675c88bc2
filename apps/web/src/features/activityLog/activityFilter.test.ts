import { describe, expect, it } from "vitest";
import {
  EMPTY_ACTIVITY_FILTER,
  exportUrl,
  parseActivityFilter,
  rangeIsBackwards,
  toActivityFilterInput,
} from "./activityFilter";

const ZONE = "America/Los_Angeles";
const client = { id: "c1", mrNo: "HRT-000101", fullname: "James Anderson", dateOfBirth: "1990-01-02" };

describe("the activity filter", () => {
  it("sends whole days of the user's zone, both ends included, and the page counting from 1", () => {
    const input = toActivityFilterInput(
      { ...EMPTY_ACTIVITY_FILTER, dateFrom: "2026-11-20", dateTo: "2026-11-27" },
      2,
      50,
      ZONE,
    );
    expect(input).toMatchObject({
      dateFrom: "2026-11-20T08:00:00.000Z",
      dateTo: "2026-11-28T07:59:59.999Z",
      page: 3,
      pageSize: 50,
    });
  });

  it("names the user by id and the client by MR number, and leaves out what is not chosen", () => {
    const input = toActivityFilterInput(
      { ...EMPTY_ACTIVITY_FILTER, actor: { id: "u1", fullname: "Avery Admin" }, client, outcome: "denied" },
      0,
      50,
      ZONE,
    );
    expect(input).toEqual({ actorId: "u1", clientMrNo: "HRT-000101", outcome: "denied", page: 1, pageSize: 50 });
  });

  it("exports what the filter shows, without paging", () => {
    expect(exportUrl({ ...EMPTY_ACTIVITY_FILTER, client, dateFrom: "2026-11-27" }, ZONE)).toBe(
      "/api/auth/activity-log/export?dateFrom=2026-11-27T08%3A00%3A00.000Z&clientMrNo=HRT-000101",
    );
    expect(exportUrl(EMPTY_ACTIVITY_FILTER, ZONE)).toBe("/api/auth/activity-log/export");
  });

  it("makes a saved filter safe: bad days, unknown outcomes and half-stored people are dropped", () => {
    expect(parseActivityFilter(null)).toEqual(EMPTY_ACTIVITY_FILTER);
    expect(
      parseActivityFilter({
        dateFrom: "27-11-2026",
        dateTo: "2026-11-27",
        outcome: "maybe",
        actor: { id: "u1" },
        client,
      }),
    ).toEqual({ ...EMPTY_ACTIVITY_FILTER, dateTo: "2026-11-27", client });
  });

  it("knows a range that runs backwards", () => {
    expect(rangeIsBackwards({ dateFrom: "2026-11-27", dateTo: "2026-11-20" })).toBe(true);
    expect(rangeIsBackwards({ dateFrom: "2026-11-20", dateTo: "" })).toBe(false);
  });
});
