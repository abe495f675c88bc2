import { describe, expect, it } from "vitest";
import { addressLines, clientPrintHref, contactFlagsText, episodeStatusText, mrNoOfParams } from "./printFormat";

describe("client print formatting", () => {
  it("links each page with the client's MR number", () => {
    expect(clientPrintHref("emr_admission_print", "HRT-000101")).toBe("/emr_admission_print?mrNo=HRT-000101");
    expect(clientPrintHref("patient_demographics_export", "A&B 1")).toBe(
      "/exportPrint/patient_demographics_print?mrNo=A%26B+1",
    );
  });

  it("reads the MR number from the address; blank is none", () => {
    expect(mrNoOfParams(new URLSearchParams("mrNo=%20HRT-000101%20"))).toBe("HRT-000101");
    expect(mrNoOfParams(new URLSearchParams("mrNo=%20"))).toBeNull();
    expect(mrNoOfParams(new URLSearchParams(""))).toBeNull();
  });

  it("prints an address as street lines then city, state and postal code, leaving out what is unknown", () => {
    expect(
      addressLines({
        addressLine1: "12 Oak St",
        addressLine2: "Apt 4",
        city: "Fresno",
        state: "CA",
        postalCode: "93701",
      }),
    ).toEqual(["12 Oak St", "Apt 4", "Fresno, CA 93701"]);
    expect(addressLines({ city: "Fresno", postalCode: "93701" })).toEqual(["Fresno, 93701"]);
    expect(addressLines({ state: "CA" })).toEqual(["CA"]);
    expect(addressLines({})).toEqual([]);
  });

  it("says whether a contact may be told the client is in treatment", () => {
    expect(contactFlagsText({ emergencyContact: true, legalGuardian: true, mayContact: true })).toBe(
      "Emergency contact · Legal guardian · May be contacted",
    );
    expect(contactFlagsText({ emergencyContact: false, legalGuardian: false, mayContact: false })).toBe(
      "Do not disclose treatment",
    );
  });

  it("says whether an episode is open or how it ended", () => {
    expect(episodeStatusText({ dischargeDate: null })).toBe("Open");
    expect(episodeStatusText({ dischargeDate: "2026-11-10", dischargeType: "against_medical_advice" })).toBe(
      "Discharged 11-10-2026 (Against medical advice)",
    );
  });
});
