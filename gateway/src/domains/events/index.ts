import type { GatewayDomain } from "../domain";
import { EventsApi } from "./api";
import { eventsLive } from "./live";
import { eventsResolvers } from "./resolvers";

export const eventsDomain: GatewayDomain<"events", EventsApi> = {
  name: "events",
  api: (rest) => new EventsApi(rest),
  resolvers: eventsResolvers,
  live: eventsLive,
  mappers: { OrgEvent: "@hearth/schema#OrgEvent" },
};
