import { readdirSync, readFileSync } from "node:fs";
import { makeExecutableSchema } from "@graphql-tools/schema";
import type { GraphQLSchema } from "graphql";
import { createResolvers } from "./domains/compose";
import type { Live } from "./domains/compose";

/** The SDL lives in schema/graphql (one file per domain), shared with codegen and the web app. */
const SDL_DIR = new URL("../../schema/graphql/", import.meta.url);

export function loadTypeDefs(): string[] {
  return readdirSync(SDL_DIR)
    .filter((name) => name.endsWith(".graphql"))
    .sort()
    .map((name) => readFileSync(new URL(name, SDL_DIR), "utf8"));
}

/** Built once per gateway from every domain's resolvers and live feeds; HTTP and WebSocket operations execute against the same schema. */
export function buildGatewaySchema(live: Pick<Live, "Subscription">): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: createResolvers(live) });
}
