import { createLogger } from "@hearth/logger";
import { readEnv } from "./env";
import { startHearth } from "./compose";
import type { RunningHearth } from "./compose";

/** `npm start`: the whole of Hearth in one process on one port, every app logging through one logger. */
const env = readEnv();
const logger = createLogger({ app: "hearth", level: env.HEARTH_LOG_LEVEL, pretty: env.NODE_ENV === "development" });
const started = Date.now();
let hearth: RunningHearth;
try {
  hearth = await startHearth({
    port: env.PORT,
    host: env.HOST,
    dataDir: env.HEARTH_DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: env.HEARTH_PUBLIC_URL,
    serviceKey: env.HEARTH_SERVICE_KEY,
    demoSeed: env.HEARTH_DEMO_SEED,
    smtpUrl: env.SMTP_URL,
    trustProxy: env.HEARTH_TRUST_PROXY ? `127.0.0.1,::1,${env.HEARTH_TRUST_PROXY}` : undefined,
    production: env.NODE_ENV === "production",
    logger,
    apiDocs: env.HEARTH_API_DOCS,
    operatorOrganizationId: env.HEARTH_OPERATOR_ORGANIZATION,
    s3: env.s3,
  });
} catch (err) {
  logger.fatal({ err }, "Hearth failed to start");
  process.exit(1);
}

const database = env.DATABASE_URL
  ? "PostgreSQL (DATABASE_URL)"
  : `embedded PostgreSQL (PGlite) in ${env.HEARTH_DATA_DIR}`;
const events = env.REDIS_URL ? "Redis (REDIS_URL)" : "in-process";
logger.info({ readyMs: Date.now() - started, database, events }, `Hearth is running at ${hearth.url}`);
logger.info(
  `REST ${hearth.url}/api${env.HEARTH_API_DOCS ? " (OpenAPI at /api/docs)" : ""} · GraphQL ${hearth.url}/graphql · collab ${hearth.url.replace("http", "ws")}/collab`,
);
if (env.HEARTH_DEMO_SEED)
  logger.info(
    "Demo sign-ins (password hearth-demo): admin, supervisor, therapist, nurse, nurse2, physician, bht, admissions " +
      "@demo.hearth.test; client@demo.hearth.test for the client portal",
  );

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    logger.info(`${signal}: shutting down`);
    void hearth.close().finally(() => process.exit(0));
  });
}
