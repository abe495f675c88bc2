import type { FastifyReply, FastifyRequest } from "fastify";
import type { Me } from "@hearth/schema";
import { createApi } from "./domains/compose";
import type { Api } from "./domains";
import { Loaders } from "./loaders";
import { RestClient } from "./rest/client";
import type { Credentials, RestTransport } from "./rest/client";

/** What every resolver receives. Built per HTTP request, or per operation on a WebSocket. */
export interface GatewayContext {
  /** Every domain's REST client (`api.groupNotes.get(id)`), called with the caller's own credentials. */
  readonly api: Api;
  /** The caller's connection to the REST API, which the domains' clients call through; it knows who the caller is (`me()`). */
  readonly rest: RestClient;
  readonly loaders: Loaders;
  /** The user authenticated at connection_init (WebSocket only); HTTP resolvers ask the API. */
  readonly viewer: Me | null;
}

class RequestContext implements GatewayContext {
  private apiInstance: Api | undefined;
  private loadersInstance: Loaders | undefined;
  constructor(
    readonly rest: RestClient,
    readonly viewer: Me | null,
  ) {}
  // Both made on first use: context creation is on the hot path.
  get api(): Api {
    this.apiInstance ??= createApi(this.rest);
    return this.apiInstance;
  }
  get loaders(): Loaders {
    this.loadersInstance ??= new Loaders(this.rest);
    return this.loadersInstance;
  }
}

/** The credentials of an HTTP request: its Authorization header and its cookies, as sent. */
export function credentialsOf(request: FastifyRequest): Credentials {
  return { authorization: request.headers.authorization, cookie: request.headers.cookie, forwardedFor: request.ip };
}

/** Context of one operation, for the caller whose connection `rest` is (a known `viewer` on a WebSocket). */
export function createContext(rest: RestClient, viewer: Me | null): GatewayContext {
  return new RequestContext(rest, viewer);
}

/** Context of one GraphQL HTTP request: REST Set-Cookie headers go back to the browser. */
export function createHttpContext(
  transport: RestTransport,
  request: FastifyRequest,
  reply: FastifyReply,
): GatewayContext {
  const rest = new RestClient(transport, credentialsOf(request), (cookies) => {
    void reply.header("set-cookie", cookies);
  });
  return createContext(rest, null);
}

/** Context of one operation on an authenticated WebSocket. */
export function createSocketContext(rest: RestClient, viewer: Me): GatewayContext {
  return createContext(rest, viewer);
}
