/** The REST API: createApi builds it for the launcher; start runs it alone. */
import type { FastifyPluginAsync } from "fastify";
import type { Logger } from "@hearth/logger";
import type { AppendBatchInProcess } from "@hearth/schema";
import { Admission, defaultDbConcurrency } from "./admission";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import { seedDemo } from "./db/seed";
import type { Deps } from "./deps";
import { createAuthenticate } from "./context";
import { TokenService, loadSigningKey } from "./domains/auth/tokens";
import { appendBatchInProcess } from "./domains/collabDocuments/routes";
import { OutboxRelay } from "./events/relay";
import { createFileStore } from "./kernel/fileStore";
import { MemoryLimitStore } from "./limitStore";
import type { LimitStore } from "./limitStore";
import { createMailer } from "./mailer";
import type { ApiOptions } from "./options";
import { buildPlugin } from "./plugin";
import { createLimiters } from "./rateLimit";
import { createRedisLimitStore } from "./redisLimitStore";
import { Scheduler } from "./scheduler";
import { EmbeddedUpkeep } from "./db/embeddedUpkeep";
import { registerDomains } from "./domains";

export type { ApiOptions } from "./options";
export type { AdmissionStats } from "./admission";
export { start } from "./start";

export interface Api {
  plugin: FastifyPluginAsync;
  /** Requests on the database now and waiting (stats() for metrics). */
  admission: Admission;
  close(): Promise<void>;
  /** The collab server's batch append without HTTP, for a collab server in this process (the launcher). */
  appendCollabUpdates: AppendBatchInProcess;
  /** Internals for tests and the seed command; not part of the launcher's contract. */
  deps: Deps;
  /** Its timed jobs; tests tick it directly. */
  scheduler: Scheduler;
}

/**
 * Opens the database, migrates, seeds an empty demo database, and starts the outbox relay and the
 * scheduler. `log` is the API's logger (the launcher's child `{ app: "api" }`, or the standalone one).
 */
export async function createApi(o: ApiOptions, log: Logger): Promise<Api> {
  const database = await openDatabase(o);
  let limitStore: LimitStore | undefined;
  try {
    // With several instances, a limit counted in one process's memory would give N times the guesses.
    limitStore = o.redisUrl ? await createRedisLimitStore(o.redisUrl, o.rateLimitKeyPrefix) : new MemoryLimitStore();
    await migrate(database.db);
    if (o.demoSeed && (await seedDemo(database.db)))
      log.info("Seeded the demo organization (password hearth-demo for every demo account)");
    const tokens = new TokenService(await loadSigningKey(database.db));
    const files = createFileStore(o);
    if (o.s3) log.info(`Client documents are stored in the ${files.description}`);
    const relay = new OutboxRelay(database.db, o.bus, (error) =>
      log.error({ err: error }, "outbox relay failed; retrying on the next poll"),
    );
    const deps: Deps = {
      db: database.db,
      databaseKind: database.kind,
      options: o,
      tokens,
      relay,
      mailer: createMailer({ smtpUrl: o.smtpUrl, dataDir: o.dataDir, log: (message) => log.info(message) }),
      files,
      limiters: createLimiters(limitStore),
      authenticate: createAuthenticate(database.db, tokens),
      log,
    };
    registerDomains();
    const admission = new Admission({ limit: o.dbConcurrency ?? defaultDbConcurrency(database.kind) });
    const scheduler = new Scheduler({
      transaction: (fn) => relay.transaction(fn),
      tickMs: o.schedulerTickMs,
      onError: (error, job) => log.error({ err: error, job }, `scheduler: ${job} failed; retrying on the next tick`),
    });
    // PostgreSQL servers keep their own statistics (autovacuum); the embedded database is kept here.
    const upkeep =
      database.kind === "pglite"
        ? new EmbeddedUpkeep(database.db, (error) =>
            log.error({ err: error }, "embedded database upkeep failed; retrying at the next interval"),
          )
        : undefined;
    relay.start();
    scheduler.start();
    upkeep?.start();
    let closed = false;
    return {
      plugin: buildPlugin(deps, admission),
      admission,
      appendCollabUpdates: appendBatchInProcess(deps),
      deps,
      scheduler,
      async close() {
        if (closed) return;
        closed = true;
        // The scheduler first: a tick in progress may still enqueue events for the relay.
        await scheduler.close();
        await upkeep?.close();
        await relay.close();
        await files.close();
        await limitStore?.close();
        await database.close();
      },
    };
  } catch (error) {
    await limitStore?.close();
    await database.close();
    throw error;
  }
}
