/**
 * The matrix's objects and inputs for a client's consents and disclosures and for emergency chart
 * access: a consent of the walk's client to disclose under (another one, `consents/:consentId`, is the
 * one revoked; a third, ending with another event, is the one whose event is recorded as occurred), and a request for each decision (refusing and ending early need their own; approving
 * takes `requests/:id`). Every request is by a clinician who calls nothing, about a client of its own.
 */
import type { WalkFixtures } from "@hearth/testing";
import { buildAccessRequest, buildWalkConsent } from "../fuzz/consentParams";
import { todayInZone } from "../../kernel/time";
import type { Input, Key } from "./inputs";

export interface ConsentFixtures {
  /** An active consent of the walk's client covering every disclosure. */
  discloseUnder: string;
  /** An active consent of the walk's client that ends with another event than discharge. */
  eventToOccur: string;
  toRefuse: string;
  /** An approved grant, still open. */
  toEnd: string;
}

export async function buildConsentFixtures(walk: WalkFixtures): Promise<ConsentFixtures> {
  return {
    discloseUnder: await buildWalkConsent(walk, "County Court"),
    eventToOccur: await buildWalkConsent(walk, "County Probation", { endsWithEvent: true }),
    toRefuse: await buildAccessRequest(walk),
    toEnd: await buildAccessRequest(walk, "approved"),
  };
}

export function consentRouteParams(c: ConsentFixtures): Partial<Record<Key, Record<string, string>>> {
  return {
    "POST /api/auth/clients/:mrNo/consents/:consentId/event-occurred": { "consents/:consentId": c.eventToOccur },
    "POST /api/auth/break-glass/requests/:id/refuse": { "requests/:id": c.toRefuse },
    "POST /api/auth/break-glass/requests/:id/revoke": { "requests/:id": c.toEnd },
  };
}

/** Bodies with the checks generation cannot know: dates up to today, a consent in force, an expiry. */
export function consentSampleInputs(c: ConsentFixtures): Partial<Record<Key, () => Input>> {
  const today = todayInZone();
  return {
    "POST /api/auth/clients/:mrNo/consents": () => ({
      body: {
        recipientName: "Dr. Alex Rivera",
        purpose: "Coordination of care",
        categories: ["diagnosis", "medications"],
        expiresOn: "2099-12-31",
        signedOn: today,
        signedBy: "Casey Client",
        signer: "client",
      },
    }),
    "POST /api/auth/clients/:mrNo/consents/:consentId/revoke": () => ({
      body: { revokedOn: today, note: "The client's signed letter" },
    }),
    "POST /api/auth/clients/:mrNo/consents/:consentId/event-occurred": () => ({
      body: { occurredOn: today, note: "The court closed the case" },
    }),
    "POST /api/auth/clients/:mrNo/disclosures": () => ({
      body: { consentId: c.discloseUnder, categories: ["diagnosis"], disclosedOn: today, method: "fax" },
    }),
    "POST /api/auth/clients/:mrNo/break-glass": () => ({
      body: { reason: "Client arrived at Hillcrest in crisis; the medication list is needed now." },
    }),
    "GET /api/auth/break-glass/requests": () => ({ query: undefined }),
    "POST /api/auth/break-glass/requests/:id/approve": () => ({ body: { note: "Confirmed by phone" } }),
    "POST /api/auth/break-glass/requests/:id/refuse": () => ({ body: { note: "Call the on-call clinician instead" } }),
    "POST /api/auth/break-glass/requests/:id/revoke": () => ({ body: { note: "No longer needed" } }),
  };
}
