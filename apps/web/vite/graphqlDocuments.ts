/**
 * Replaces each `graphql(`…`)` call with its compiled document, taken from codegen's
 * `src/__generated__/graphql.ts`. Left alone, the calls go through the map in `gql.ts` of every
 * document in the app, and even when imported one by one the documents all share the chunk of
 * `graphql.ts`: the login page would download the queries of every screen. Inlined, each chunk
 * carries only the documents its own code uses.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "graphql";
import MagicString from "magic-string";
import type { Plugin } from "vite";

/** `graphql(` + a template literal without substitutions + `)`: the only form codegen reads. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
/** One compiled document per line: `export const XDocument = {…} as unknown as DocumentNode<…>;` */
const COMPILED_DOCUMENT = /^export const \w+ = (\{"kind":"Document".*\}) as unknown as /gm;

interface CompiledDefinition {
  kind: string;
  name?: { value: string };
}

const definitionKey = (kind: string, name: string) => `${kind} ${name}`;

/** The compiled documents of graphql.ts, by the kind and name of their first definition. */
export function readCompiledDocuments(generatedSource: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, literal] of generatedSource.matchAll(COMPILED_DOCUMENT)) {
    const first = (JSON.parse(literal!) as { definitions: CompiledDefinition[] }).definitions[0];
    if (first?.name) documents.set(definitionKey(first.kind, first.name.value), literal!);
  }
  return documents;
}

/**
 * `code` with every graphql() call replaced by its compiled document; null when it has none.
 * Throws, naming the operation, when graphql.ts lacks one (codegen has not run since it was written).
 */
export function inlineDocuments(code: string, file: string, documents: ReadonlyMap<string, string>) {
  let output: MagicString | undefined;
  for (const call of code.matchAll(GRAPHQL_CALL)) {
    const first = parse(call[1]!).definitions[0];
    const name = first && "name" in first ? first.name?.value : undefined;
    const literal = first && name ? documents.get(definitionKey(first.kind, name)) : undefined;
    if (!literal) {
      throw new Error(
        `${file}: no compiled document for ${name ?? "an unnamed operation"} in src/__generated__/graphql.ts; run npm run codegen`,
      );
    }
    output ??= new MagicString(code);
    output.overwrite(call.index, call.index + call[0].length, `(${literal})`);
  }
  return output ? { code: output.toString(), map: output.generateMap({ hires: "boundary", source: file }) } : null;
}

export function inlineGraphqlDocuments(webRoot: string): Plugin {
  const generatedDirectory = path.join(webRoot, "src/__generated__");
  const compiledFile = path.join(generatedDirectory, "graphql.ts");
  let documents: Map<string, string> | undefined;
  return {
    name: "hearth-inline-graphql-documents",
    enforce: "pre",
    buildStart() {
      documents = undefined;
      this.addWatchFile(compiledFile);
    },
    watchChange(id) {
      if (id === compiledFile) documents = undefined;
    },
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(generatedDirectory) || !code.includes("graphql(")) return null;
      documents ??= readCompiledDocuments(readFileSync(compiledFile, "utf8"));
      try {
        return inlineDocuments(code, path.relative(webRoot, file), documents);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
