/** Configuration of the standalone API: the shared variables (@hearth/config) and the API's own. */
import path from "node:path";
import { z } from "zod";
import {
  S3_VARS,
  checkS3Vars,
  defaultLogLevel,
  loadConfig,
  onUnlessProduction,
  parseConfig,
  s3SettingsOf,
  vars,
} from "@hearth/config";
import type { ConfigResult, ConfigSource, LogLevel, S3Settings } from "@hearth/config";

const Env = z.object({
  NODE_ENV: vars.NODE_ENV,
  PORT: vars.PORT.default(4000),
  HOST: vars.HOST,
  DATABASE_URL: vars.DATABASE_URL.optional(),
  HEARTH_DATA_DIR: vars.HEARTH_DATA_DIR,
  REDIS_URL: vars.REDIS_URL.optional(),
  HEARTH_SERVICE_KEY: vars.HEARTH_SERVICE_KEY,
  HEARTH_PUBLIC_URL: vars.HEARTH_PUBLIC_URL.default("http://localhost:4000"),
  SMTP_URL: vars.SMTP_URL.optional(),
  HEARTH_DEMO_SEED: vars.HEARTH_DEMO_SEED.optional(),
  HEARTH_DB_CONCURRENCY: z.coerce
    .number()
    .int({ error: "must be a whole number of at least 1" })
    .min(1, { error: "must be a whole number of at least 1" })
    .max(1000, { error: "must be at most 1000" })
    .optional(),
  HEARTH_OPERATOR_ORGANIZATION: vars.HEARTH_OPERATOR_ORGANIZATION.optional(),
  HEARTH_API_DOCS: vars.HEARTH_API_DOCS.optional(),
  HEARTH_LOG_LEVEL: vars.HEARTH_LOG_LEVEL.optional(),
  ...S3_VARS,
});

const ApiConfig = Env.superRefine(checkS3Vars).transform((e): ApiEnv => ({
  nodeEnv: e.NODE_ENV,
  port: e.PORT,
  host: e.HOST,
  databaseUrl: e.DATABASE_URL,
  dataDir: path.resolve(e.HEARTH_DATA_DIR),
  redisUrl: e.REDIS_URL,
  serviceKey: e.HEARTH_SERVICE_KEY,
  publicUrl: e.HEARTH_PUBLIC_URL,
  smtpUrl: e.SMTP_URL,
  // Demo accounts never appear in production unless asked for explicitly.
  demoSeed: onUnlessProduction(e.HEARTH_DEMO_SEED, e.NODE_ENV),
  dbConcurrency: e.HEARTH_DB_CONCURRENCY,
  operatorOrganizationId: e.HEARTH_OPERATOR_ORGANIZATION,
  // A map of every route is for developers; a production server shows it only when asked.
  apiDocs: onUnlessProduction(e.HEARTH_API_DOCS, e.NODE_ENV),
  logLevel: e.HEARTH_LOG_LEVEL ?? defaultLogLevel(e.NODE_ENV),
  s3: s3SettingsOf(e),
}));

export interface ApiEnv {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  serviceKey: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  demoSeed: boolean;
  /** Requests on the database at once; undefined: by driver (2 on PGlite, the pool size on PostgreSQL). */
  dbConcurrency: number | undefined;
  /** Its admins read crash reports sent without a session. */
  operatorOrganizationId: string | undefined;
  /** OpenAPI document and UI at /api/docs. */
  apiDocs: boolean;
  logLevel: LogLevel;
  /** Client documents in this bucket; undefined: under the data directory. */
  s3: S3Settings | undefined;
}

/** Parses the environment, or returns every problem as one line each. */
export function parseEnv(source: ConfigSource): ConfigResult<ApiEnv> {
  return parseConfig(ApiConfig, source);
}

/** The one reader of process.env in this app; exits with every problem listed. */
export function loadEnv(): ApiEnv {
  return loadConfig("API", ApiConfig, process.env);
}

/** The database part alone, for commands that need no server settings (npm run seed). */
export function loadDatabaseEnv(): Pick<ApiEnv, "databaseUrl" | "dataDir" | "demoSeed" | "nodeEnv"> {
  const { databaseUrl, dataDir, demoSeed, nodeEnv } = loadConfig("seed command", ApiConfig, {
    ...process.env,
    HEARTH_SERVICE_KEY: process.env.HEARTH_SERVICE_KEY || "not needed by the seed command, only by the API",
  });
  return { databaseUrl, dataDir, demoSeed, nodeEnv };
}
