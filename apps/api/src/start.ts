/** Runs the API alone on its own port (scaled deployments); the launcher uses createApi instead. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { createEventBus } from "@hearth/bus";
import { createLogger } from "@hearth/logger";
import type { Logger } from "@hearth/logger";
import { frameworkErrors } from "./errors";
import { loadEnv } from "./env";
import type { ApiEnv } from "./env";
import { createApi } from "./index";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

async function readOr(file: string, fallback: string): Promise<string> {
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    return fallback;
  }
}

export async function start(): Promise<void> {
  const env = loadEnv();
  const log = createLogger({ app: "api", level: env.logLevel, pretty: env.nodeEnv === "development" });
  try {
    await serve(env, log);
  } catch (error) {
    log.fatal({ err: error }, "the API failed to start");
    throw error;
  }
}

async function serve(env: ApiEnv, log: Logger): Promise<void> {
  const version =
    (JSON.parse(await readOr(path.join(ROOT, "package.json"), "{}")) as { version?: string }).version ?? "0.0.0";
  const buildDate = await readOr(path.join(ROOT, "apps/web/dist/build_date.txt"), "");
  // The API alone only publishes; gateways and collab servers listen.
  const bus = await createEventBus(env.redisUrl, { publishOnly: true });
  const api = await createApi(
    {
      bus,
      serviceKey: env.serviceKey,
      version,
      buildDate,
      databaseUrl: env.databaseUrl,
      dataDir: env.dataDir,
      demoSeed: env.demoSeed,
      publicUrl: env.publicUrl,
      smtpUrl: env.smtpUrl,
      secureCookies: env.publicUrl.startsWith("https:"),
      dbConcurrency: env.dbConcurrency,
      operatorOrganizationId: env.operatorOrganizationId,
      apiDocs: env.apiDocs,
      redisUrl: env.redisUrl,
      s3: env.s3,
    },
    log,
  );
  const app = Fastify({ loggerInstance: log, trustProxy: true, frameworkErrors });
  await app.register(cookie);
  await app.register(api.plugin, { prefix: "/api" });
  const shutdown = async () => {
    await app.close();
    await api.close();
    await bus.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown());
  process.once("SIGTERM", () => void shutdown());
  await app.listen({ port: env.port, host: env.host });
  log.info(`listening on http://${env.host}:${env.port}/api${env.apiDocs ? " (docs at /api/docs)" : ""}`);
}
