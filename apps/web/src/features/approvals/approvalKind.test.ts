import { describe, expect, it } from "vitest";
import { ageText, oldestSignedFirst, parseApprovalKind } from "./approvalKind";

describe("approval kinds", () => {
  it("reads the address's kind, anything unknown as all", () => {
    expect(parseApprovalKind("treatment_plans")).toBe("treatment_plans");
    expect(parseApprovalKind("group_notes")).toBe("group_notes");
    expect(parseApprovalKind("plans")).toBe("");
    expect(parseApprovalKind(null)).toBe("");
  });

  it("orders the oldest signature first, unsigned last", () => {
    const plans = [
      { id: "b", signedAt: "2026-11-27T09:00:00Z" },
      { id: "c", signedAt: null },
      { id: "a", signedAt: "2026-11-20T17:00:00Z" },
    ];
    expect(oldestSignedFirst(plans).map((p) => p.id)).toEqual(["a", "b", "c"]);
  });

  it("says how long an item has waited", () => {
    const now = Date.parse("2026-11-29T12:00:00Z");
    expect(ageText("2026-11-29T11:59:40Z", now)).toBe("just now");
    expect(ageText("2026-11-29T11:59:00Z", now)).toBe("1 minute");
    expect(ageText("2026-11-29T07:00:00Z", now)).toBe("5 hours");
    expect(ageText("2026-11-28T11:00:00Z", now)).toBe("1 day");
    expect(ageText("2026-11-27T09:00:00Z", now)).toBe("2 days");
    expect(ageText(null, now)).toBe("—");
  });
});
