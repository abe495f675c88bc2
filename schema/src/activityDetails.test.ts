import { describe, expect, it } from "vitest";
import { ACTION_LABELS, actionLabel } from "./actionLabels";
import { activityDetailParts, activityDetailsText, detailLabel } from "./activityDetails";

describe("action labels", () => {
  it("reads an action as what the person did", () => {
    expect(actionLabel("client:read")).toBe("Viewed chart");
    expect(actionLabel("client:demographics_update")).toBe("Changed demographics");
    expect(actionLabel("group_note:approve")).toBe("Approved group note");
  });

  it("falls back to the code for an action it has no label for", () => {
    expect(actionLabel("client:teleport")).toBe("client:teleport");
    expect(actionLabel("toString")).toBe("toString");
  });

  it("gives every action its own label, none of them a code", () => {
    const labels = Object.values(ACTION_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[A-Z][^:_]*$/);
  });
});

describe("activity details", () => {
  it("reads a list's filter field by field, leaving out what the page shows apart", () => {
    const details = {
      filter: { searchQuery: "anderson james", status: ["active", "pending_admission"], page: 1 },
      returned: ["HRT-000101", "HRT-000121"],
      clientIds: ["0b9f…"],
    };
    expect(activityDetailParts(details, { omit: ["clientIds", "returned"] })).toEqual([
      "Search query: anderson james",
      "Status: active, pending admission",
      "Page: 1",
    ]);
  });

  it("puts a refusal's reason first and reads codes, flags and empty values as words", () => {
    expect(
      activityDetailsText({
        code: "forbidden",
        email: "a@b.test",
        reason: "wrong_password",
        twoFactor: true,
        to: null,
      }),
    ).toBe("Reason: wrong password; Code: forbidden; Email: a@b.test; Two factor: yes; To: none");
  });

  it("shortens a long list when asked, and reads objects within a list in parentheses", () => {
    const ids = Array.from({ length: 12 }, (_, i) => `HRT-${i}`);
    expect(activityDetailsText({ matched: ids }, { listLimit: 3 })).toBe("Matched: HRT-0, HRT-1, HRT-2 and 9 more");
    expect(activityDetailsText({ matched: ids })).toContain("HRT-11");
    expect(activityDetailsText({ duplicates: [{ mrNo: "HRT-000101", fullname: "James Anderson" }] })).toBe(
      "Duplicates: (MR number: HRT-000101, Name: James Anderson)",
    );
  });

  it("names keys in words", () => {
    expect(detailLabel("careTeamCandidatesOf")).toBe("Care team candidates of");
    expect(detailLabel("noteIds")).toBe("Note IDs");
    expect(detailLabel("retry_after_seconds")).toBe("Retry after seconds");
    expect(detailLabel("constructor")).toBe("Constructor");
  });

  it("reads details that are not an object as they are", () => {
    expect(activityDetailParts("a note")).toEqual(["a note"]);
    expect(activityDetailParts(null)).toEqual([]);
    expect(activityDetailParts({})).toEqual([]);
  });
});
