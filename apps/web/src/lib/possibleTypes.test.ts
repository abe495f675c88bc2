import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSchema, isAbstractType } from "graphql";
import { describe, expect, it } from "vitest";
import { possibleTypes } from "./possibleTypes";

const sdlDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../schema/graphql");

describe("possibleTypes", () => {
  it("lists exactly the unions and interfaces of the GraphQL schema with their members", () => {
    const sdl = readdirSync(sdlDir)
      .filter((file) => file.endsWith(".graphql"))
      .map((file) => readFileSync(path.join(sdlDir, file), "utf8"))
      .join("\n");
    const schema = buildSchema(sdl);
    const fromSchema: Record<string, string[]> = {};
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith("__") || !isAbstractType(type)) continue;
      fromSchema[type.name] = schema
        .getPossibleTypes(type)
        .map((member) => member.name)
        .sort();
    }
    const declared = Object.fromEntries(
      Object.entries(possibleTypes).map(([name, members]) => [name, [...members].sort()]),
    );
    expect(declared).toEqual(fromSchema);
  });
});
