import { capabilitiesOf, principalOf } from "@hearth/schema";
import type { MeResolvers } from "../__generated__/resolvers-types";

export const Me: MeResolvers = {
  // REST gives the id of the default location; it is always one of the user's locations.
  defaultLocation: (me) => me.locations.find((location) => location.id === me.defaultLocationId) ?? null,
  // From the user the API presented, by the same rules the API's policies follow (schema/src/policy).
  capabilities: (me) => capabilitiesOf(principalOf(me)),
};
