/**
 * Scenario (a): our collab server — the same route, connections, registry, group commit and
 * compaction as `createCollab` — with the API replaced by an in-memory one that admits everybody
 * and stores in memory. What is left is the server's own relay cost, comparable to the baseline.
 *
 * `createCollab` builds its REST client itself, so the parts are composed here the way it composes
 * them (apps/collab/src/index.ts); if it ever takes a `CollabApi`, this file shrinks to one call.
 */
import Fastify from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyWebsocket from "@fastify/websocket";
import { createLogger } from "@hearth/logger";
import type { DocumentAccessResults } from "@hearth/schema";
import { CoolDowns } from "../../apps/collab/src/budget";
import { CLOSE } from "../../apps/collab/src/closeCodes";
import { DEFAULT_LIMITS } from "../../apps/collab/src/connection";
import { DocumentRegistry } from "../../apps/collab/src/documents";
import { LockedNames } from "../../apps/collab/src/locking";
import { CollabMetrics } from "../../apps/collab/src/metrics";
import { DEFAULT_PERSISTENCE } from "../../apps/collab/src/persistence";
import { AccessWatch } from "../../apps/collab/src/revocation";
import { collabRoutes } from "../../apps/collab/src/server";
import { ConnectionSet } from "../../apps/collab/src/sessions";
import { MemoryCollabApi } from "../../apps/collab/src/testing/memoryApi";
import { LAUNCHER_MAX_PAYLOAD } from "./common";
import type { RunningRelay } from "./common";

/** Storage in memory, and every token admitted with edit access. */
class AdmittingMemoryApi extends MemoryCollabApi {
  override async access(): Promise<DocumentAccessResults> {
    return { access: "edit", userId: "bench", userName: "Bench" };
  }
}

export async function startHearthRelay(): Promise<RunningRelay> {
  const log = createLogger({ app: "collab", level: "warn", destination: process.stderr });
  const metrics = new CollabMetrics();
  const api = new AdmittingMemoryApi();
  const registry = new DocumentRegistry(api, new LockedNames(), metrics, log, DEFAULT_PERSISTENCE);
  const connections = new ConnectionSet();
  metrics.bindGauges({ openDocuments: () => registry.size, sockets: () => connections.size });
  const stopHeartbeat = connections.startHeartbeat(30_000);
  let closing = false;
  const access = new AccessWatch(api, connections, log);
  const plugin = collabRoutes({
    api,
    registry,
    connections,
    access,
    metrics,
    log,
    limits: DEFAULT_LIMITS,
    isClosing: () => closing,
    coolDowns: new CoolDowns(5_000),
    origins: { publicOrigins: [], production: true },
  });

  const app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: LAUNCHER_MAX_PAYLOAD } });
  await app.register(plugin, { prefix: "/collab" });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    wsUrl: `ws://127.0.0.1:${port}/collab`,
    metrics: () => metrics.snapshot(),
    async close() {
      closing = true;
      stopHeartbeat();
      connections.closeAll(CLOSE.goingAway);
      const deadline = Date.now() + 2_000;
      while (connections.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      connections.terminateAll();
      await registry.close();
      await app.close();
    },
  };
}
