import { describe, expect, it } from "vitest";
import {
  checkAdmission,
  checkCareDetails,
  checkDischarge,
  checkLevelOfCare,
  checkReferral,
  checkTransfer,
} from "./episodeForms";

const TODAY = "2026-11-27";
const RIVERSIDE = "5b1a7c4e-2f3d-4a6b-9c8d-0e1f2a3b4c5d";

describe("the Admission tab's forms", () => {
  const admission = {
    locationId: RIVERSIDE,
    programId: "",
    admissionDate: TODAY,
    levelOfCare: "3.7-WM",
    primaryTherapist: null,
    anticipatedDischargeDate: "",
  };

  it("sends an admission with empty optional fields as none", () => {
    expect(checkAdmission(admission, TODAY)).toEqual({
      ok: true,
      input: {
        locationId: RIVERSIDE,
        programId: null,
        admissionDate: TODAY,
        levelOfCare: "3.7-WM",
        primaryTherapistId: null,
        anticipatedDischargeDate: null,
      },
    });
  });

  it("says what the server would about a bad field", () => {
    const bad = checkAdmission(
      { ...admission, levelOfCare: "", anticipatedDischargeDate: "2026-11-01", admissionDate: "2026-11-28" },
      TODAY,
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems.levelOfCare).toBe("is required");
    expect(bad.problems.admissionDate).toBe("must not be in the future");
    expect(checkAdmission({ ...admission, anticipatedDischargeDate: "2026-11-01" }, TODAY)).toMatchObject({
      ok: false,
      problems: { anticipatedDischargeDate: "must not be before the admission date" },
    });
  });

  it("requires a discharge type and reason, a referral's recipient, a level change's reason and a transfer's location", () => {
    expect(checkDischarge({ dischargeDate: TODAY, dischargeType: "", reason: " " }, TODAY, null)).toMatchObject({
      ok: false,
      problems: { dischargeType: expect.any(String), reason: "is required" },
    });
    expect(
      checkDischarge({ dischargeDate: TODAY, dischargeType: "planned", reason: "Completed" }, TODAY, null).ok,
    ).toBe(true);
    expect(
      checkReferral({ referredTo: "", reason: "Step-down", referralDate: TODAY, contact: "" }, TODAY),
    ).toMatchObject({ ok: false, problems: { referredTo: "is required" } });
    expect(
      checkReferral({ referredTo: "Harbor IOP", reason: "Step-down", referralDate: TODAY, contact: "" }, TODAY),
    ).toMatchObject({ ok: true, input: { contact: null } });
    expect(
      checkLevelOfCare({ levelOfCare: "3.1", effectiveDate: "2026-11-30", reason: "" }, TODAY, null),
    ).toMatchObject({
      ok: false,
      problems: { effectiveDate: "must not be in the future", reason: "is required" },
    });
    expect(
      checkTransfer({ locationId: "", programId: "", effectiveDate: TODAY, reason: "Closer to family" }, TODAY),
    ).toMatchObject({
      ok: false,
      problems: { locationId: "is required" },
    });
  });

  it("says a required date left empty is required, not which format it lacks", () => {
    expect(checkAdmission({ ...admission, admissionDate: "" }, TODAY)).toEqual({
      ok: false,
      problems: { admissionDate: "is required" },
    });
    expect(checkDischarge({ dischargeDate: "", dischargeType: "planned", reason: "Completed" }, TODAY, TODAY)).toEqual({
      ok: false,
      problems: { dischargeDate: "is required" },
    });
    expect(
      checkReferral({ referredTo: "Harbor IOP", reason: "Step-down", referralDate: "", contact: "" }, TODAY),
    ).toEqual({ ok: false, problems: { referralDate: "is required" } });
  });

  it("holds a discharge and an anticipated discharge to the admission date, and a level change to a new level", () => {
    const admitted = "2026-11-02";
    const before = "must not be before the admission date (11-02-2026)";
    expect(
      checkDischarge({ dischargeDate: "2026-11-01", dischargeType: "planned", reason: "Completed" }, TODAY, admitted),
    ).toEqual({ ok: false, problems: { dischargeDate: before } });
    // The date the admission rule names wins over the schema's range.
    expect(
      checkDischarge({ dischargeDate: "1899-12-31", dischargeType: "", reason: "Completed" }, TODAY, admitted),
    ).toMatchObject({ ok: false, problems: { dischargeDate: before, dischargeType: expect.any(String) } });
    expect(checkCareDetails({ primaryTherapist: null, anticipatedDischargeDate: "2026-11-01" }, admitted)).toEqual({
      ok: false,
      problems: { anticipatedDischargeDate: before },
    });
    expect(checkCareDetails({ primaryTherapist: null, anticipatedDischargeDate: "" }, admitted)).toEqual({
      ok: true,
      input: { clinicianId: null, date: null },
    });
    expect(checkLevelOfCare({ levelOfCare: "3.1", effectiveDate: TODAY, reason: "Stable" }, TODAY, "3.1")).toEqual({
      ok: false,
      problems: { levelOfCare: "the client is already at this level of care" },
    });
    expect(checkLevelOfCare({ levelOfCare: "2.1", effectiveDate: TODAY, reason: "Stable" }, TODAY, "3.1").ok).toBe(
      true,
    );
  });
});
