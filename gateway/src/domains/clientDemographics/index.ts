import type { GatewayDomain } from "../domain";
import { ClientDemographicsApi } from "./api";
import { clientDemographicsResolvers } from "./resolvers";

export const clientDemographicsDomain: GatewayDomain<"clientDemographics", ClientDemographicsApi> = {
  name: "clientDemographics",
  api: (rest) => new ClientDemographicsApi(rest),
  resolvers: clientDemographicsResolvers,
  mappers: {
    ClientDemographics: "@hearth/schema#ClientDemographics",
    ClientDuplicate: "@hearth/schema#ClientDuplicate",
    CreateClientPayload: "@hearth/schema#ClientIntakeResult",
  },
};
