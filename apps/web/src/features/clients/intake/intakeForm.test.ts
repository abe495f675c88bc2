import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { NUL_MESSAGE } from "@hearth/schema";
import { EMPTY_DEMOGRAPHICS } from "../chart/demographics/demographicsForm";
import { checkIntake, duplicateQuestion, duplicatesOfRefusal } from "./intakeForm";

const LOCATION = "5b0e4c8e-8f7a-4f53-9d0c-0f6b1c2d3e4f";
const person = { ...EMPTY_DEMOGRAPHICS, firstName: "Ana", lastName: "Lopez", dateOfBirth: "1990-05-06" };

describe("the New client form", () => {
  it("asks for a location and checks the level of care", () => {
    expect(checkIntake({ demographics: person, locationId: "", intendedLevelOfCare: "" })).toEqual({
      ok: false,
      problems: { locationId: "Choose where the client will be cared for" },
    });
    const check = checkIntake({ demographics: person, locationId: LOCATION, intendedLevelOfCare: "" });
    expect(check.ok && check.values).toMatchObject({ locationId: LOCATION, intendedLevelOfCare: null });
    const bad = checkIntake({ demographics: person, locationId: LOCATION, intendedLevelOfCare: "9" });
    expect(bad.ok ? {} : bad.problems).toEqual({ intendedLevelOfCare: "must be an ASAM level of care" });
  });

  it("says an empty date of birth is required, and refuses a pasted NUL character at its field", () => {
    const check = checkIntake({
      demographics: { ...person, dateOfBirth: "" },
      locationId: LOCATION,
      intendedLevelOfCare: "",
    });
    expect(check.ok ? {} : check.problems).toEqual({ dateOfBirth: "is required" });
    const pasted = checkIntake({
      demographics: { ...person, city: "Oak\u0000land" },
      locationId: LOCATION,
      intendedLevelOfCare: "",
    });
    expect(pasted.ok ? {} : pasted.problems).toEqual({ city: NUL_MESSAGE });
  });

  it("checks for duplicates only once the name and a whole date of birth are filled in", () => {
    expect(duplicateQuestion({ ...person, dateOfBirth: "1990-05" })).toBeNull();
    expect(duplicateQuestion({ ...person, lastName: " " })).toBeNull();
    expect(duplicateQuestion({ ...person, firstName: " Ana " })).toEqual({
      firstName: "Ana",
      lastName: "Lopez",
      dateOfBirth: "1990-05-06",
    });
  });

  it("reads the matches of an intake refused as a possible duplicate, and nothing else", () => {
    const duplicates = [{ mrNo: "HRT-000141", fullname: "Ana Lopez" }];
    const refused = (extensions: Record<string, unknown>) =>
      new CombinedGraphQLErrors({ errors: [{ message: "A client with this name…", extensions }] });
    expect(
      duplicatesOfRefusal(refused({ code: "CONFLICT", details: { reason: "possible_duplicate", duplicates } })),
    ).toEqual(duplicates);
    expect(duplicatesOfRefusal(refused({ code: "CONFLICT", details: { reason: "version_conflict" } }))).toBeNull();
    expect(duplicatesOfRefusal(refused({ code: "BAD_USER_INPUT" }))).toBeNull();
    expect(duplicatesOfRefusal(new Error("offline"))).toBeNull();
  });
});
