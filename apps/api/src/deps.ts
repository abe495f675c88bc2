/** Everything a domain service needs, built once by createApi. */
import type { FastifyRequest } from "fastify";
import type { Logger } from "@hearth/logger";
import type { Database, Db } from "./db/client";
import type { TokenService } from "./domains/auth/tokens";
import type { OutboxRelay } from "./events/relay";
import type { FileStore } from "./kernel/fileStore";
import type { Mailer } from "./mailer";
import type { ApiOptions } from "./options";
import type { Limiters } from "./rateLimit";

export interface Deps {
  db: Db;
  /** Embedded PGlite runs one statement at a time; PostgreSQL runs many at once. */
  databaseKind: Database["kind"];
  options: ApiOptions;
  tokens: TokenService;
  relay: OutboxRelay;
  mailer: Mailer;
  /** Uploaded files: client documents and profile photos (the data directory, or S3 when configured). */
  files: FileStore;
  limiters: Limiters;
  authenticate: (request: FastifyRequest) => Promise<void>;
  log: Logger;
}

/** Runs a change in one transaction; the events it wrote are published as soon as it commits. */
export function transact<T>(deps: Deps, fn: (tx: Db) => Promise<T>): Promise<T> {
  return deps.relay.transaction(fn);
}
