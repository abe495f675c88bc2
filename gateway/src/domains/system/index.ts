import type { GatewayDomain } from "../domain";
import { SystemApi } from "./api";
import { systemResolvers } from "./resolvers";

export const systemDomain: GatewayDomain<"system", SystemApi> = {
  name: "system",
  api: (rest) => new SystemApi(rest),
  resolvers: systemResolvers,
};
