import type { GatewayDomain } from "../domain";
import { AuthApi } from "./api";
import { authResolvers } from "./resolvers";

export const authDomain: GatewayDomain<"auth", AuthApi> = {
  name: "auth",
  api: (rest) => new AuthApi(rest),
  resolvers: authResolvers,
  mappers: { Me: "@hearth/schema#Me" },
};
