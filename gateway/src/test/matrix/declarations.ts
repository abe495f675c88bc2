/**
 * The root fields of the SDL (schema/graphql/*.graphql) and the `@access` declaration beside each,
 * read from the SDL's AST: the matrix reads the same files the gateway builds its schema from.
 */
import { readdirSync, readFileSync } from "node:fs";
import { buildASTSchema, Kind, parse, valueFromAST } from "graphql";
import type { DocumentNode, GraphQLField, GraphQLSchema } from "graphql";

const SDL_DIR = new URL("../../../../schema/graphql/", import.meta.url);

export type Operation = "query" | "mutation" | "subscription";
export type Audience = "PUBLIC" | "SIGNED_IN" | "STAFF" | "ROLES" | "KIOSK";
export type Refusal = "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND";
export type Scope = "NONE" | "ORGANIZATION" | "LOCATION" | "ASSIGNED_LOCATION" | "OWN";

export interface Access {
  serves: Audience;
  roles: string[];
  owners: boolean;
  refusal: Refusal;
  readers: string[] | null;
  scope: Scope;
  outside: Refusal;
}

export interface RootField {
  operation: Operation;
  name: string;
  field: GraphQLField<unknown, unknown>;
  /** null when the field carries no `@access`. */
  access: Access | null;
}

/** Every SDL file as one document. */
export function loadSdl(): DocumentNode {
  const files = readdirSync(SDL_DIR)
    .filter((name) => name.endsWith(".graphql"))
    .sort();
  return parse(files.map((name) => readFileSync(new URL(name, SDL_DIR), "utf8")).join("\n"));
}

const ROOTS: Record<string, Operation> = { Query: "query", Mutation: "mutation", Subscription: "subscription" };

/** The schema built from the SDL, and every root field with its declaration, in SDL order. */
export function readRootFields(): { schema: GraphQLSchema; fields: RootField[] } {
  const document = loadSdl();
  const schema = buildASTSchema(document);
  const directive = schema.getDirective("access");
  const fields: RootField[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const operation = ROOTS[definition.name.value];
    if (!operation) continue;
    const type = schema.getType(definition.name.value) as {
      getFields(): Record<string, GraphQLField<unknown, unknown>>;
    };
    for (const node of definition.fields ?? []) {
      const applied = node.directives?.find((d) => d.name.value === "access");
      let access: Access | null = null;
      if (applied && directive) {
        const args: Record<string, unknown> = {};
        for (const arg of directive.args) {
          const given = applied.arguments?.find((a) => a.name.value === arg.name);
          args[arg.name] = given ? valueFromAST(given.value, arg.type) : arg.defaultValue;
        }
        access = {
          serves: args["serves"] as Audience,
          roles: (args["roles"] as string[] | undefined) ?? [],
          owners: args["owners"] === true,
          refusal: args["refusal"] as Refusal,
          readers: (args["readers"] as string[] | undefined) ?? null,
          scope: args["scope"] as Scope,
          outside: args["outside"] as Refusal,
        };
      }
      fields.push({ operation, name: node.name.value, field: type.getFields()[node.name.value]!, access });
    }
  }
  return { schema, fields };
}
