import type { GatewayDomain } from "../domain";
import { ClientLabelsApi } from "./api";
import { clientLabelsResolvers } from "./resolvers";

export const clientLabelsDomain: GatewayDomain<"clientLabels", ClientLabelsApi> = {
  name: "clientLabels",
  api: (rest) => new ClientLabelsApi(rest),
  resolvers: clientLabelsResolvers,
  mappers: { Label: "@hearth/schema#Label", ClientLabelSet: "@hearth/schema#ClientLabelSet" },
};
