/**
 * `npm run new-domain <name> [-- --dry-run]`: a new domain in every layer (README "The shape of a
 * domain"), minimal but real: one table of named items of a location, listed and added through REST
 * and GraphQL, a list page with an empty state, and a passing test in each layer.
 *
 * The files come from the templates in scripts/new-domain/ (their paths are the targets', `__name__`
 * and its kin replaced); each composition list gets one line by a small text edit next to its last
 * entry, and codegen runs last. A name that is not camelCase, exists already, or clashes with
 * something of another domain is refused before anything is written.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { Kind, parse } from "graphql";
import * as prettier from "prettier";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TEMPLATES = path.join(REPO, "scripts", "new-domain");

/** The spellings of one domain name that the templates use, by their placeholder. */
export interface Names {
  name: string;
  Name: string;
  name_snake: string;
  name_kebab: string;
  Label: string;
  label: string;
}

/** A new file, or a list that gets a line (`before` as read, `after` as it will be written). */
export interface Plan {
  names: Names;
  files: { path: string; content: string }[];
  edits: { path: string; before: string; after: string }[];
}

/** Refused before anything is written: every reason at once. */
export class Refusal extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
  }
}

/** camelCase: words of lower-case letters and digits, each after the first starting with one capital. */
const CAMEL_CASE = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)*$/;

/** Names that would break a generated identifier, a property of the gateway's `ctx.api` or an import. */
const RESERVED = new Set([
  ...["break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else"],
  ...["enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof"],
  ...["new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void"],
  ...["while", "with", "yield", "let", "static", "implements", "interface", "package", "private", "protected"],
  ...["public", "await", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty"],
]);

export function namesOf(name: string): Names {
  const words = name.split(/(?=[A-Z])/).map((w) => w.toLowerCase());
  const label = words.join(" ");
  return {
    name,
    Name: name[0]!.toUpperCase() + name.slice(1),
    name_snake: words.join("_"),
    name_kebab: words.join("-"),
    Label: label[0]!.toUpperCase() + label.slice(1),
    label,
  };
}

/** `20261127T1745`, as the migrations are named (UTC). */
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").slice(0, 13);

/** Now, or a minute after the newest migration if that is later: migrations apply in name order. */
function migrationStamp(root: string, now: Date): string {
  const newest = readdirSync(path.join(root, "apps/api/src/db/migrations"))
    .map((f) => /^(\d{8}T\d{4})_/.exec(f)?.[1])
    .filter((s): s is string => Boolean(s))
    .sort()
    .pop();
  if (!newest || stamp(now) > newest) return stamp(now);
  const [, y, mo, d, h, mi] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})$/.exec(newest)!.map(Number);
  return stamp(new Date(Date.UTC(y!, mo! - 1, d!, h!, mi! + 1)));
}

function templatesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return templatesUnder(full);
    return entry.endsWith(".tpl") ? [full] : [];
  });
}

function fill(text: string, tokens: Record<string, string>): string {
  let out = text;
  // Longest first, so that no placeholder is cut by a shorter one.
  for (const key of Object.keys(tokens).sort((a, b) => b.length - a.length))
    out = out.split(`__${key}__`).join(tokens[key]!);
  const left = /__(?:name|Name|Label|label|timestamp|migration)\w*__/.exec(out);
  if (left) throw new Error(`Unknown placeholder ${left[0]} in a template of scripts/new-domain/`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The one-line edits of the composition lists.

/** Inserts `line` after the last line that `after` matches. */
function insertAfterLast(text: string, after: RegExp, line: string, where: string): string {
  const lines = text.split("\n");
  const index = lines.findLastIndex((l) => after.test(l));
  if (index < 0) throw new Error(`${where}: no line like ${after} to add "${line.trim()}" after`);
  lines.splice(index + 1, 0, line);
  return lines.join("\n");
}

/** Adds `line` as the last entry of the literal that the line starting with `opening` opens. */
function appendToList(text: string, opening: string, line: string, where: string): string {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.startsWith(opening));
  const end = start < 0 ? -1 : lines.findIndex((l, i) => i > start && /^[\]}]/.test(l));
  if (end < 0) throw new Error(`${where}: cannot find the list that "${opening}" opens`);
  const last = end - 1;
  if (!/[,[{]\s*$/.test(lines[last]!)) lines[last] += ",";
  lines.splice(end, 0, line);
  return lines.join("\n");
}

/** Adds members to the union `export type <name> =` whose last member ends with `;`. */
function extendUnion(text: string, opening: string, members: string[], where: string): string {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.startsWith(opening));
  const end = start < 0 ? -1 : lines.findIndex((l, i) => i > start && /;\s*$/.test(l));
  if (end < 0) throw new Error(`${where}: cannot find the union "${opening}"`);
  lines[end] = lines[end]!.replace(/;\s*$/, "");
  lines.splice(end + 1, 0, ...members.map((m, i) => `  | ${m}${i === members.length - 1 ? ";" : ""}`));
  return lines.join("\n");
}

/** An app's composition list: an import beside the others and an entry after the last. */
const composedOf =
  (imports: RegExp, importLine: string, opening: string, entry: string) => (text: string, where: string) =>
    appendToList(insertAfterLast(text, imports, importLine, where), opening, entry, where);

function listEdits(root: string, n: Names): Plan["edits"] {
  const { name } = n;
  const domainImport = /^import \{ \w+Domain \} from "\.\/\w+";$/;
  const changes: [string, (text: string, where: string) => string][] = [
    [
      "apps/api/src/domains/index.ts",
      composedOf(
        domainImport,
        `import { ${name}Domain } from "./${name}";`,
        "export const DOMAINS",
        `  ${name}Domain,`,
      ),
    ],
    [
      "gateway/src/domains/index.ts",
      composedOf(
        domainImport,
        `import { ${name}Domain } from "./${name}";`,
        "export const DOMAINS",
        `  ${name}Domain,`,
      ),
    ],
    [
      "apps/web/src/features/routes.ts",
      composedOf(
        /^import \{ \w+Routes \} from "\.\/\w+\/routes";$/,
        `import { ${name}Routes } from "./${name}/routes";`,
        "export const FEATURE_ROUTES",
        `  ${name}Routes,`,
      ),
    ],
    [
      "apps/web/src/features/nav.ts",
      composedOf(
        /^import \{ \w+Nav \} from "\.\/\w+\/nav";$/,
        `import { ${name}Nav } from "./${name}/nav";`,
        "export const FEATURE_NAV",
        `  ${name}Nav,`,
      ),
    ],
    [
      "schema/src/index.ts",
      (t, w) => insertAfterLast(t, /^export \* from "\.\/rest\/\w+";$/, `export * from "./rest/${name}";`, w),
    ],
    [
      "schema/src/actions.ts",
      (t, w) => extendUnion(t, "export type Action =", [`"${n.name_snake}:list"`, `"${n.name_snake}:create"`], w),
    ],
    [
      "schema/src/actionLabels.ts",
      (t, w) =>
        appendToList(
          t,
          "export const ACTION_LABELS",
          `  "${n.name_snake}:list": "Listed ${n.label} items",\n  "${n.name_snake}:create": "Created ${n.label} item",`,
          w,
        ),
    ],
    // Staff open the new area; a domain for fewer roles changes its line.
    ["schema/src/access.ts", (t, w) => appendToList(t, "export const AREA_ROLES", `  ${name}: STAFF_ROLES,`, w)],
    [
      "apps/api/src/db/schema/index.ts",
      (t, w) => insertAfterLast(t, /^export \* from "\.\/\w+";$/, `export * from "./${name}";`, w),
    ],
    [
      "packages/testing/src/index.ts",
      (t, w) => insertAfterLast(t, /^export \* from "\.\/factories\/\w+";$/, `export * from "./factories/${name}";`, w),
    ],
  ];
  return changes.map(([file, change]) => {
    const before = readFileSync(path.join(root, file), "utf8");
    return { path: file, before, after: change(before, file) };
  });
}

// ---------------------------------------------------------------------------------------------
// Refusals.

const SOURCE = /\.(ts|tsx|graphql|sql)$/;

function sourcesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    if (entry === "node_modules" || entry === "__generated__") return [];
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return SOURCE.test(entry) ? [full] : [];
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every reason the name cannot be a new domain here; none when it can. */
export function problemsWith(root: string, name: string, homes: readonly string[]): string[] {
  if (!CAMEL_CASE.test(name))
    return [`"${name}" is not a camelCase name (like bedBoard: lower-case words, each after the first capitalised)`];
  if (RESERVED.has(name)) return [`"${name}" is a reserved word of JavaScript or of the domain lists`];
  const n = namesOf(name);
  const problems: string[] = [];
  const rel = (p: string) => path.relative(root, p);

  // A file or folder of the name where the new ones go, whatever its extension or case (an import of
  // "./<name>" would find it, and so would a case-insensitive file system).
  for (const dir of homes.map((home) => path.join(root, home))) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir))
      if (entry.replace(/\..*$/, "").toLowerCase() === name.toLowerCase())
        problems.push(`${rel(path.join(dir, entry))} exists already`);
  }

  const files = ["schema", "apps", "gateway", "packages"].flatMap((d) => sourcesUnder(path.join(root, d)));
  const read = new Map(files.map((f) => [f, readFileSync(f, "utf8")]));
  const found = (pattern: RegExp, under: string) =>
    [...read].filter(([f, text]) => f.startsWith(path.join(root, under)) && pattern.test(text)).map(([f]) => rel(f));
  const clash = (what: string, pattern: RegExp, under: string) => {
    const where = found(pattern, under);
    if (where.length) problems.push(`${what} exists already (${where.slice(0, 3).join(", ")})`);
  };

  clash(`The action subject "${n.name_snake}"`, new RegExp(`"${n.name_snake}:`), "schema/src/actions.ts");
  clash(`The area "${name}"`, new RegExp(`^\\s+${name}:`, "m"), "schema/src/access.ts");
  for (const id of [`${n.Name}Item`, `${n.Name}ItemBody`, `${n.Name}ItemListQuery`])
    clash(
      `The contract's ${id}`,
      new RegExp(`export (?:const|type|interface|function|class|enum) ${id}\\b`),
      "schema/src",
    );
  for (const id of [`${name}Items`, `${n.Name}ItemRow`])
    clash(`The table definition ${id}`, new RegExp(`export (?:const|type) ${id}\\b`), "apps/api/src/db/schema");
  clash(`The factory build${n.Name}Item`, new RegExp(`export (?:async )?function build${n.Name}Item\\b`), "packages");
  clash(`The table ${n.name_snake}_items`, new RegExp(`\\b${n.name_snake}_items\\b`), "apps/api/src/db");
  clash(
    `The route /auth/${n.name_kebab}`,
    new RegExp(`/auth/(?:locations/:locationId/)?${escape(n.name_kebab)}["/]`),
    "apps/api/src",
  );
  clash(`The page /${n.name_kebab}`, new RegExp(`["'\`]/${escape(n.name_kebab)}["'/\`]`), "apps/web/src");
  clash(
    `An operation named ${n.Name}Items or Create${n.Name}Item`,
    new RegExp(`\\b(?:query|mutation|subscription) (?:${n.Name}Items|Create${n.Name}Item)\\b`),
    "apps/web/src",
  );

  // GraphQL: types, and root fields (one schema across every file).
  const types = new Set<string>();
  const rootFields = new Set<string>();
  for (const [file, text] of read) {
    if (!file.endsWith(".graphql") || !file.startsWith(path.join(root, "schema/graphql"))) continue;
    for (const def of parse(text).definitions) {
      if (!("name" in def) || !def.name) continue;
      types.add(def.name.value);
      const isRoot = ["Query", "Mutation", "Subscription"].includes(def.name.value);
      if (isRoot && (def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.OBJECT_TYPE_EXTENSION))
        for (const field of def.fields ?? []) rootFields.add(field.name.value);
    }
  }
  for (const type of [`${n.Name}Item`, `${n.Name}ItemInput`])
    if (types.has(type)) problems.push(`The GraphQL type ${type} exists already (schema/graphql)`);
  for (const field of [`${name}Items`, `create${n.Name}Item`])
    if (rootFields.has(field)) problems.push(`The GraphQL field ${field} exists already (schema/graphql)`);
  return problems;
}

// ---------------------------------------------------------------------------------------------

/** What `name` would add and change in the tree at `root`, or a `Refusal` saying why not. */
export function planDomain(root: string, name: string, now = new Date()): Plan {
  const templates = templatesUnder(TEMPLATES).map((file) => path.relative(TEMPLATES, file).split(path.sep).join("/"));
  // The folders that receive the new files and folders: nothing of the name may be there yet.
  const homes = templates.map((t) => {
    const parts = t.split("/");
    return parts
      .slice(
        0,
        parts.findIndex((part) => part.includes("__")),
      )
      .join("/");
  });
  const problems = problemsWith(root, name, [...new Set(homes)]);
  if (problems.length) throw new Refusal(problems);
  const names = namesOf(name);
  const timestamp = migrationStamp(root, now);
  const paths = templates.map((t) => fill(t.slice(0, -".tpl".length), { ...names, timestamp, migration: "" }));
  const tokens = { ...names, timestamp, migration: path.posix.basename(paths.find((p) => p.endsWith(".sql"))!) };
  return {
    names,
    files: templates.map((t, i) => ({
      path: paths[i]!,
      content: fill(readFileSync(path.join(TEMPLATES, t), "utf8"), tokens),
    })),
    edits: listEdits(root, names),
  };
}

/** The new files as Prettier writes them (SQL, which it does not read, as it is). */
export async function formatted(root: string, plan: Plan): Promise<Plan> {
  const files = await Promise.all(
    plan.files.map(async (file) => {
      const filepath = path.join(root, file.path);
      const info = await prettier.getFileInfo(filepath);
      if (!info.inferredParser) return file;
      const options = (await prettier.resolveConfig(filepath)) ?? {};
      return { ...file, content: await prettier.format(file.content, { ...options, filepath }) };
    }),
  );
  return { ...plan, files };
}

/** The lines an edit adds or changes, with one line around them, as a unified diff would show them. */
export function describeEdit(edit: Plan["edits"][number]): string {
  const a = edit.before.split("\n");
  const b = edit.after.split("\n");
  // Longest common subsequence, from the end: the files are short.
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const ops: { sign: " " | "-" | "+"; line: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({ sign: " ", line: a[i++]! });
      j++;
    } else if (i < a.length && (j >= b.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!))
      ops.push({ sign: "-", line: a[i++]! });
    else ops.push({ sign: "+", line: b[j++]! });
  }
  const near = (k: number) => ops.slice(Math.max(0, k - 1), k + 2).some((op) => op.sign !== " ");
  const out: string[] = [];
  ops.forEach((op, k) => {
    if (!near(k)) return;
    if (out.length && !near(k - 1)) out.push("  ...");
    out.push(`${op.sign} ${op.line}`);
  });
  return out.join("\n");
}

export function writePlan(root: string, plan: Plan): void {
  // Someone changed a list since it was read: stop before writing anything rather than over their change.
  for (const edit of plan.edits)
    if (readFileSync(path.join(root, edit.path), "utf8") !== edit.before)
      throw new Error(`${edit.path} changed while scaffolding; run it again`);
  for (const file of plan.files) {
    const target = path.join(root, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content, { flag: "wx" });
  }
  for (const edit of plan.edits) writeFileSync(path.join(root, edit.path), edit.after);
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "dry-run": { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } },
  });
  if (values.help || positionals.length !== 1) {
    console.log("Usage: npm run new-domain <camelCaseName> [-- --dry-run]");
    return values.help ? 0 : 2;
  }
  const name = positionals[0]!;
  let plan: Plan;
  try {
    plan = await formatted(REPO, planDomain(REPO, name));
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(`Cannot make the domain "${name}":\n${error.problems.map((p) => `  - ${p}`).join("\n")}`);
    return 1;
  }
  if (values["dry-run"]) {
    for (const file of plan.files) console.log(`\n=== new ${file.path}\n${file.content.trimEnd()}`);
    for (const edit of plan.edits) console.log(`\n=== change ${edit.path}\n${describeEdit(edit)}`);
    console.log(`\nWould write ${plan.files.length} files, add ${name} to ${plan.edits.length} lists and run codegen.`);
    console.log("Dry run: nothing written.");
    return 0;
  }
  writePlan(REPO, plan);
  console.log(`Wrote ${plan.files.length} files:`);
  for (const file of plan.files) console.log(`  ${file.path}`);
  console.log(`Added ${name} to:`);
  for (const edit of plan.edits) console.log(`  ${edit.path}`);
  console.log("Running codegen (GraphQL types of the gateway and the web app)...");
  const codegen = spawnSync("npm", ["run", "--silent", "codegen"], { cwd: REPO, stdio: "inherit" });
  if (codegen.status !== 0) {
    console.error("codegen failed: the files are written; fix the SDL and run `npm run codegen`.");
    return 1;
  }
  const tests = plan.files.filter((f) => /\.test\.tsx?$/.test(f.path)).map((f) => path.posix.dirname(f.path));
  console.log(`\nDone. Check it: npm run typecheck && npx vitest run ${tests.join(" ")}`);
  console.log(`The page is /${plan.names.name_kebab} ("${plan.names.Label}" in the navigation).`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
