import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import fastifyWebsocket from "@fastify/websocket";
import { createEventBus } from "@hearth/bus";
import { createLogger } from "@hearth/logger";
import type { Logger } from "@hearth/logger";
import type { S3Settings } from "@hearth/config";
import { BUILD_DATE_FILE, securityHeaders, websocketOriginOf } from "@hearth/schema";
import { createApi } from "../apps/api/src/index";
import type { Api } from "../apps/api/src/index";
import { frameworkErrors } from "../apps/api/src/errors";
import { createCollab } from "../apps/collab/src/index";
import { createGateway } from "../gateway/src/index";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const defaultWebDist = path.join(root, "apps/web/dist");
/** Largest WebSocket frame any socket may send; the collab server enforces its own, smaller limit. */
const MAX_WS_PAYLOAD = 4 * 1024 * 1024;
const LOOPBACK = "127.0.0.1,::1,::ffff:127.0.0.1";

export interface HearthOptions {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  publicUrl?: string;
  serviceKey?: string;
  demoSeed: boolean;
  smtpUrl?: string;
  production: boolean;
  /** Every app logs through a child of it (`app`: api, gateway, collab); errors on stderr when not given. */
  logger?: Logger;
  /** The built web app; apps/web/dist unless given. */
  webDist?: string;
  /** Proxies whose X-Forwarded-For is believed (fastify `trustProxy`); loopback by default, where the gateway calls the API. */
  trustProxy?: string;
  /** Serve the OpenAPI document at /api/docs (the env: on unless production). */
  apiDocs?: boolean;
  /** The organization whose admins read crash reports sent without a session. */
  operatorOrganizationId?: string;
  /** Client documents in this S3-compatible bucket; under the data directory when absent. */
  s3?: S3Settings;
}

export interface RunningHearth {
  url: string;
  /** The API's internals, for a test server that drives timed jobs itself (e2e/server.ts); nothing of it is served. */
  api: Api;
  close(): Promise<void>;
}

export function readVersion(): string {
  return (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;
}

function readBuildDate(webDist: string): string {
  const file = path.join(webDist, BUILD_DATE_FILE);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : "development";
}

/** Api, gateway, collab server and web app on one Fastify instance and one port. */
export async function startHearth(options: HearthOptions): Promise<RunningHearth> {
  const webDist = options.webDist ?? defaultWebDist;
  const logger = options.logger ?? createLogger({ app: "hearth", level: "error", destination: process.stderr });
  const bus = await createEventBus(options.redisUrl);
  // The gateway and the collab server reach the API through the same server's inject: same routes,
  // hooks, auth and rate limits, without a loopback socket and its HTTP work on this event loop. The
  // collab server's group commit, dozens of calls a second, calls the API's function for its route.
  const serviceKey = options.serviceKey ?? randomBytes(32).toString("base64url");
  const publicUrl = options.publicUrl ?? `http://localhost:${options.port}`;

  const api = await createApi(
    {
      bus,
      serviceKey,
      version: readVersion(),
      buildDate: readBuildDate(webDist),
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      demoSeed: options.demoSeed,
      publicUrl,
      smtpUrl: options.smtpUrl,
      secureCookies: publicUrl.startsWith("https:"),
      redisUrl: options.redisUrl,
      apiDocs: options.apiDocs ?? false,
      operatorOrganizationId: options.operatorOrganizationId,
      s3: options.s3,
    },
    logger.child({ app: "api" }),
  );
  const app = Fastify({
    loggerInstance: logger,
    // One server for every app: a request's log lines name the app its path belongs to.
    childLoggerFactory: (parent, bindings, childOptions, request) =>
      parent.child({ ...bindings, app: appOfPath(request.url) }, childOptions),
    trustProxy: options.trustProxy ?? LOOPBACK,
    frameworkErrors,
  });
  const gateway = await createGateway({
    bus,
    api: { inject: (request) => app.inject(request) },
    production: options.production,
    https: publicUrl.startsWith("https:"),
    logger: logger.child({ app: "gateway" }),
  });
  const collab = await createCollab({
    bus,
    api: { inject: (request) => app.inject(request), appendBatch: api.appendCollabUpdates },
    serviceKey,
    publicUrl,
    production: options.production,
    logger: logger.child({ app: "collab" }),
  });

  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_WS_PAYLOAD } });
  await app.register(api.plugin, { prefix: "/api" });
  await app.register(gateway.plugin);
  await app.register(collab.plugin, { prefix: "/collab" });
  if (existsSync(webDist)) await app.register(serveWebApp, { webDist, https: publicUrl.startsWith("https:") });

  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;

  return {
    url: `http://localhost:${port}`,
    api,
    async close() {
      // The collab server stores its last updates through the API, so it closes while the API still answers.
      await collab.close();
      await gateway.close();
      await app.close();
      await api.close();
      await bus.close();
    },
  };
}

function appOfPath(url = ""): string {
  const match = /^\/(api|graphql|collab)(?:[/?]|$)/.exec(url);
  if (!match) return "web";
  return match[1] === "graphql" ? "gateway" : match[1]!;
}

/** The built web app; any other GET that is not an API, GraphQL or collab path gets index.html (client-side routes). */
async function serveWebApp(
  app: FastifyInstance,
  { webDist, https }: { webDist: string; https: boolean },
): Promise<void> {
  // The page's policy names the WebSocket origin of the host it was served from (see securityHeaders).
  app.addHook("onRequest", async (request, reply) => {
    void reply.headers(
      securityHeaders("page", { https, websocketOrigin: websocketOriginOf(request.protocol, request.host) }),
    );
  });
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    cacheControl: false,
    // Hashed assets never change; index.html and the build-date file must always be fresh.
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isAppRoute = request.method === "GET" && !/^\/(api|graphql|collab)(\/|$)/.test(request.url);
    if (isAppRoute) return reply.header("cache-control", "no-cache").sendFile("index.html");
    return reply
      .code(404)
      .send({ error: { code: "not_found", message: `No route for ${request.method} ${request.url.split("?")[0]}` } });
  });
}
