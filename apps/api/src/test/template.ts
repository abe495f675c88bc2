/**
 * PGlite data directories for tests, copied from a template made once per machine and schema:
 * a fresh PGlite takes seconds to initialise, a copy of a prepared one opens in a fraction.
 * The template is keyed by the migrations and seed sources, so a change makes a new one.
 */
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cp, mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { seedDemo } from "../db/seed";

const API_SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const RICHTEXT_SRC = path.join(API_SRC, "../../../packages/richtext/src");

/** Per process and seed choice: the sources do not change while a test run lasts, and hashing them takes a while. */
const keys = new Map<boolean, Promise<string>>();
const templateKey = (demoSeed: boolean): Promise<string> => {
  let key = keys.get(demoSeed);
  if (!key) keys.set(demoSeed, (key = computeTemplateKey(demoSeed)));
  return key;
};

async function computeTemplateKey(demoSeed: boolean): Promise<string> {
  const hash = createHash("sha256");
  // The seed runs domain code (session generation, note documents, rich-text templates), so every
  // source it could reach is part of the key: the API's and the rich-text package's, tests aside.
  for (const dir of [API_SRC, RICHTEXT_SRC]) {
    const files = (await readdir(dir, { recursive: true }))
      .filter((f) => /\.(ts|sql)$/.test(f) && !/\.test\.ts$/.test(f))
      .sort();
    for (const f of files) hash.update(f).update(await readFile(path.join(dir, f)));
  }
  // The seed's dates are relative to today.
  hash.update(String(demoSeed)).update(new Date().toISOString().slice(0, 10));
  return hash.digest("hex").slice(0, 16);
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/** Fills `dataDir` with a migrated (and, when asked, demo-seeded) PGlite database. */
export async function copyTemplateInto(dataDir: string, demoSeed: boolean): Promise<void> {
  const root = path.join(os.tmpdir(), "hearth-api-pglite-templates");
  const template = path.join(root, await templateKey(demoSeed));
  if (!(await exists(path.join(template, "ready")))) {
    // Built aside and renamed into place, so parallel test files never see half a template.
    const building = path.join(root, `building-${randomBytes(6).toString("hex")}`);
    await mkdir(building, { recursive: true });
    const database = await openDatabase({ dataDir: building });
    await migrate(database.db);
    if (demoSeed) await seedDemo(database.db);
    await database.close();
    await mkdir(path.join(building, "ready"));
    await rename(building, template).catch(async () => {
      await rm(building, { recursive: true, force: true }); // another file won the race
    });
  }
  await mkdir(dataDir, { recursive: true });
  await copyDirectory(path.join(template, "pglite"), path.join(dataDir, "pglite"));
}

const execFileAsync = promisify(execFile);

/**
 * A data directory holds some 1,200 small files: the system's `cp` copies them in ~50 ms where Node's
 * `fs.cp` takes ~600 ms, once per test file. Node's copy where there is no `cp` (Windows).
 */
async function copyDirectory(from: string, to: string): Promise<void> {
  if (process.platform === "win32") return cp(from, to, { recursive: true });
  await execFileAsync("cp", ["-R", from, to]);
}
