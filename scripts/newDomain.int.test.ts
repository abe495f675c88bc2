/**
 * `npm run new-domain` for real, in a throwaway copy of the work tree (every file git tracks or
 * would add, its dependencies linked from here): the new domain typechecks with everything else
 * (`tsc -p tsconfig.json` there) and its own tests pass there, the API's, the gateway's and the
 * page's. Names it must refuse, and `--dry-run`, are checked first. The copy lives outside the
 * repository, where neither this suite nor the typecheck picks up its files, and goes afterwards
 * (HEARTH_KEEP_SCAFFOLD_COPY=1 keeps it, to look at).
 */
import { execFileSync, spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { namesOf, planDomain, Refusal } from "./new-domain";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Why `planDomain` refuses the name in the work tree, or "accepted". */
function refusalOf(name: string): string {
  try {
    planDomain(ROOT, name);
  } catch (error) {
    if (error instanceof Refusal) return error.problems.join("\n");
    throw error;
  }
  return "accepted";
}

/** The domain made here: the first of these the tree does not have (one may become a real domain). */
const NAME = ["bedBoard", "visitorLog", "wardRounds"].find((name) => refusalOf(name) === "accepted") ?? "bedBoard";
const { Name, name_snake } = namesOf(NAME);

let copy = "";
const timings: string[] = [];

/** The work tree as a commit of everything would hold it; node_modules linked, the workspaces' links into the copy. */
function copyWorkTree(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hearth-new-domain-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString("utf8")
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(ROOT, file);
    if (!existsSync(from)) continue; // deleted, not yet committed
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(from, path.join(dir, file));
  }
  mkdirSync(path.join(dir, ".tmp"));
  const modules = path.join(dir, "node_modules");
  mkdirSync(path.join(modules, "@hearth"), { recursive: true });
  // Caches (.vite, .cache) stay the copy's own; "@hearth/*" are relative links, so they name the copy's workspaces.
  for (const entry of readdirSync(path.join(ROOT, "node_modules")))
    if (entry !== "@hearth" && (!entry.startsWith(".") || entry === ".bin"))
      symlinkSync(path.join(ROOT, "node_modules", entry), path.join(modules, entry));
  for (const entry of readdirSync(path.join(ROOT, "node_modules/@hearth")))
    symlinkSync(readlinkSync(path.join(ROOT, "node_modules/@hearth", entry)), path.join(modules, "@hearth", entry));
  return dir;
}

/** The environment of a command in the copy: this run's own Vitest variables would mislead a Vitest started there. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST")));
  return { ...env, FORCE_COLOR: "0", NO_COLOR: "1", ...extra };
}

/** Runs a Node script of the copy's dependencies there; answers its exit code and output, whatever the code. */
function run(
  what: string,
  script: string,
  args: string[],
  env = childEnv(),
): Promise<{ code: number | null; output: string }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(copy, "node_modules", script), ...args], { cwd: copy, env });
    // Below the other test files running beside this one, some of which time themselves.
    try {
      if (child.pid) os.setPriority(child.pid, 10);
    } catch {
      // not allowed here: run at the same priority
    }
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      timings.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve({ code, output });
    });
  });
}

const scaffold = (...args: string[]) => run("new-domain", "tsx/dist/cli.mjs", ["scripts/new-domain.ts", ...args]);

/** Every file of the copy outside node_modules, with its size and time: what a dry run must leave as it is. */
function fingerprint(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (entry === "node_modules") return [];
    const stat = statSync(path.join(dir, entry));
    return stat.isDirectory()
      ? fingerprint(path.join(dir, entry))
      : [`${path.join(dir, entry)} ${stat.size} ${stat.mtimeMs}`];
  });
}

/**
 * The repository's Vitest projects with longer timeouts: the new tests share the machine with the
 * typecheck and the rest of this suite (`--hookTimeout` on the command line leaves a project's own).
 * Not a .ts file, which the typecheck there would read.
 */
const CHILD_CONFIG = "vitest.new-domain.config.mts";
const CHILD_CONFIG_TEXT = `import config from "./vitest.config.ts";

export default {
  ...config,
  test: {
    ...config.test,
    projects: config.test.projects.map((p) => ({ ...p, test: { ...p.test, testTimeout: 120_000, hookTimeout: 240_000 } })),
  },
};
`;

beforeAll(() => {
  const started = Date.now();
  copy = copyWorkTree();
  writeFileSync(path.join(copy, CHILD_CONFIG), CHILD_CONFIG_TEXT);
  timings.push(`copy ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 60_000);

afterAll(() => {
  console.log(`npm run new-domain in ${copy}: ${timings.join(", ")}`);
  if (copy && !process.env.HEARTH_KEEP_SCAFFOLD_COPY) rmSync(copy, { recursive: true, force: true });
});

describe("npm run new-domain", () => {
  it("refuses a name that is not camelCase, exists already or clashes, saying why", () => {
    for (const name of ["BedBoard", "bed-board", "bed_board", "bedBOARD", ""])
      expect(refusalOf(name), name).toContain("is not a camelCase name");
    expect(refusalOf("tasks")).toContain("apps/api/src/domains/tasks exists already");
    expect(refusalOf("compose")).toContain("gateway/src/domains/compose.ts exists already");
    expect(refusalOf("room")).toContain('The action subject "room" exists already');
    expect(refusalOf("leads")).toContain('The area "leads"');
    expect(refusalOf("constructor")).toContain("reserved word");
    expect(refusalOf(NAME)).toBe("accepted");
  });

  it("prints what it would write and change with --dry-run, and writes nothing", async () => {
    const before = fingerprint(copy);
    const { code, output } = await scaffold(NAME, "--dry-run");
    expect(code, output).toBe(0);
    expect(output).toContain(`=== new apps/api/src/domains/${NAME}/service.ts`);
    expect(output).toContain(`=== change apps/api/src/domains/index.ts`);
    expect(output).toContain(`+   ${NAME}Domain,`);
    expect(output).toContain("Dry run: nothing written.");
    expect(fingerprint(copy)).toEqual(before);
  }, 60_000);

  it("makes a domain in every layer that typechecks with the rest, and whose own tests pass", async () => {
    const made = await scaffold(NAME);
    expect(made.code, made.output).toBe(0);
    for (const file of [
      `schema/src/rest/${NAME}.ts`,
      `schema/graphql/${NAME}.graphql`,
      `apps/api/src/domains/${NAME}/service.ts`,
      `apps/api/src/db/schema/${NAME}.ts`,
      `gateway/src/domains/${NAME}/resolvers.ts`,
      `apps/web/src/features/${NAME}/${Name}Page.tsx`,
      `packages/testing/src/factories/${NAME}.ts`,
    ])
      expect(existsSync(path.join(copy, file)), file).toBe(true);
    expect(
      readdirSync(path.join(copy, "apps/api/src/db/migrations")).some((f) =>
        f.endsWith(`_create_${name_snake}_items.sql`),
      ),
    ).toBe(true);
    // One line in each list (two in the catalogue of actions), and codegen has run.
    const grown = (file: string) =>
      readFileSync(path.join(copy, file), "utf8").split("\n").length -
      readFileSync(path.join(ROOT, file), "utf8").split("\n").length;
    for (const [file, lines] of [
      ["apps/api/src/domains/index.ts", 2],
      ["gateway/src/domains/index.ts", 2],
      ["apps/web/src/features/routes.ts", 2],
      ["apps/web/src/features/nav.ts", 2],
      ["schema/src/index.ts", 1],
      ["schema/src/actions.ts", 2],
      ["schema/src/actionLabels.ts", 2],
      ["schema/src/access.ts", 1],
      ["apps/api/src/db/schema/index.ts", 1],
      ["packages/testing/src/index.ts", 1],
    ] as const)
      expect(grown(file), file).toBe(lines);
    expect(readFileSync(path.join(copy, "apps/web/src/__generated__/graphql.ts"), "utf8")).toContain(
      `${Name}ItemsQuery`,
    );

    const report = path.join(copy, ".tmp", "scaffold-tests.json");
    const tests = [`apps/api/src/domains/${NAME}`, `gateway/src/domains/${NAME}`, `apps/web/src/features/${NAME}`];
    const [typecheck, tested] = await Promise.all([
      run("typecheck", "typescript/bin/tsc", ["-p", "tsconfig.json"]),
      run(
        "tests",
        "vitest/vitest.mjs",
        // One worker: the API's and the gateway's tests would each build the same database template at once.
        ["run", ...tests, "--config", CHILD_CONFIG, "--maxWorkers=1", "--reporter=json", `--outputFile=${report}`],
        // The database template of the new schema is made in the copy, and goes with it.
        childEnv({ TMPDIR: path.join(copy, ".tmp") }),
      ),
    ]);
    expect(typecheck.code, typecheck.output).toBe(0);
    const results = existsSync(report)
      ? (JSON.parse(readFileSync(report, "utf8")) as {
          testResults: {
            name: string;
            status: string;
            message: string;
            assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
          }[];
        })
      : null;
    const failures = (results?.testResults ?? []).flatMap((file) => [
      ...(file.message ? [`${file.name}: ${file.message}`] : []),
      ...file.assertionResults
        .filter((a) => a.status !== "passed")
        .map((a) => `${a.fullName}: ${a.failureMessages.join("\n")}`),
    ]);
    expect(tested.code, failures.length ? failures.join("\n\n") : tested.output).toBe(0);
    expect(results?.testResults.map((file) => [path.relative(copy, file.name), file.status]).sort()).toEqual([
      [`apps/api/src/domains/${NAME}/${NAME}.int.test.ts`, "passed"],
      [`apps/web/src/features/${NAME}/${Name}Page.test.tsx`, "passed"],
      [`gateway/src/domains/${NAME}/${NAME}.int.test.ts`, "passed"],
    ]);
  }, 420_000);
});
