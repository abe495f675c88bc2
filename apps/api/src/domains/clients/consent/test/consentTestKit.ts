/**
 * The consent tests' server and requests: each test file that calls `consentTestKit()` gets its own
 * demo API (started before its tests, closed after) and the requests its tests make.
 */
import { afterAll, beforeAll, expect } from "vitest";
import { eq } from "drizzle-orm";
import { facilityToday } from "@hearth/schema";
import type { ClientConsent } from "@hearth/schema";
import { buildClient, signInDemoStaff, CLIENT_CHART_ACCOUNTS } from "@hearth/testing";
import { clientDisclosures } from "../../../../db/schema";
import { startDemoApi } from "../../../../test/harness";
import type { DemoOrganization, TestApi } from "../../../../test/harness";

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
  let t: TestApi;
  let org: DemoOrganization;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    ({ t, org } = await startDemoApi());
    ({ tokens } = await signInDemoStaff(t, CLIENT_CHART_ACCOUNTS));
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.api.deps.db;
  /** A request as `who`: a demo account signed in above, else an access token ("" sends none). */
  const call = (who: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.request({ method, url: `/api/auth/${url}`, token: tokens[who] ?? who, ...(payload ? { payload } : {}) });
  return {
    api: () => t,
    org: () => org,
    token: (who: string) => tokens[who],
    db,
    call,
    riversideClient: () => buildClient(db(), { organizationId: org.organizationId, locationId: org.riverside }),
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
