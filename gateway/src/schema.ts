import { readdirSync, readFileSync } from "node:fs";
import { makeExecutableSchema } from "@graphql-tools/schema";
import type { GraphQLSchema } from "graphql";
import { createResolvers } from "./resolvers";
import type { SubscriptionDeps } from "./resolvers/Subscription";

/** The SDL lives in schema/graphql (one file per domain), shared with codegen and the web app. */
const SDL_DIR = new URL("../../schema/graphql/", import.meta.url);

export function loadTypeDefs(): string[] {
  return readdirSync(SDL_DIR)
    .filter((name) => name.endsWith(".graphql"))
    .sort()
    .map((name) => readFileSync(new URL(name, SDL_DIR), "utf8"));
}

/** Built once per gateway; HTTP and WebSocket operations execute against the same schema. */
export function buildGatewaySchema(deps: SubscriptionDeps): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: createResolvers(deps) });
}
