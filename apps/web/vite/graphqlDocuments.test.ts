import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { inlineDocuments, readCompiledDocuments } from "./graphqlDocuments";

const generated = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/__generated__/graphql.ts"),
  "utf8",
);
const documents = readCompiledDocuments(generated);

describe("inlining graphql() documents at build time", () => {
  it("finds every compiled operation and fragment of the app by kind and name", () => {
    expect(documents.get("OperationDefinition CurrentUser")).toMatch(/^\{"kind":"Document"/);
    expect(documents.get("FragmentDefinition ClientGrid_client")).toMatch(/"value":"ClientGrid_client"/);
  });

  it("replaces the call with the same document codegen compiled, leaving the rest of the file", () => {
    const source = "const Q = graphql(`\n  query CurrentUser {\n    me { id }\n  }\n`);\nexport default Q;\n";
    const result = inlineDocuments(source, "src/example.ts", documents);
    const literal = result!.code.slice("const Q = (".length, result!.code.indexOf(");\n"));
    const inlined = JSON.parse(literal) as { definitions: { name: { value: string } }[] };
    expect(inlined.definitions[0]!.name.value).toBe("CurrentUser");
    expect(result!.code.endsWith(");\nexport default Q;\n")).toBe(true);
    expect(result!.code).not.toContain("graphql(");
  });

  it("leaves a file without graphql() calls untouched", () => {
    expect(inlineDocuments("export const graphqlish = 1;", "src/other.ts", documents)).toBeNull();
  });

  it("fails the build, naming the operation, when codegen has not compiled it", () => {
    expect(() => inlineDocuments("graphql(`query NotWrittenYet { me { id } }`)", "src/new.ts", documents)).toThrow(
      /NotWrittenYet.*npm run codegen/,
    );
  });
});
