import { describe, expect, it } from "vitest";
import { DEFAULT_ORGANIZATION_SETTINGS } from "@hearth/schema";
import { checkSettings } from "./settingsForm";

const saved = { ...DEFAULT_ORGANIZATION_SETTINGS };

describe("the organization settings form", () => {
  it("sends only what changed, as numbers", () => {
    expect(checkSettings({ checkInOpensMinutesBefore: "45" }, saved)).toEqual({
      ok: true,
      body: { checkInOpensMinutesBefore: 45 },
    });
    expect(checkSettings({ checkInOpensMinutesBefore: "0" }, saved)).toEqual({
      ok: true,
      body: { checkInOpensMinutesBefore: 0 },
    });
  });

  it("says what is wrong with a field in the API's words", () => {
    const errorOf = (text: string) => {
      const check = checkSettings({ checkInOpensMinutesBefore: text }, saved);
      return check.ok ? null : check.errors.checkInOpensMinutesBefore;
    };
    expect(errorOf("241")).toBe("must be between 0 and 240 minutes");
    expect(errorOf("-5")).toBe("must be between 0 and 240 minutes");
    expect(errorOf("12.5")).toBe("must be a whole number of minutes");
    expect(errorOf("")).toBe("must be a number of minutes");
    expect(errorOf("soon")).toBe("must be a number of minutes");
  });

  it("sends the group narrative's place in a client's copy as chosen, one of the three modes only", () => {
    expect(saved.groupNarrativeInClientCopy).toBe("redacted");
    expect(checkSettings({ groupNarrativeInClientCopy: "omitted" }, saved)).toEqual({
      ok: true,
      body: { groupNarrativeInClientCopy: "omitted" },
    });
    expect(checkSettings({ groupNarrativeInClientCopy: "redacted" }, saved)).toEqual({ ok: false, errors: {} });
    expect(checkSettings({ groupNarrativeInClientCopy: "everything" }, saved)).toEqual({
      ok: false,
      errors: { groupNarrativeInClientCopy: "must be one of full, redacted, omitted" },
    });
  });

  it("has nothing to send when nothing changed", () => {
    expect(checkSettings({ checkInOpensMinutesBefore: String(saved.checkInOpensMinutesBefore) }, saved)).toEqual({
      ok: false,
      errors: {},
    });
  });
});
