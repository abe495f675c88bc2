import type { GatewayDomain } from "../domain";
import { ClientContactsApi } from "./api";
import { clientContactsResolvers } from "./resolvers";

/** A client's family members and other contacts, and their care team. */
export const clientContactsDomain: GatewayDomain<"clientContacts", ClientContactsApi> = {
  name: "clientContacts",
  api: (rest) => new ClientContactsApi(rest),
  resolvers: clientContactsResolvers,
  mappers: {
    ClientContact: "@hearth/schema#ClientContact",
    CareTeamMember: "@hearth/schema#CareTeamMember",
    CareTeamCandidate: "@hearth/schema#CareTeamCandidate",
  },
};
