/**
 * `npm run seed:large -- --locations 20 --clients 10000 [--seed 1]`: migrate, then add a generated
 * organization (generateOrganization.ts) to the database `npm start` uses (PGlite in the data directory,
 * or DATABASE_URL), beside what it holds. Prints how long the generation took and whom to sign in as.
 */
import { parseArgs } from "node:util";
import { loadDatabaseEnv } from "../env";
import { openDatabase } from "./client";
import { generateOrganization } from "./generateOrganization";
import { migrate } from "./migrate";

const USAGE = "usage: npm run seed:large -- [--locations 20] [--clients 10000] [--seed 1]";

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, not "${text}"\n${USAGE}`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { locations: { type: "string" }, clients: { type: "string" }, seed: { type: "string" } },
  });
  const locations = wholeNumber("locations", values.locations, 20);
  const clientCount = wholeNumber("clients", values.clients, 10_000);
  const seed = wholeNumber("seed", values.seed, 1);
  const env = loadDatabaseEnv();
  if (!env.demoSeed) {
    console.error("Generated data is off in production, as demo data is; set HEARTH_DEMO_SEED=true to add it anyway.");
    process.exit(1);
  }
  const database = await openDatabase(env);
  try {
    const applied = await migrate(database.db);
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    const where = env.databaseUrl ? "the PostgreSQL database" : `${env.dataDir}/pglite`;
    const started = performance.now();
    const org = await generateOrganization(database.db, {
      locations,
      clients: clientCount,
      seed,
      onProgress: (written, total) =>
        process.stdout.write(`\r${written.toLocaleString("en-US")} / ${total.toLocaleString("en-US")} clients`),
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nGenerated "${org.name}" into ${where} in ${seconds.toFixed(1)} s: ${org.locations.length} locations, ` +
        `${org.staffCount} staff, ${org.clientCount.toLocaleString("en-US")} clients (${org.mrNumbers.first} to ${org.mrNumbers.last}).`,
    );
    console.log(`Staff at every location (password "${org.password}"):`);
    for (const s of org.organizationWideStaff) console.log(`  ${s.email} (${s.role})`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
