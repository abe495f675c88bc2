import type { S3Settings } from "@hearth/config";
import type { EventBus } from "@hearth/schema";

/** What the launcher (or the standalone entry) hands to createApi. */
export interface ApiOptions {
  bus: EventBus;
  /** Shared secret the collab server sends in header x-hearth-service-key. */
  serviceKey: string;
  /** Root package.json version. */
  version: string;
  /** Content of the build-date file, for the build_date cookie. */
  buildDate: string;
  /** Real PostgreSQL when set, else PGlite in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Seed demo data on first start of an empty database. */
  demoSeed: boolean;
  /** e.g. http://localhost:4000, for links in e-mails. */
  publicUrl: string;
  /** nodemailer transport URL; absent -> files in <dataDir>/mail-outbox. */
  smtpUrl?: string | undefined;
  /** Secure flag on cookies (true behind https). */
  secureCookies: boolean;
  /** Requests working on the database at once, the rest wait in arrival order; default by driver (admission.ts). */
  dbConcurrency?: number | undefined;
  /** Redis that every API instance shares for rate limits (one count however many instances); in memory without it. */
  redisUrl?: string | undefined;
  /** Start of the rate-limit keys in Redis; default `hearth:limit:` (tests give each API its own). */
  rateLimitKeyPrefix?: string | undefined;
  /** The organization whose admins operate the installation: they also see crash reports sent without a session. */
  operatorOrganizationId?: string | undefined;
  /** Serve the OpenAPI document and its UI at /docs; off unless asked for (the env turns it on outside production). */
  apiDocs?: boolean | undefined;
  /** Client documents and photos in this S3-compatible bucket; absent: files under `<dataDir>/documents`. */
  s3?: S3Settings | undefined;
  /** How often the scheduler ticks (reminders, sessions starting soon); default SCHEDULER_TICK_MS. */
  schedulerTickMs?: number | undefined;
}
