import type { GatewayDomain } from "../domain";
import { HandoffApi } from "./api";
import { handoffResolvers } from "./resolvers";

export const handoffDomain: GatewayDomain<"handoff", HandoffApi> = {
  name: "handoff",
  api: (rest) => new HandoffApi(rest),
  resolvers: handoffResolvers,
};
