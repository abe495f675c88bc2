import type { GatewayDomain } from "../domain";
import { __Name__Api } from "./api";
import { __name__Resolvers } from "./resolvers";

export const __name__Domain: GatewayDomain<"__name__", __Name__Api> = {
  name: "__name__",
  api: (rest) => new __Name__Api(rest),
  resolvers: __name__Resolvers,
  mappers: { __Name__Item: "@hearth/schema#__Name__Item" },
};
