/**
 * The consent tests' server and requests: the client-chart kit (a demo API per test file, started before
 * its tests and closed after) and the consent requests its tests make.
 */
import { expect } from "vitest";
import { eq } from "drizzle-orm";
import { facilityToday } from "@hearth/schema";
import type { ClientConsent } from "@hearth/schema";
import { clientDisclosures } from "../../../../db/schema";
import { clientChartTestKit } from "../../test/clientChartTestKit";

export const consentBody = (o: Record<string, unknown> = {}) => ({
  recipientName: "Dr. Alex Rivera",
  recipientOrganization: "Harbor Primary Care",
  recipientContact: "Fax (555) 010-4400",
  purpose: "Coordination of care with the client's primary care physician",
  categories: ["diagnosis", "medications", "attendance"],
  expiresOn: "2027-12-31",
  signedOn: "2026-11-02",
  signedBy: "Casey Client",
  signer: "client",
  ...o,
});

export function consentTestKit() {
  const kit = clientChartTestKit();
  const { db, call } = kit;
  return {
    ...kit,
    addConsent: async (mrNo: string, o: Record<string, unknown> = {}, who = "therapist"): Promise<ClientConsent> => {
      const response = await call(who, "POST", `clients/${mrNo}/consents`, consentBody(o));
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { results: ClientConsent }).results;
    },
    disclose: (mrNo: string, o: Record<string, unknown>, who = "therapist") =>
      call(who, "POST", `clients/${mrNo}/disclosures`, {
        categories: ["diagnosis"],
        disclosedOn: facilityToday(),
        method: "fax",
        ...o,
      }),
    disclosuresOf: (clientId: string) =>
      db().select().from(clientDisclosures).where(eq(clientDisclosures.clientId, clientId)),
  };
}
