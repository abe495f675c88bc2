/** Everything a domain service needs, built once by createApi. */
import type { FastifyRequest } from "fastify";
import type { Db } from "./db/client";
import type { TokenService } from "./domains/auth/tokens";
import type { OutboxRelay } from "./events/relay";
import type { Mailer } from "./mailer";
import type { ApiOptions } from "./options";
import type { Limiters } from "./rateLimit";

export interface Deps {
  db: Db;
  options: ApiOptions;
  tokens: TokenService;
  relay: OutboxRelay;
  mailer: Mailer;
  limiters: Limiters;
  authenticate: (request: FastifyRequest) => Promise<void>;
  log: { info(message: string): void; error(obj: unknown, message?: string): void };
}

/** Runs a change in one transaction, then asks the relay to publish the events it wrote. */
export async function transact<T>(deps: Deps, fn: (tx: Db) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction((tx) => fn(tx as unknown as Db));
  deps.relay.kick();
  return result;
}
