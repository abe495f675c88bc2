import { describe, expect, it } from "vitest";
import { outcomeSeverity, reasonPhrase, summarizeOutcomes } from "./outcomes";

const ok = (noteId: string) => ({ noteId, ok: true });
const refused = (noteId: string, errorMessage: string) => ({ noteId, ok: false, errorMessage });

describe("summarizeOutcomes", () => {
  it("counts successes and names who came first", () => {
    const results = [ok("1"), ok("2"), refused("3", "This note was already approved by Dana Whitfield")];
    expect(summarizeOutcomes("approve", results)).toBe("2 approved, 1 already approved by Dana Whitfield");
  });

  it("groups refusals with the same reason, keeping their first order", () => {
    const results = [
      refused("1", "This note was already returned for revision by Dana Whitfield"),
      ok("2"),
      refused("3", "You cannot approve a note you submitted"),
      refused("4", "This note was already returned for revision by Dana Whitfield"),
    ];
    expect(summarizeOutcomes("approve", results)).toBe(
      "1 approved, 2 already returned for revision by Dana Whitfield, 1 not approved: you cannot approve a note you submitted",
    );
  });

  it("words returns, and leaves out a zero count when something was refused", () => {
    expect(summarizeOutcomes("return", [ok("1")])).toBe("1 returned for revision");
    expect(summarizeOutcomes("return", [refused("1", "This note was already approved by Dana Whitfield.")])).toBe(
      "1 already approved by Dana Whitfield",
    );
    expect(summarizeOutcomes("approve", [])).toBe("0 approved");
  });

  it("says something for a refusal without a message", () => {
    expect(summarizeOutcomes("approve", [refused("1", "")])).toBe("1 not approved: failed");
    expect(reasonPhrase(null)).toBe("failed");
    expect(reasonPhrase("This note is already approved")).toBe("already approved");
  });
});

describe("outcomeSeverity", () => {
  it("is success when all went through, error when none did, warning between", () => {
    expect(outcomeSeverity([ok("1")])).toBe("success");
    expect(outcomeSeverity([ok("1"), refused("2", "x")])).toBe("warning");
    expect(outcomeSeverity([refused("2", "x")])).toBe("error");
  });
});
