import type { GatewayDomain } from "../domain";
import { ClientConsentsApi } from "./api";
import { clientConsentsResolvers } from "./resolvers";

/** A client's Part 2 consents and the accounting of disclosures; emergency (break-glass) chart access. */
export const clientConsentsDomain: GatewayDomain<"clientConsents", ClientConsentsApi> = {
  name: "clientConsents",
  api: (rest) => new ClientConsentsApi(rest),
  resolvers: clientConsentsResolvers,
  mappers: {
    ClientConsent: "@hearth/schema#ClientConsent",
    ClientDisclosure: "@hearth/schema#ClientDisclosure",
    DisclosedDocument: "@hearth/schema#DisclosedDocument",
    ChartAccessRequest: "@hearth/schema#ChartAccessRequest",
    BreakGlassReceipt: "@hearth/schema#BreakGlassReceipt",
  },
};
