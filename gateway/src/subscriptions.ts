import type { WebsocketHandler } from "@fastify/websocket";
import type {} from "@fastify/cookie";
import type { FastifyRequest } from "fastify";
import { GraphQLError, parse, specifiedRules, validate } from "graphql";
import type { DocumentNode, ExecutionArgs, GraphQLSchema, ValidationRule } from "graphql";
import { CloseCode, makeServer } from "graphql-ws";
import type { WebSocket } from "ws";
import type { EventBus, Me } from "@hearth/schema";
import { COOKIE } from "@hearth/schema";
import { watchAccessNarrowing } from "./accessRecheck";
import type { RecheckableSocket } from "./accessRecheck";
import { createSocketContext } from "./context";
import { maskError } from "./errorMask";
import { LIMITS } from "./limits";
import { RestClient } from "./rest/client";
import type { RestTransport } from "./rest/client";
import { SocketExpiry, tokenExpiry } from "./socketExpiry";
import { subscribe } from "./subscriptionExecutor";

/** graphql-ws messages are small JSON; anything bigger is not a GraphQL operation. */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** Distinct valid operations whose parsed and validated document is kept (most recently used first out last). */
const DOCUMENT_CACHE_SIZE = 200;
/** Ping interval; a socket that does not answer within one more interval is dropped. */
const KEEP_ALIVE_MS = 12_000;
/**
 * Operations one socket may run at once. A tab of the web app runs about ten subscriptions; each
 * may cost a REST fetch per event, so without a cap one socket holding 10,000 subscriptions turned
 * one notification into 10,000 fetches. Past it, a subscribe is refused with an error before
 * anything is parsed or fetched, and the socket stays open for what it holds.
 */
export const MAX_OPERATIONS_PER_SOCKET = 100;

interface SocketState extends RecheckableSocket {
  readonly socket: WebSocket;
  readonly request: FastifyRequest;
  viewer?: Me;
  rest?: RestClient;
  /** Ids of the operations this socket runs (admitted by onSubscribe, until onComplete). */
  readonly operations: Set<string>;
}

export interface SubscriptionServerOptions {
  schema: GraphQLSchema;
  /** "user.sessions_revoked" and "access.narrowed" (accessRecheck.ts) come from here. */
  bus: EventBus;
  transport: RestTransport;
  validationRules: readonly ValidationRule[];
  production: boolean;
  logError: (err: unknown, message: string) => void;
}

/**
 * A cookie on a WebSocket upgrade is sent by the browser whatever page opened the socket, so it
 * only counts when the page is ours (same host), or in development a localhost page such as
 * Vite's dev server. A token in connection params proves itself and needs no such check.
 */
export function cookieUsable(request: Pick<FastifyRequest, "headers">, production: boolean): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const hosts = [request.headers.host, request.headers["x-forwarded-host"]];
  if (hosts.includes(url.host)) return true;
  return !production && (url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]");
}

function tokenOf(
  params: Readonly<Record<string, unknown>> | undefined,
  request: FastifyRequest,
  production: boolean,
): string | null {
  if (typeof params?.token === "string" && params.token) return params.token;
  const cookie = request.cookies?.[COOKIE.token];
  return cookie && cookieUsable(request, production) ? cookie : null;
}

/** The reason of the 4401 close when the socket's access token ran out (a revocation says "Unauthorized"). */
export const TOKEN_EXPIRED_REASON = "Token expired";

/**
 * graphql-ws on a @fastify/websocket route. Each socket authenticates once, at connection_init,
 * by asking the API who its token belongs to; unauthenticated sockets are closed with 4401
 * (the client does not retry that). Sockets of a user whose sessions are revoked (logout,
 * password change, deactivation) are checked again and closed when their token no longer works;
 * a socket whose token expires is closed at its expiry, also with 4401: graphql-ws cannot
 * re-authenticate an open socket, so a client with a refreshed token opens a new one.
 */
export function createSubscriptionServer(o: SubscriptionServerOptions): { handler: WebsocketHandler; close(): void } {
  const byUser = new Map<string, Set<SocketState>>();
  const rules = [...specifiedRules, ...o.validationRules];
  // Every tab of the web app sends the same few operations: each is parsed and validated once,
  // and the one shared document lets the executor reuse its plan.
  const documents = new Map<string, DocumentNode>();
  const validDocument = (query: string): DocumentNode | readonly GraphQLError[] => {
    const cached = documents.get(query);
    if (cached) {
      documents.delete(query);
      documents.set(query, cached);
      return cached;
    }
    let document;
    try {
      document = parse(query, { maxTokens: LIMITS.maxTokens });
    } catch (error) {
      return [error instanceof GraphQLError ? error : new GraphQLError("Could not parse the operation.")];
    }
    const errors = validate(o.schema, document, rules);
    // As over HTTP: "Did you mean …" hints reveal the schema, so production leaves them out.
    if (errors.length > 0)
      return o.production
        ? errors.map((e) => new GraphQLError(e.message.replace(/ Did you mean .*$/, ""), { nodes: e.nodes }))
        : errors;
    documents.set(query, document);
    if (documents.size > DOCUMENT_CACHE_SIZE) documents.delete(documents.keys().next().value!);
    return document;
  };
  const expiry = new SocketExpiry<SocketState>({
    onExpired: (state) => state.socket.close(CloseCode.Unauthorized, TOKEN_EXPIRED_REASON),
  });
  /** The socket of each operation's context, so that its subscription joins the socket's live set. */
  const socketOf = new WeakMap<object, SocketState>();
  const tooMany = new GraphQLError(
    `Too many operations on this connection: at most ${MAX_OPERATIONS_PER_SOCKET} at once; complete one before starting another.`,
    {
      extensions: { code: "RATE_LIMITED" },
    },
  );

  const server = makeServer<Record<string, unknown>, SocketState>({
    subscribe: (args) => subscribe(args, socketOf.get(args.contextValue as object)?.live),
    async onConnect(ctx) {
      const state = ctx.extra;
      const token = tokenOf(ctx.connectionParams, state.request, o.production);
      const rest = token
        ? new RestClient(o.transport, { authorization: `Bearer ${token}`, forwardedFor: state.request.ip })
        : null;
      const viewer = rest ? await rest.me() : null;
      if (!rest || !viewer) {
        state.socket.close(CloseCode.Unauthorized, "Unauthorized");
        return false;
      }
      // Closed while the API was asked: onClose already ran, so nothing may be registered now.
      if (state.socket.readyState !== state.socket.OPEN) return false;
      state.viewer = viewer;
      state.rest = rest;
      const expiresAt = token ? tokenExpiry(token) : undefined;
      if (expiresAt !== undefined) expiry.add(state, expiresAt);
      let sockets = byUser.get(viewer.id);
      if (!sockets) byUser.set(viewer.id, (sockets = new Set()));
      sockets.add(state);
      return true;
    },
    onClose(ctx) {
      expiry.remove(ctx.extra);
      const { viewer } = ctx.extra;
      const sockets = viewer && byUser.get(viewer.id);
      if (!sockets) return;
      sockets.delete(ctx.extra);
      if (sockets.size === 0) byUser.delete(viewer.id);
    },
    onSubscribe(ctx, id, payload): ExecutionArgs | readonly GraphQLError[] {
      const state = ctx.extra;
      const { viewer, rest } = state;
      if (!viewer || !rest) return [new GraphQLError("Unauthorized", { extensions: { code: "UNAUTHENTICATED" } })];
      if (state.operations.size >= MAX_OPERATIONS_PER_SOCKET) {
        // An operation graphql-ws dropped without completing it (it threw) must not hold a place for good.
        for (const held of state.operations) if (!(held in ctx.subscriptions)) state.operations.delete(held);
        if (state.operations.size >= MAX_OPERATIONS_PER_SOCKET) return [tooMany];
      }
      const document = validDocument(payload.query);
      if (!("kind" in document)) return document;
      const contextValue = createSocketContext(rest, viewer);
      socketOf.set(contextValue, state);
      state.operations.add(id);
      return {
        schema: o.schema,
        document,
        operationName: payload.operationName,
        variableValues: payload.variables,
        contextValue,
      };
    },
    onComplete(ctx, id) {
      ctx.extra.operations.delete(id);
    },
    onNext(_ctx, _id, _payload, _args, result) {
      if (!result.errors) return;
      return {
        ...result,
        errors: result.errors.map((e) =>
          maskError(e.toJSON(), e, (err) => o.logError(err, "graphql-ws operation failed")),
        ),
      };
    },
  });

  // A user's sessions were revoked (logout, password change, deactivation): each of their sockets
  // asks the API again whether its token still works.
  const unsubscribeRevoked = o.bus.subscribe((event) => {
    if (event.name !== "user.sessions_revoked") return;
    for (const state of byUser.get(event.payload.userId) ?? []) {
      void state.rest
        ?.me()
        .then((me) => {
          if (!me) state.socket.close(CloseCode.Unauthorized, "Unauthorized");
        })
        .catch((err: unknown) => o.logError(err, "re-checking a socket after revocation failed"));
    }
  });

  const stopRechecking = watchAccessNarrowing({
    bus: o.bus,
    socketsOf: (userId) => byUser.get(userId) ?? [],
    logError: o.logError,
  });

  const handler: WebsocketHandler = (socket, request) => {
    const state: SocketState = { socket, request, operations: new Set(), live: new Set() };
    let pongTimer: NodeJS.Timeout | null = null;
    const ping = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongTimer = setTimeout(() => socket.terminate(), KEEP_ALIVE_MS);
      socket.once("pong", () => {
        if (pongTimer) clearTimeout(pongTimer);
        pongTimer = null;
      });
      socket.ping();
    }, KEEP_ALIVE_MS);

    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (err) => (err ? reject(err) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (cb) =>
          socket.on("message", (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
            const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
            if (isBinary || size > MAX_MESSAGE_BYTES) return socket.close(1009, "Message too big");
            cb(String(data)).catch((err: unknown) => {
              o.logError(err, "graphql-ws message handling failed");
              socket.close(CloseCode.InternalServerError, "Internal server error");
            });
          }),
      },
      state,
    );
    socket.once("close", (code: number, reason: Buffer) => {
      clearInterval(ping);
      if (pongTimer) clearTimeout(pongTimer);
      void closed(code, String(reason));
    });
  };

  return {
    handler,
    close() {
      unsubscribeRevoked();
      stopRechecking();
      expiry.close();
      for (const sockets of byUser.values()) for (const state of sockets) state.socket.close(1001, "Going away");
      byUser.clear();
    },
  };
}
