import { readEnv } from "./env";
import { startHearth } from "./compose";

/** `npm start`: the whole of Hearth in one process on one port. */
const env = readEnv();
const started = Date.now();
const hearth = await startHearth({
  port: env.PORT,
  host: env.HOST,
  dataDir: env.HEARTH_DATA_DIR,
  databaseUrl: env.DATABASE_URL,
  redisUrl: env.REDIS_URL,
  publicUrl: env.HEARTH_PUBLIC_URL,
  serviceKey: env.HEARTH_SERVICE_KEY,
  demoSeed: env.HEARTH_DEMO_SEED === "true",
  smtpUrl: env.SMTP_URL,
  trustProxy: env.HEARTH_TRUST_PROXY ? `127.0.0.1,::1,${env.HEARTH_TRUST_PROXY}` : undefined,
  production: env.NODE_ENV === "production",
  logger: env.NODE_ENV !== "test",
  apiDocs: env.HEARTH_API_DOCS === "true",
  operatorOrganizationId: env.HEARTH_OPERATOR_ORGANIZATION,
});

const database = env.DATABASE_URL
  ? "PostgreSQL (DATABASE_URL)"
  : `embedded PostgreSQL (PGlite) in ${env.HEARTH_DATA_DIR}`;
console.log(`
Hearth is running at ${hearth.url}  (ready in ${Date.now() - started} ms)
  database: ${database}
  events:   ${env.REDIS_URL ? "Redis (REDIS_URL)" : "in-process"}
  REST ${hearth.url}/api${env.HEARTH_API_DOCS === "true" ? " (OpenAPI at /api/docs)" : ""} · GraphQL ${hearth.url}/graphql · collab ${hearth.url.replace("http", "ws")}/collab
${
  env.HEARTH_DEMO_SEED === "true"
    ? `
Demo sign-ins (password hearth-demo):
  admin@demo.hearth.test  supervisor@demo.hearth.test  therapist@demo.hearth.test  nurse@demo.hearth.test
  nurse2@demo.hearth.test  physician@demo.hearth.test  bht@demo.hearth.test  admissions@demo.hearth.test
  client@demo.hearth.test (client portal)
`
    : ""
}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void hearth.close().finally(() => process.exit(0));
  });
}
