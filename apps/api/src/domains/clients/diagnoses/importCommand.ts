/**
 * `npm run icd10:import -- <icd10cm_order_<year>.txt>`: loads a full CMS ICD-10-CM order file into the
 * configured database (DATABASE_URL, else the embedded one in HEARTH_DATA_DIR), over the subset that
 * ships with Hearth. Every code is inserted or updated in one transaction; none is deleted.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadDatabaseEnv } from "../../../env";
import { openDatabase } from "../../../db/client";
import { migrate } from "../../../db/migrate";
import { writeCodes } from "./codeSet";
import { parseOrderFile } from "./orderFile";

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npm run icd10:import -- <path to a CMS icd10cm_order_<year>.txt file>");
    process.exit(2);
  }
  const entries = parseOrderFile(await readFile(path.resolve(file), "utf8"));
  const env = loadDatabaseEnv();
  const database = await openDatabase(env);
  try {
    await migrate(database.db);
    const source = `CMS ICD-10-CM order file ${path.basename(file)}`;
    const written = await database.db.transaction((tx) => writeCodes(tx, entries, source, { replace: true }));
    const where = env.databaseUrl ? "the PostgreSQL database" : `${env.dataDir}/pglite`;
    const billable = entries.filter((e) => e.billable).length;
    console.log(
      `Imported ${written} ICD-10-CM codes (${billable} billable) from ${path.basename(file)} into ${where}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
