import type {
  BreakGlassReceipt,
  ChartAccessRequest,
  ChartAccessStatus,
  ClientConsent,
  ClientConsentBody,
  ClientDisclosure,
  ClientDisclosureBody,
  ConsentEventBody,
  ConsentRevocationBody,
} from "@hearth/schema";
import type { RestClient } from "../../rest/client";

const seg = encodeURIComponent;
const chart = (mrNo: string) => `/api/auth/clients/${seg(mrNo)}`;
const request = (id: string) => `/api/auth/break-glass/requests/${seg(id)}`;

/** REST routes of a client's Part 2 consents and disclosures, and of emergency (break-glass) chart access. */
export class ClientConsentsApi {
  constructor(private readonly rest: RestClient) {}

  consents(mrNo: string): Promise<ClientConsent[]> {
    return this.rest.results("GET", `${chart(mrNo)}/consents`);
  }
  addConsent(mrNo: string, body: ClientConsentBody): Promise<ClientConsent> {
    return this.rest.results("POST", `${chart(mrNo)}/consents`, { body });
  }
  revokeConsent(mrNo: string, consentId: string, body: ConsentRevocationBody): Promise<ClientConsent> {
    return this.rest.results("POST", `${chart(mrNo)}/consents/${seg(consentId)}/revoke`, { body });
  }
  /** The other event the consent ends with happened: it expired that day. */
  recordConsentEvent(mrNo: string, consentId: string, body: ConsentEventBody): Promise<ClientConsent> {
    return this.rest.results("POST", `${chart(mrNo)}/consents/${seg(consentId)}/event-occurred`, { body });
  }
  disclosures(mrNo: string): Promise<ClientDisclosure[]> {
    return this.rest.results("GET", `${chart(mrNo)}/disclosures`);
  }
  recordDisclosure(mrNo: string, body: ClientDisclosureBody): Promise<ClientDisclosure> {
    return this.rest.results("POST", `${chart(mrNo)}/disclosures`, { body });
  }

  requestAccess(mrNo: string, reason: string): Promise<BreakGlassReceipt> {
    return this.rest.results("POST", `${chart(mrNo)}/break-glass`, { body: { reason } });
  }
  /** No status: the API's default (waiting and open requests). */
  accessRequests(status: readonly ChartAccessStatus[] | null | undefined): Promise<ChartAccessRequest[]> {
    return this.rest.results("GET", "/api/auth/break-glass/requests", { query: { status } });
  }
  decideAccess(
    id: string,
    decision: "approve" | "refuse" | "revoke",
    note: string | null,
  ): Promise<ChartAccessRequest> {
    return this.rest.results("POST", `${request(id)}/${decision}`, { body: { note } });
  }
}
