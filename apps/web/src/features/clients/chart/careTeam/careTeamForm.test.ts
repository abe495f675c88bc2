import { describe, expect, it } from "vitest";
import { checkMember, suggestedRole } from "./careTeamForm";

describe("the add-member form", () => {
  it("offers the role that follows the clinician's job", () => {
    expect(suggestedRole("nurse")).toBe("nurse");
    expect(suggestedRole("supervisor")).toBe("therapist");
    expect(suggestedRole("admissions")).toBe("other");
    expect(suggestedRole(null)).toBe("other");
  });

  it("needs a clinician and a role the server takes", () => {
    expect(checkMember(null, "nurse")).toEqual({ ok: false, problem: "Choose a clinician" });
    const id = "0b7c2b6e-6a55-4c1e-9d44-1c2f0e9f4a11";
    expect(checkMember(id, "case_manager")).toEqual({ ok: true, input: { userId: id, role: "case_manager" } });
    expect(checkMember(id, "")).toMatchObject({ ok: false, problem: expect.stringMatching(/^must be one of/) });
  });
});
