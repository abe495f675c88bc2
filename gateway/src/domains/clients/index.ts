import type { GatewayDomain } from "../domain";
import { ClientsApi } from "./api";
import { clientsResolvers } from "./resolvers";
import { clientsLive } from "./live";

export const clientsDomain: GatewayDomain<"clients", ClientsApi> = {
  name: "clients",
  api: (rest) => new ClientsApi(rest),
  resolvers: clientsResolvers,
  live: clientsLive,
  mappers: {
    ClientRef: "@hearth/schema#ClientRef",
    ClientSummary: "@hearth/schema#ClientSummary",
    ClientGroupNoteRow: "@hearth/schema#ClientGroupNoteRow",
    ClientGroupSchedule: "@hearth/schema#ClientGroupSchedule",
    ClientChange: "./live#ClientChangeMessage",
  },
};
