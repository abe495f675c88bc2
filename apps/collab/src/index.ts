import Fastify from "fastify";
import type { FastifyPluginAsync } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyWebsocket from "@fastify/websocket";
import { createEventBus } from "@hearth/bus";
import { defaultLogLevel } from "@hearth/config";
import { createLogger } from "@hearth/logger";
import type { Logger } from "@hearth/logger";
import type { EventBus } from "@hearth/schema";
import { createCollabApi } from "./api";
import type { ApiTarget } from "./api";
import { COOL_DOWN_MS, CoolDowns } from "./budget";
import { CLOSE } from "./closeCodes";
import { DEFAULT_LIMITS } from "./connection";
import type { ConnectionLimits } from "./connection";
import { DocumentRegistry } from "./documents";
import { readEnv } from "./env";
import { LockedNames, watchDocumentLocks } from "./locking";
import { CollabMetrics } from "./metrics";
import type { CollabMetricsSnapshot } from "./metrics";
import { DEFAULT_PERSISTENCE } from "./persistence";
import type { PersistenceOptions } from "./persistence";
import { watchDocumentPatches } from "./patches";
import { MAX_FRAME_BYTES } from "./protocol";
import { AccessWatch, watchAccessNarrowing } from "./revocation";
import { collabRoutes } from "./server";
import { ConnectionSet, watchSessionRevocations } from "./sessions";

export { MAX_FRAME_BYTES };
export type { CollabMetricsSnapshot, PersistenceOptions };

export interface CollabOptions {
  bus: EventBus;
  /** The API: its origin, or its server's inject when it runs in this process. */
  api: ApiTarget;
  serviceKey: string;
  /** Tuning of group commit and compaction (defaults: 20 ms window, snapshot every 200 updates or 60 s). */
  persistence?: Partial<PersistenceOptions>;
  limits?: Partial<ConnectionLimits>;
  /**
   * Heartbeat ping interval (default 10 s); a socket silent for two intervals is terminated, and
   * its person leaves everyone's presence list: a laptop that lost the network can send no goodbye.
   */
  heartbeatMs?: number;
  /** The collab server's logger (the launcher's child `{ app: "collab" }`), used from the start. */
  logger: Logger;
  /**
   * The app's public origin (HEARTH_PUBLIC_URL): besides the request's own, the one page whose cookie may
   * open a socket. Outside production (`production: false`) loopback pages may too (Vite's dev server).
   */
  publicUrl?: string;
  /** Defaults to true: only our own origin's cookie opens a socket. */
  production?: boolean;
  /** How long a credential and a user whose socket went over its budget are refused (default 5 s). */
  coolDownMs?: number;
}

const DEFAULT_HEARTBEAT_MS = 10_000;

export interface Collab {
  plugin: FastifyPluginAsync;
  /** Counters for a later /metrics endpoint and the benchmark. */
  metrics(): CollabMetricsSnapshot;
  /** Closes every socket (1001), stores every open document, and stops listening to the bus. */
  close(): Promise<void>;
}

/** The collab server as parts: REST client, document registry, connections; locks, patches and revocations from the bus. */
export async function createCollab(options: CollabOptions): Promise<Collab> {
  const log = options.logger;
  const metrics = new CollabMetrics();
  const api = createCollabApi({ target: options.api, serviceKey: options.serviceKey });
  const registry = new DocumentRegistry(api, new LockedNames(), metrics, log, {
    ...DEFAULT_PERSISTENCE,
    ...options.persistence,
  });
  const connections = new ConnectionSet();
  metrics.bindGauges({ openDocuments: () => registry.size, sockets: () => connections.size });

  const stopWatchingLocks = watchDocumentLocks(options.bus, registry);
  const stopWatchingPatches = watchDocumentPatches(options.bus, registry);
  const stopWatchingRevocations = watchSessionRevocations(options.bus, connections);
  const access = new AccessWatch(api, connections, log);
  const stopWatchingAccess = watchAccessNarrowing(options.bus, access);
  const stopHeartbeat = connections.startHeartbeat(options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  let closing: Promise<void> | null = null;

  const plugin = collabRoutes({
    api,
    registry,
    connections,
    access,
    metrics,
    log,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    coolDowns: new CoolDowns(options.coolDownMs ?? COOL_DOWN_MS),
    origins: { publicOrigins: options.publicUrl ? [options.publicUrl] : [], production: options.production ?? true },
    isClosing: () => closing !== null,
  });

  return {
    plugin,
    metrics: () => metrics.snapshot(),
    close() {
      closing ??= (async () => {
        stopWatchingLocks();
        stopWatchingPatches();
        stopWatchingRevocations();
        stopWatchingAccess();
        stopHeartbeat();
        connections.closeAll(CLOSE.goingAway);
        // Close events arrive asynchronously; each releases its document, which then stores and unloads.
        await waitUntil(() => connections.size === 0, 2_000);
        connections.terminateAll();
        await registry.close();
      })();
      return closing;
    },
  };
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The collab server alone on its own port (scaled deployments): env from env.ts, bus over Redis. */
export async function start(): Promise<void> {
  const env = readEnv();
  const log = createLogger({
    app: "collab",
    level: env.HEARTH_LOG_LEVEL ?? defaultLogLevel(env.NODE_ENV),
    pretty: env.NODE_ENV === "development",
  });
  const bus = await createEventBus(env.REDIS_URL);
  const collab = await createCollab({
    bus,
    api: { url: () => env.HEARTH_API_URL },
    serviceKey: env.HEARTH_SERVICE_KEY,
    publicUrl: env.HEARTH_PUBLIC_URL,
    production: env.NODE_ENV === "production",
    logger: log,
  });
  const app = Fastify({ loggerInstance: log, trustProxy: true });
  await app.register(fastifyCookie);
  // ws itself closes a socket with 1009 past this size, before buffering more of it.
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  await app.register(collab.plugin, { prefix: "/collab" });
  app.get("/healthz", async () => ({ ok: true, metrics: collab.metrics() }));
  await app.listen({ port: env.PORT, host: env.HOST });

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void (async () => {
        await app.close();
        await collab.close();
        await bus.close();
      })().finally(() => process.exit(0));
    });
  }
}
