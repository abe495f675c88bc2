/** How a consent card words when the consent ends and, once it is no longer in force, why and since when. */
import { CONSENT_EXPIRY_EVENT_LABELS } from "@hearth/schema";
import type { ConsentCard_ConsentFragment } from "../../../../__generated__/graphql";
import { calendarDateText } from "../../clientFormat";

type Consent = Pick<
  ConsentCard_ConsentFragment,
  | "status"
  | "expiresOn"
  | "expiryEvent"
  | "expiryEventDescription"
  | "revokedOn"
  | "revocationNote"
  | "revokedBy"
  | "endedOn"
  | "endReason"
  | "endedBy"
>;

/** "On 12-31-2027, or on discharge from treatment": every way the consent may end. */
export function expiryText(consent: Consent): string {
  const ways = [
    consent.expiresOn ? `on ${calendarDateText(consent.expiresOn)}` : null,
    consent.expiryEvent === "discharge" ? CONSENT_EXPIRY_EVENT_LABELS.discharge.toLowerCase() : null,
    // The other event in the consent's own words.
    consent.expiryEvent === "other" ? (consent.expiryEventDescription ?? "") : null,
  ].filter((way): way is string => way !== null);
  const text = ways.join(", or ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Staff's note as the end of a sentence, without doubling its own full stop. */
const sentence = (note: string | null | undefined) => {
  const text = (note ?? "").trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
};

/**
 * Why the consent is no longer in force and since when, with who recorded it ("Expired on 11-20-2026:
 * Client discharged. Recorded by Theo Ramirez."); null while it is in force.
 */
export function endText(consent: Consent): string | null {
  const recordedBy = (who: { fullname: string } | null | undefined) => (who ? ` Recorded by ${who.fullname}.` : "");
  switch (consent.status) {
    case "active":
      return null;
    case "revoked":
      return `Revoked by the client on ${calendarDateText(consent.revokedOn!)}: ${sentence(consent.revocationNote)}${recordedBy(consent.revokedBy)}`;
    case "expired":
      return consent.endedOn
        ? `Expired on ${calendarDateText(consent.endedOn)}: ${sentence(consent.endReason)}${recordedBy(consent.endedBy)}`
        : `Expired: its last day was ${calendarDateText(consent.expiresOn!)}.`;
  }
}
