/**
 * How the gateway reaches the REST API: over HTTP with a keep-alive pool (a gateway of its own, or
 * in front of other machines), or in process through Fastify's inject when the API is mounted on
 * the same server (`npm start`). Both carry the same request — method, path, the caller's headers,
 * JSON body — through the API's own routing, hooks, authentication, rate limits and activity log;
 * in process only the socket round trip and the HTTP parsing on both ends are left out.
 */
import { Agent, request } from "undici";
import type { Dispatcher } from "undici";

export interface RestRequest {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Path and query string, e.g. `/api/auth/clinicians?page=1`. */
  path: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

export interface RestResponse {
  statusCode: number;
  /** `Set-Cookie` headers the API sent, for the browser. */
  setCookie: string[];
  body: string;
}

export interface RestTransport {
  /** Rejects only when the API could not be reached; any HTTP status resolves. */
  send(request: RestRequest): Promise<RestResponse>;
  close(): Promise<void>;
}

/**
 * Default number of keep-alive connections to the API. Bounded so that a burst of GraphQL requests
 * waits in the gateway in arrival order instead of all landing on the API at once. A standalone
 * gateway in front of several API instances wants more (HEARTH_API_CONNECTIONS).
 */
export const DEFAULT_API_CONNECTIONS = 16;

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Over HTTP to `apiUrl()` (an origin without a trailing slash). `dispatcher` replaces the pool in tests. */
export function createHttpTransport(
  apiUrl: () => string,
  connections = DEFAULT_API_CONNECTIONS,
  dispatcher?: Dispatcher,
): RestTransport {
  // Keep-alive matters: opening a TCP connection per REST call would dominate the gateway's cost.
  const agent =
    dispatcher ??
    new Agent({
      connections,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 300_000,
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
      connect: { timeout: 5_000 },
    });
  return {
    async send(r) {
      const response = await request(`${apiUrl()}${r.path}`, {
        method: r.method,
        headers: r.headers,
        body: r.body,
        dispatcher: agent,
      });
      return {
        statusCode: response.statusCode,
        setCookie: asList(response.headers["set-cookie"]),
        body: await response.body.text(),
      };
    },
    close: () => agent.close(),
  };
}

/** What the in-process transport needs of the host server: Fastify's `inject`. */
export type InjectRequest = (request: {
  method: RestRequest["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string | undefined;
}) => Promise<{
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}>;

/**
 * Through the host's `inject`, as if from 127.0.0.1: the API trusts the forwarded caller address
 * exactly as it does from a gateway on loopback.
 */
export function createInProcessTransport(inject: InjectRequest): RestTransport {
  return {
    async send(r) {
      const response = await inject({ method: r.method, url: r.path, headers: r.headers, payload: r.body });
      const setCookie = response.headers["set-cookie"];
      return {
        statusCode: response.statusCode,
        setCookie: typeof setCookie === "number" ? [] : asList(setCookie),
        body: response.body,
      };
    },
    close: async () => undefined,
  };
}
