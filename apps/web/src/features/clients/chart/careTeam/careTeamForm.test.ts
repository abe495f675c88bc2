import { describe, expect, it } from "vitest";
import { candidateGroup, candidateLabel, checkMember, suggestedRole } from "./careTeamForm";

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

describe("a candidate as the picker offers them", () => {
  const nina = {
    id: "0b7c2b6e-6a55-4c1e-9d44-1c2f0e9f4a12",
    fullname: "Nina Okafor",
    role: "nurse" as const,
    locations: [{ name: "Hillcrest Outpatient" }],
    atClientLocation: false,
  };

  it("names their job and where they work", () => {
    expect(candidateLabel(nina)).toBe("Nina Okafor — Nurse · Hillcrest Outpatient");
    expect(
      candidateLabel({ ...nina, locations: [{ name: "Hillcrest Outpatient" }, { name: "Riverside Residential" }] }),
    ).toBe("Nina Okafor — Nurse · Hillcrest Outpatient, Riverside Residential");
    expect(candidateLabel({ ...nina, role: "admin", locations: [] })).toBe("Nina Okafor — Administrator");
  });

  it("heads those of the client's location apart from the others", () => {
    expect(candidateGroup({ ...nina, atClientLocation: true })).toBe("At the client's location");
    expect(candidateGroup(nina)).toBe("At other locations");
  });
});
