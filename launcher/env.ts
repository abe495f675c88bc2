/** Configuration of the one-process launcher (`npm start`): the shared variables (@hearth/config) and its own. */
import path from "node:path";
import { z } from "zod";
import {
  S3_VARS,
  checkS3Vars,
  defaultLogLevel,
  loadConfig,
  onUnlessProduction,
  s3SettingsOf,
  vars,
} from "@hearth/config";
import type { ConfigSource } from "@hearth/config";

const Env = z
  .object({
    PORT: vars.PORT.default(4000),
    HOST: vars.HOST,
    HEARTH_DATA_DIR: vars.HEARTH_DATA_DIR,
    DATABASE_URL: vars.DATABASE_URL.optional(),
    REDIS_URL: vars.REDIS_URL.optional(),
    HEARTH_PUBLIC_URL: vars.HEARTH_PUBLIC_URL.optional(),
    /** Random per start unless given: the collab server and the API are in this process. */
    HEARTH_SERVICE_KEY: vars.HEARTH_SERVICE_KEY.optional(),
    /** Demo accounts and clients on first start of an empty database; on by default except in production. */
    HEARTH_DEMO_SEED: vars.HEARTH_DEMO_SEED.optional(),
    SMTP_URL: vars.SMTP_URL.optional(),
    /** Addresses of reverse proxies in front of Hearth whose X-Forwarded-For is believed (comma-separated). */
    HEARTH_TRUST_PROXY: z.string().optional(),
    NODE_ENV: vars.NODE_ENV,
    /** The OpenAPI document and its UI at /api/docs; on by default except in production. */
    HEARTH_API_DOCS: vars.HEARTH_API_DOCS.optional(),
    /** The organization whose admins operate this installation: they read crash reports sent without a session. */
    HEARTH_OPERATOR_ORGANIZATION: vars.HEARTH_OPERATOR_ORGANIZATION.optional(),
    HEARTH_LOG_LEVEL: vars.HEARTH_LOG_LEVEL.optional(),
    /** Client documents in an S3-compatible bucket instead of the data directory. */
    ...S3_VARS,
  })
  .superRefine(checkS3Vars)
  .transform((e) => ({
    ...e,
    HEARTH_DATA_DIR: path.resolve(e.HEARTH_DATA_DIR),
    HEARTH_DEMO_SEED: onUnlessProduction(e.HEARTH_DEMO_SEED, e.NODE_ENV),
    HEARTH_API_DOCS: onUnlessProduction(e.HEARTH_API_DOCS, e.NODE_ENV),
    HEARTH_LOG_LEVEL: e.HEARTH_LOG_LEVEL ?? defaultLogLevel(e.NODE_ENV),
    s3: s3SettingsOf(e),
  }));
export type LauncherEnv = z.output<typeof Env>;

/** The launcher's configuration; every problem is printed at once and the process refuses to start. */
export function readEnv(source: ConfigSource = process.env): LauncherEnv {
  return loadConfig("server", Env, source);
}
