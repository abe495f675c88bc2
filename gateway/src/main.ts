import { pathToFileURL } from "node:url";
import fastifyCookie from "@fastify/cookie";
import fastifyWebsocket from "@fastify/websocket";
import Fastify from "fastify";
import { createEventBus } from "@hearth/bus";
import { defaultLogLevel } from "@hearth/config";
import { createLogger } from "@hearth/logger";
import type { Logger } from "@hearth/logger";
import { loadEnv } from "./env";
import type { GatewayEnv } from "./env";
import { createGateway } from "./server";

/** Runs the gateway alone (scaled deployments): its own Fastify, cookie and WebSocket plugins. */
export async function start(): Promise<void> {
  const env = loadEnv();
  const log = createLogger({
    app: "gateway",
    level: env.HEARTH_LOG_LEVEL ?? defaultLogLevel(env.NODE_ENV),
    pretty: env.NODE_ENV === "development",
  });
  try {
    await serve(env, log);
  } catch (err) {
    log.fatal({ err }, "the gateway failed to start");
    throw err;
  }
}

async function serve(env: GatewayEnv, log: Logger): Promise<void> {
  const app = Fastify({ loggerInstance: log });
  if (!env.REDIS_URL)
    log.warn(
      "REDIS_URL is not set: events of an API in another process never reach this gateway, so subscriptions stay silent",
    );
  const bus = await createEventBus(env.REDIS_URL);
  const gateway = await createGateway({
    bus,
    api: { url: () => env.HEARTH_API_URL, connections: env.HEARTH_API_CONNECTIONS },
    production: env.NODE_ENV === "production",
    https: env.HEARTH_PUBLIC_URL?.startsWith("https:") ?? false,
    logger: log,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket);
  await app.register(gateway.plugin);
  app.addHook("onClose", async () => {
    await gateway.close();
    await bus.close();
  });
  const stop = (signal: string) => {
    log.info(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  await app.listen({ port: env.PORT, host: "0.0.0.0" });
  log.info(`GraphQL gateway at http://localhost:${env.PORT}/graphql (API ${env.HEARTH_API_URL})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // start() has logged why through the gateway's logger.
  start().catch(() => process.exit(1));
}
