/**
 * The matrix's objects for a client's consents and for emergency chart access: three consents of the
 * fixtures' client (one to revoke, one to disclose under, one ending with another event to record as
 * occurred), and three requests for emergency access by Nina Okafor of Hillcrest, who calls nothing here,
 * each to a Riverside client of its own (one to approve, one to refuse, one approved already to end), so
 * that no caller ever holds a grant.
 */
import { SERVER_TIME_ZONE } from "@hearth/schema";
import { buildClient, dataOf } from "@hearth/testing";
import type { Composed } from "../../../test/composed";
import { demo } from "../../../test/composed";
import type { Sample } from "./operations";

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: SERVER_TIME_ZONE }).format(new Date());
const REASON = "Client arrived at Hillcrest in crisis; the medication list is needed now.";

/** Fixture ids by name, merged into `Fixtures.ids`. */
export async function makeConsentFixtures(
  h: Composed,
  org: { organizationId: string; riverside: string },
  mrNo: string,
): Promise<Record<string, string>> {
  const db = h.api.api.deps.db;
  const cookies = {
    therapist: await h.loginCookie(demo("therapist")),
    admin: await h.loginCookie(demo("admin")),
    nurse2: await h.loginCookie(demo("nurse2")),
  };
  const gql = async <T>(who: keyof typeof cookies, query: string, variables: Record<string, unknown>) =>
    dataOf(await h.graphql<T>(query, variables, { cookie: cookies[who] }), `${who}: ${query.slice(0, 60)}`);
  const consent = async (recipientName: string, expiry: Record<string, unknown> = { expiresOn: "2099-12-31" }) =>
    (
      await gql<{ addClientConsent: { id: string } }>(
        "therapist",
        "mutation ($mrNo: String!, $input: ClientConsentInput!) { addClientConsent(mrNo: $mrNo, input: $input) { id } }",
        {
          mrNo,
          input: {
            recipientName,
            purpose: "Coordination of care",
            categories: ["all_records"],
            ...expiry,
            signedOn: today(),
            signedBy: "Casey Client",
            signer: "client",
          },
        },
      )
    ).addClientConsent.id;
  const request = async () => {
    const client = await buildClient(db, { organizationId: org.organizationId, locationId: org.riverside });
    await gql(
      "nurse2",
      "mutation ($m: String!, $r: String!) { requestChartAccess(mrNo: $m, reason: $r) { received } }",
      {
        m: client.mrNo,
        r: REASON,
      },
    );
    const listed = await gql<{ chartAccessRequests: { id: string; client: { mrNo: string } }[] }>(
      "admin",
      "query { chartAccessRequests { id client { mrNo } } }",
      {},
    );
    return listed.chartAccessRequests.find((r) => r.client.mrNo === client.mrNo)!.id;
  };
  const toEnd = await request();
  await gql("admin", "mutation ($id: ID!) { approveChartAccess(id: $id) { id } }", { id: toEnd });
  return {
    consentToRevokeId: await consent("Harbor Primary Care"),
    consentToDiscloseId: await consent("County Court"),
    consentEventToOccurId: await consent("County Probation", {
      expiryEvent: "other",
      expiryEventDescription: "When the court case closes",
    }),
    accessToApproveId: await request(),
    accessToRefuseId: await request(),
    accessToEndId: toEnd,
  };
}

export const CONSENT_SAMPLES: Record<string, Sample> = {
  addClientConsent: () => ({
    input: {
      recipientName: "Dr. Alex Rivera",
      purpose: "Coordination of care",
      categories: ["diagnosis"],
      expiresOn: "2099-12-31",
      signedOn: today(),
      signedBy: "Casey Client",
      signer: "client",
    },
  }),
  revokeClientConsent: (f) => ({
    consentId: f.ids["consentToRevokeId"],
    input: { revokedOn: today(), note: "The client's signed letter" },
  }),
  recordConsentEventOccurred: (f) => ({
    consentId: f.ids["consentEventToOccurId"],
    input: { occurredOn: today(), note: "The court closed the case" },
  }),
  recordClientDisclosure: (f) => ({
    input: { consentId: f.ids["consentToDiscloseId"], categories: ["diagnosis"], disclosedOn: today(), method: "fax" },
  }),
  requestChartAccess: () => ({ reason: REASON }),
  approveChartAccess: (f) => ({ id: f.ids["accessToApproveId"] }),
  refuseChartAccess: (f) => ({ id: f.ids["accessToRefuseId"], note: "Call the on-call clinician instead" }),
  revokeChartAccess: (f) => ({ id: f.ids["accessToEndId"] }),
};
