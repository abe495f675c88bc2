import { describe, expect, it } from "vitest";
import { checkDemographics, draftOf, EMPTY_DEMOGRAPHICS, valueText } from "./demographicsForm";

const filled = { ...EMPTY_DEMOGRAPHICS, firstName: " Ana ", lastName: "Lopez", dateOfBirth: "1990-05-06" };

describe("the demographics form", () => {
  it("sends trimmed values with empty fields as nothing", () => {
    const check = checkDemographics({ ...filled, city: "  ", pronouns: "she/her" });
    expect(check.ok && check.values).toMatchObject({
      firstName: "Ana",
      city: null,
      pronouns: "she/her",
      sexAssignedAtBirth: "unknown",
    });
  });

  it("names each bad field with the server's words", () => {
    const check = checkDemographics({
      ...filled,
      firstName: "",
      dateOfBirth: "1990-02-30",
      email: "ana@",
      emergencyContactName: "Luis Lopez",
    });
    expect(check.ok ? {} : check.problems).toEqual({
      firstName: "is required",
      dateOfBirth: "is not a calendar date",
      email: "must be an e-mail address",
      emergencyContactPhone: "is required with an emergency contact's name",
    });
  });

  it("checks the reason for the change too, and keeps a long paste whole for its rule to speak", () => {
    const check = checkDemographics({ ...filled, dateOfBirth: "", city: "C".repeat(101) }, "n".repeat(501));
    expect(check.ok ? {} : check.problems).toEqual({
      dateOfBirth: "is required",
      city: "must be at most 100 characters",
      changeNote: "must be at most 500 characters",
    });
    expect(checkDemographics(filled, " Moved ")).toMatchObject({ ok: true, values: { changeNote: "Moved" } });
  });

  it("opens a saved version as text and shows values as the chart does", () => {
    expect(draftOf({ firstName: "Ana", middleName: null, sexAssignedAtBirth: "female" })).toMatchObject({
      firstName: "Ana",
      middleName: "",
      city: "",
      sexAssignedAtBirth: "female",
    });
    expect(valueText("dateOfBirth", "1990-05-06")).toBe("05-06-1990");
    expect(valueText("sexAssignedAtBirth", "intersex")).toBe("Intersex");
    expect(valueText("city", null)).toBe("—");
  });
});
