import { describe, expect, it } from "vitest";
import { facilityToday } from "@hearth/schema";
import {
  checkConsent,
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
  categories: ["diagnosis" as const, "attendance" as const],
  ...o,
});

describe("the consent form", () => {
  it("sends the expiry the person chose, and says on the field shown when none was given", () => {
    const filled = {
      ...emptyConsent(),
      recipientName: "Dr. Rivera",
      purpose: "Care coordination",
      categories: ["diagnosis" as const],
      signedBy: "Casey Client",
      expiresOn: "2099-01-01",
      expiryEvent: "On discharge",
    };
    const byDate = checkConsent(filled);
    expect(byDate.ok && [byDate.input.expiresOn, byDate.input.expiryEvent]).toEqual(["2099-01-01", null]);
    const byEvent = checkConsent({ ...filled, expiry: "event" });
    expect(byEvent.ok && [byEvent.input.expiresOn, byEvent.input.expiryEvent]).toEqual([null, "On discharge"]);
    const none = checkConsent({ ...filled, expiry: "event", expiryEvent: " " });
    expect(none.ok ? null : none.problems).toEqual({ expiryEvent: "a consent must expire: give a date or an event" });
  });
});

describe("the disclosure form", () => {
  it("offers the consents in force on the disclosure's date and the categories each covers", () => {
    const all = [
      consent(),
      consent({ id: "expired", expiresOn: "2026-02-01" }),
      consent({ id: "revoked", revokedOn: "2026-03-01" }),
    ];
    expect(consentsInForceOn(all, "2026-01-20").map((c) => c.id)).toEqual([C1, "expired", "revoked"]);
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
