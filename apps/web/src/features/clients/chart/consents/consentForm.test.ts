import { describe, expect, it } from "vitest";
import { facilityToday } from "@hearth/schema";
import {
  checkConsent,
  checkConsentEvent,
  checkDisclosure,
  consentsInForceOn,
  coveredCategories,
  emptyConsent,
  emptyDisclosure,
} from "./consentForm";

const C1 = "5f3c1c36-1d1e-4a55-9a39-6c1f6d0a9b01";
const REVOKED = "5f3c1c36-1d1e-4a55-9a39-6c1f6d0a9b02";
const consent = (o: Partial<Parameters<typeof consentsInForceOn>[0][number]> = {}) => ({
  id: C1,
  signedOn: "2026-01-05",
  expiresOn: "2099-12-31" as string | null,
  revokedOn: null as string | null,
  endedOn: null as string | null,
  categories: ["diagnosis" as const, "attendance" as const],
  ...o,
});

describe("the consent form", () => {
  const filled = {
    ...emptyConsent(),
    recipientName: "Dr. Rivera",
    purpose: "Care coordination",
    categories: ["diagnosis" as const],
    signedBy: "Casey Client",
    expiresOn: "2099-01-01",
    expiryEventDescription: "When the court case closes",
  };
  const expiryOf = (draft: typeof filled) => {
    const check = checkConsent(draft);
    return check.ok
      ? [check.input.expiresOn, check.input.expiryEvent, check.input.expiryEventDescription]
      : check.problems;
  };

  it("sends only the expiry the person chose: a date, discharge, or another event in words", () => {
    expect(expiryOf(filled)).toEqual(["2099-01-01", null, null]);
    expect(expiryOf({ ...filled, expiry: "discharge" })).toEqual([null, "discharge", null]);
    expect(expiryOf({ ...filled, expiry: "other" })).toEqual([null, "other", "When the court case closes"]);
  });

  it("says on the field shown what is missing", () => {
    expect(expiryOf({ ...filled, expiresOn: "" })).toEqual({
      expiresOn: "a consent must expire: give a date or an event",
    });
    expect(expiryOf({ ...filled, expiry: "other", expiryEventDescription: " " })).toEqual({
      expiryEventDescription: "must describe the event that ends the consent",
    });
    // A required date left empty is required, not a date in the wrong format.
    expect(expiryOf({ ...filled, signedOn: "" })).toEqual({ signedOn: "is required" });
  });
});

describe("the event occurred form", () => {
  it("needs the day it happened, not in the future, and what happened", () => {
    expect(checkConsentEvent({ occurredOn: facilityToday(), note: " Case closed " })).toEqual({
      ok: true,
      input: { occurredOn: facilityToday(), note: "Case closed" },
    });
    expect(checkConsentEvent({ occurredOn: "2099-01-01", note: "" })).toEqual({
      ok: false,
      problems: { occurredOn: "must not be in the future", note: "is required" },
    });
  });
});

describe("the disclosure form", () => {
  it("offers the consents in force on the disclosure's date and the categories each covers", () => {
    const all = [
      consent(),
      consent({ id: "expired", expiresOn: "2026-02-01" }),
      consent({ id: "revoked", revokedOn: "2026-03-01" }),
      consent({ id: "discharged", expiresOn: null, endedOn: "2026-02-15" }),
    ];
    expect(consentsInForceOn(all, "2026-01-20").map((c) => c.id)).toEqual([C1, "expired", "revoked", "discharged"]);
    // An event ends the consent on the day it happened, as a revocation does.
    expect(consentsInForceOn(all, "2026-02-15").map((c) => c.id)).toEqual([C1, "revoked"]);
    expect(consentsInForceOn(all, "2026-03-01").map((c) => c.id)).toEqual([C1]);
    expect(consentsInForceOn(all, "2026-01-01")).toEqual([]);
    expect(coveredCategories(consent(), ["diagnosis", "medications", "attendance"])).toEqual([
      "diagnosis",
      "attendance",
    ]);
    expect(coveredCategories(consent({ categories: ["all_records"] }), ["diagnosis", "medications"])).toEqual([
      "diagnosis",
      "medications",
    ]);
  });

  it("refuses what the server would: a consent not in force, a category it does not cover, no method", () => {
    const consents = [consent(), consent({ id: REVOKED, revokedOn: "2026-03-01" })];
    const draft = { ...emptyDisclosure(C1), categories: ["diagnosis" as const], method: "fax" as const };
    expect(checkDisclosure(draft, consents)).toMatchObject({
      ok: true,
      input: { consentId: C1, disclosedOn: facilityToday() },
    });
    expect(checkDisclosure({ ...draft, consentId: REVOKED }, consents)).toEqual({
      ok: false,
      problems: { disclosedOn: "the consent was not in force on this date" },
    });
    expect(checkDisclosure({ ...draft, categories: ["medications"] }, consents)).toEqual({
      ok: false,
      problems: { categories: "the consent does not allow medications" },
    });
    expect(checkDisclosure({ ...draft, method: "" }, consents)).toMatchObject({
      ok: false,
      problems: { method: "is required" },
    });
  });
});
