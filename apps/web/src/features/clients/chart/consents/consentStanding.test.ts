import { describe, expect, it } from "vitest";
import { endText, expiryText } from "./consentStanding";

const consent = (o: Partial<Parameters<typeof endText>[0]> = {}): Parameters<typeof endText>[0] => ({
  status: "active",
  expiresOn: null,
  expiryEvent: null,
  expiryEventDescription: null,
  revokedOn: null,
  revocationNote: null,
  revokedBy: null,
  endedOn: null,
  endReason: null,
  endedBy: null,
  ...o,
});
const theo = { id: "u1", fullname: "Theo Ramirez" };

describe("a consent card", () => {
  it("says every way the consent ends", () => {
    expect(expiryText(consent({ expiresOn: "2027-12-31" }))).toBe("On 12-31-2027");
    expect(expiryText(consent({ expiryEvent: "discharge" }))).toBe("On discharge from treatment");
    expect(expiryText(consent({ expiryEvent: "other", expiryEventDescription: "When the court case closes" }))).toBe(
      "When the court case closes",
    );
    expect(expiryText(consent({ expiresOn: "2027-12-31", expiryEvent: "discharge" }))).toBe(
      "On 12-31-2027, or on discharge from treatment",
    );
  });

  it("says why and since when a consent is no longer in force, and nothing while it is", () => {
    expect(endText(consent())).toBeNull();
    expect(
      endText(
        consent({
          status: "expired",
          expiryEvent: "discharge",
          endedOn: "2026-11-20",
          endReason: "Client discharged",
          endedBy: theo,
        }),
      ),
    ).toBe("Expired on 11-20-2026: Client discharged. Recorded by Theo Ramirez.");
    expect(endText(consent({ status: "expired", expiresOn: "2026-02-01" }))).toBe(
      "Expired: its last day was 02-01-2026.",
    );
    expect(
      endText(
        consent({ status: "revoked", revokedOn: "2026-11-21", revocationNote: "Signed letter.", revokedBy: theo }),
      ),
    ).toBe("Revoked by the client on 11-21-2026: Signed letter. Recorded by Theo Ramirez.");
  });
});
