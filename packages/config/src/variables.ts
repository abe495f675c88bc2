/**
 * Every variable more than one app reads, defined once: one rule and one message each. An app's
 * env.ts adds `.optional()` or `.default(…)` where it differs from the others, never another rule.
 */
import { z } from "zod";

const FLAG_VALUES = ["true", "false", "1", "0", "yes", "no"] as const;

/** A switch: true/false, 1/0 or yes/no, in any case. */
export const flag = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(FLAG_VALUES, { error: "must be true or false (1/0 and yes/no work too)" }))
  .transform((value) => value === "true" || value === "1" || value === "yes");

export const NODE_ENVS = ["development", "production", "test"] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/** Shortest HEARTH_SERVICE_KEY accepted: 32 characters, e.g. `openssl rand -base64 32` (44). */
export const SERVICE_KEY_MIN_LENGTH = 32;

export const vars = {
  NODE_ENV: z.enum(NODE_ENVS, { error: "must be development, production or test" }).default("development"),
  /** Add `.default(port)`: each app has its own. 0 takes any free port. */
  PORT: z.coerce
    .number({ error: "must be a port number from 0 to 65535" })
    .int({ error: "must be a port number from 0 to 65535" })
    .min(0, { error: "must be a port number from 0 to 65535" })
    .max(65535, { error: "must be a port number from 0 to 65535" }),
  HOST: z.string().min(1, { error: "must be an interface address, e.g. 0.0.0.0 or 127.0.0.1" }).default("0.0.0.0"),
  HEARTH_DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }),
  /** The secret the collab server sends the API (header x-hearth-service-key). */
  HEARTH_SERVICE_KEY: z.string().min(SERVICE_KEY_MIN_LENGTH, {
    error: `must be at least ${SERVICE_KEY_MIN_LENGTH} characters, the same on the API and the collab server`,
  }),
  /** The address browsers use; `https:` turns on Secure cookies and HSTS. No trailing slash. */
  HEARTH_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be the public origin, e.g. https://hearth.example.org" })
    .transform(withoutTrailingSlash),
  /** The REST API's origin for an app running apart from it. No trailing slash. */
  HEARTH_API_URL: z
    .url({ protocol: /^https?$/, error: "must be the API's origin, e.g. http://127.0.0.1:4000" })
    .transform(withoutTrailingSlash),
  HEARTH_DEMO_SEED: flag,
  HEARTH_API_DOCS: flag,
  HEARTH_OPERATOR_ORGANIZATION: z.uuid({
    error: "must be the id of the organization whose admins operate this installation",
  }),
  HEARTH_LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }),
  /** An S3-compatible server (MinIO, Ceph, a cloud's S3); absent with a bucket: AWS S3 itself. No trailing slash. */
  HEARTH_S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be the S3 server's address, e.g. https://s3.example.org" })
    .transform(withoutTrailingSlash),
  /** Setting it stores client documents in S3 instead of the data directory. */
  HEARTH_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    error: "must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
  }),
  HEARTH_S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, { error: "must be a region name, e.g. us-east-1" }),
  HEARTH_S3_ACCESS_KEY_ID: z.string().regex(/^\S{3,128}$/, { error: "must be an access key id (no spaces)" }),
  HEARTH_S3_SECRET_ACCESS_KEY: z.string().regex(/^\S{8,128}$/, { error: "must be a secret access key (no spaces)" }),
  /** Bucket in the path (`https://host/bucket/key`) rather than the host name; most self-hosted servers need it. */
  HEARTH_S3_FORCE_PATH_STYLE: flag,
};

/** Unless HEARTH_LOG_LEVEL says otherwise: quiet under tests, `info` everywhere else. */
export function defaultLogLevel(nodeEnv: NodeEnv): LogLevel {
  return nodeEnv === "test" ? "silent" : "info";
}

/** Demo accounts and the OpenAPI page are for trying Hearth: on unless production, where only asking turns them on. */
export function onUnlessProduction(value: boolean | undefined, nodeEnv: NodeEnv): boolean {
  return value ?? nodeEnv !== "production";
}
