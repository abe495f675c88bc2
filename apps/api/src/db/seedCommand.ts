/** `npm run seed`: migrate, then load the demo organization into an empty database. */
import { loadDatabaseEnv } from "../env";
import { openDatabase } from "./client";
import { migrate } from "./migrate";
import { seedDemo } from "./seed";
import { DEMO_CLIENT_EMAIL, DEMO_PASSWORD, DEMO_STAFF } from "./seedData";

async function main(): Promise<void> {
  const env = loadDatabaseEnv();
  if (!env.demoSeed) {
    console.error("Demo data is off in production; set HEARTH_DEMO_SEED=true to load it anyway.");
    process.exit(1);
  }
  const database = await openDatabase(env);
  try {
    const applied = await migrate(database.db);
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    const where = env.databaseUrl ? "the PostgreSQL database" : `${env.dataDir}/pglite`;
    if (await seedDemo(database.db)) {
      console.log(`Seeded the demo organization into ${where}. Sign in with password "${DEMO_PASSWORD}" as:`);
      for (const email of [...DEMO_STAFF.map((s) => s.email), DEMO_CLIENT_EMAIL]) console.log(`  ${email}`);
    } else {
      console.log(`${where} already holds data; nothing was seeded.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
