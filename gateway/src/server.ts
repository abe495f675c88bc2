import { ApolloServer } from "@apollo/server";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from "@apollo/server/plugin/disabled";
import { fastifyApolloHandler } from "@as-integrations/fastify";
import type { ApolloServerPlugin } from "@apollo/server";
import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import { GraphQLError } from "graphql";
import type { Logger } from "@hearth/logger";
import { securityHeaders } from "@hearth/schema";
import type { EventBus } from "@hearth/schema";
import { createHttpContext } from "./context";
import type { GatewayContext } from "./context";
import { maskError } from "./errorMask";
import { operationLimits } from "./limits";
import { startLive } from "./domains/compose";
import { createHttpTransport, createInProcessTransport } from "./rest/transport";
import type { InjectRequest } from "./rest/transport";
import { buildGatewaySchema } from "./schema";
import { createSubscriptionServer } from "./subscriptions";

export interface GatewayOptions {
  bus: EventBus;
  api: ApiConnection;
  production: boolean;
  /** The public URL is https: answers carry HSTS. */
  https?: boolean | undefined;
  /** The gateway's logger (the launcher's child `{ app: "gateway" }`); the host Fastify's when not given. */
  logger?: Logger | undefined;
}

/**
 * Where the REST API is: an origin over HTTP (e.g. http://127.0.0.1:4000, paths are /api/…) with
 * `connections` keep-alive connections (default DEFAULT_API_CONNECTIONS), or the `inject` of the
 * Fastify server the API is mounted on, when both run in one process.
 */
export type ApiConnection = { url: () => string; connections?: number | undefined } | { inject: InjectRequest };

export interface Gateway {
  /** Serves /graphql: queries and mutations over HTTP, subscriptions over graphql-ws. */
  plugin: FastifyPluginAsync;
  close(): Promise<void>;
}

/** The path of both the HTTP endpoint and the WebSocket endpoint. */
export const GRAPHQL_PATH = "/graphql";

/** Subscriptions live on the WebSocket; over HTTP they would only ever answer null. */
const subscriptionsOverWebSocketOnly: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== "subscription") return;
        throw new GraphQLError(`Subscriptions are served over WebSocket (graphql-ws) at ${GRAPHQL_PATH}.`, {
          extensions: { code: "BAD_REQUEST", http: { status: 400 } },
        });
      },
    };
  },
};

/**
 * Builds the gateway once: schema, limits, Apollo Server (started), the REST connection pool and
 * the domains' live hubs. The plugin only adds routes, so nothing costly happens per request.
 * Expects @fastify/cookie and @fastify/websocket to be registered by the host.
 */
export async function createGateway(o: GatewayOptions): Promise<Gateway> {
  // Without a logger of its own, the host's, known once the plugin is registered.
  let log: FastifyBaseLogger | undefined = o.logger;
  const logError = (err: unknown, message: string) => (log ? log.error({ err }, message) : console.error(message, err));
  // Every domain's live hubs, each one subscription to the bus for the whole gateway.
  const live = startLive(o.bus);
  const api = o.api;
  const transport =
    "inject" in api
      ? createInProcessTransport(api.inject)
      : createHttpTransport(() => api.url().replace(/\/+$/, ""), api.connections);
  const schema = buildGatewaySchema(live);
  const limits = operationLimits(o.production);

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    // The host (launcher or main.ts) owns shutdown. Apollo's own SIGTERM handler would stop it and
    // then re-raise the signal, killing the process before the API has closed its database.
    stopOnTerminationSignals: false,
    introspection: !o.production,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: o.production,
    allowBatchedHttpRequests: false,
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    formatError: (formatted, error) => maskError(formatted, error, (err) => logError(err, "graphql operation failed")),
    plugins: [
      ...limits.plugins,
      subscriptionsOverWebSocketOnly,
      // Clinical data: no operation traces or schema ever go to Apollo's cloud, whatever APOLLO_KEY says.
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      // Every answer is per user and never cached by HTTP caches; cache hints would only cost a hook per field.
      ApolloServerPluginCacheControlDisabled(),
      ...(o.production ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
  await apollo.start();

  const subscriptions = createSubscriptionServer({
    schema,
    bus: o.bus,
    transport,
    validationRules: limits.validationRules,
    production: o.production,
    logError,
  });

  const plugin: FastifyPluginAsync = async (app) => {
    log ??= app.log;
    const headers = { ...securityHeaders("data", { https: o.https ?? false }), "cache-control": "no-store" };
    // Answers are per user and may hold clinical data: no browser or proxy may keep a copy.
    app.addHook("onRequest", async (_request, reply) => {
      void reply.headers(headers);
    });
    // Apollo's landing page (development only) runs Apollo's embedded sandbox; JSON keeps the strict policy.
    app.addHook("onSend", async (_request, reply) => {
      if (String(reply.getHeader("content-type") ?? "").startsWith("text/html"))
        void reply.removeHeader("content-security-policy");
    });
    const http = fastifyApolloHandler<GatewayContext>(apollo, {
      context: async (request, reply) => createHttpContext(transport, request, reply),
    });
    // GET carries both plain GET queries and the WebSocket upgrade (graphql-ws) on the same path.
    app.route({ method: "GET", url: GRAPHQL_PATH, handler: http, wsHandler: subscriptions.handler });
    app.route({ method: "POST", url: GRAPHQL_PATH, handler: http });
  };

  let closing: Promise<void> | undefined;
  return {
    plugin,
    close: () =>
      (closing ??= (async () => {
        subscriptions.close();
        live.close();
        await apollo.stop();
        await transport.close();
      })()),
  };
}
