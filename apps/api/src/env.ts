/** Configuration of the standalone API, zod-parsed; every problem is printed at once. */
import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const Env = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// URL" }).optional(),
  HEARTH_DATA_DIR: z.string().min(1).default("./data"),
  REDIS_URL: z.url({ protocol: /^rediss?$/, message: "must be a redis:// URL" }).optional(),
  HEARTH_SERVICE_KEY: z.string().min(16, { message: "must be at least 16 characters (shared with the collab server)" }),
  HEARTH_PUBLIC_URL: z
    .url({ message: "must be the public origin, e.g. http://localhost:4000" })
    .default("http://localhost:4000"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional(),
  HEARTH_DEMO_SEED: flag.optional(),
  HEARTH_DB_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1, { message: "must be a whole number of at least 1" })
    .max(1000)
    .optional(),
  HEARTH_OPERATOR_ORGANIZATION: z
    .uuid({ message: "must be the id of the organization whose admins operate this installation" })
    .optional(),
  HEARTH_API_DOCS: flag.optional(),
});

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
}

/** Parses the environment, or returns every problem as one line each. */
export function parseEnv(
  source: Record<string, string | undefined>,
): { ok: true; env: ApiEnv } | { ok: false; problems: string[] } {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = Env.safeParse(cleaned);
  if (!result.success)
    return { ok: false, problems: result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`) };
  const e = result.data;
  return {
    ok: true,
    env: {
      nodeEnv: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      databaseUrl: e.DATABASE_URL,
      dataDir: path.resolve(e.HEARTH_DATA_DIR),
      redisUrl: e.REDIS_URL,
      serviceKey: e.HEARTH_SERVICE_KEY,
      publicUrl: e.HEARTH_PUBLIC_URL.replace(/\/$/, ""),
      smtpUrl: e.SMTP_URL,
      // Demo accounts never appear in production unless asked for explicitly.
      demoSeed: e.HEARTH_DEMO_SEED ?? e.NODE_ENV !== "production",
      dbConcurrency: e.HEARTH_DB_CONCURRENCY,
      operatorOrganizationId: e.HEARTH_OPERATOR_ORGANIZATION,
      // A map of every route is for developers; a production server shows it only when asked.
      apiDocs: e.HEARTH_API_DOCS ?? e.NODE_ENV !== "production",
    },
  };
}

/** The one reader of process.env in this app; exits with every problem listed. */
export function loadEnv(): ApiEnv {
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    console.error(`The API cannot start; fix its configuration:\n${parsed.problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  return parsed.env;
}

/** The database part alone, for commands that need no server settings (npm run seed). */
export function loadDatabaseEnv(): Pick<ApiEnv, "databaseUrl" | "dataDir" | "demoSeed" | "nodeEnv"> {
  const parsed = parseEnv({
    ...process.env,
    HEARTH_SERVICE_KEY: process.env.HEARTH_SERVICE_KEY || "not-needed-for-this-command",
  });
  if (!parsed.ok) {
    console.error(`Fix the configuration:\n${parsed.problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  const { databaseUrl, dataDir, demoSeed, nodeEnv } = parsed.env;
  return { databaseUrl, dataDir, demoSeed, nodeEnv };
}
