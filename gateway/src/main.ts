import { pathToFileURL } from "node:url";
import fastifyCookie from "@fastify/cookie";
import fastifyWebsocket from "@fastify/websocket";
import Fastify from "fastify";
import { createEventBus } from "@hearth/bus";
import { loadEnv } from "./env";
import { createGateway } from "./server";

/** Runs the gateway alone (scaled deployments): its own Fastify, cookie and WebSocket plugins. */
export async function start(): Promise<void> {
  const env = loadEnv();
  const app = Fastify({ logger: { level: env.NODE_ENV === "test" ? "warn" : "info" } });
  if (!env.REDIS_URL)
    app.log.warn(
      "REDIS_URL is not set: events of an API in another process never reach this gateway, so subscriptions stay silent",
    );
  const bus = await createEventBus(env.REDIS_URL);
  const gateway = await createGateway({
    bus,
    api: { url: () => env.HEARTH_API_URL, connections: env.HEARTH_API_CONNECTIONS },
    production: env.NODE_ENV === "production",
    https: env.HEARTH_PUBLIC_URL?.startsWith("https:") ?? false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket);
  await app.register(gateway.plugin);
  app.addHook("onClose", async () => {
    await gateway.close();
    await bus.close();
  });
  const stop = (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  await app.listen({ port: env.PORT, host: "0.0.0.0" });
  app.log.info(`GraphQL gateway at http://localhost:${env.PORT}/graphql (API ${env.HEARTH_API_URL})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  start().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
