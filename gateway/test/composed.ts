/**
 * Integration harness: the real API (its own test harness picks PGlite in a temp dir, or a scratch
 * database on DATABASE_URL, and the Redis bus on REDIS_URL) and this gateway, composed on one
 * Fastify instance on a real port exactly as the launcher does, so HTTP, cookies and WebSockets
 * go through real sockets. Only tests import the API; the gateway reaches it through the server's
 * inject, as under the launcher (over HTTP, as a gateway of its own, in http.int.test.ts).
 */
import fastifyCookie from "@fastify/cookie";
import fastifyWebsocket from "@fastify/websocket";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { createClient } from "graphql-ws";
import type { Client } from "graphql-ws";
import type { FormattedExecutionResult } from "graphql";
import WebSocket from "ws";
import { startTestApi } from "../../apps/api/src/test/harness";
import type { TestApi } from "../../apps/api/src/test/harness";
import { createGateway } from "../src/index";
import type { Gateway } from "../src/index";

export const DEMO_PASSWORD = "hearth-demo";
export const demo = (role: string) => `${role}@demo.hearth.test`;

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  setCookies: string[];
}

export interface Composed {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  app: FastifyInstance;
  api: TestApi;
  gateway: Gateway;
  /** Method and URL of every request the API received, in order (what the gateway asked for). */
  apiRequests: string[];
  /** POST /graphql as a browser's Apollo Client would (JSON), with optional cookies or headers. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  /** Signs in through the GraphQL login mutation and returns the `Cookie` header a browser would send next. */
  loginCookie(email: string, password?: string): Promise<string>;
  /** A graphql-ws client over a real WebSocket; `cookie`/`origin` go on the upgrade request. */
  wsClient(o: { cookie?: string; origin?: string; connectionParams?: Record<string, unknown> }): {
    client: Client;
    closed: Promise<{ code: number; reason: string }>;
  };
  close(): Promise<void>;
}

/** `name=value` pairs of Set-Cookie headers, as the browser would send them back. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** `schedulerTickMs`: the API's scheduler tick (reminders, sessions starting soon); a long one keeps timed notices out of a test. */
export async function startComposed(o: { production?: boolean; schedulerTickMs?: number } = {}): Promise<Composed> {
  const api = await startTestApi({ schedulerTickMs: o.schedulerTickMs });
  const app = Fastify({ logger: false, trustProxy: true });
  const gateway = await createGateway({
    bus: api.bus,
    api: { inject: (request) => app.inject(request) },
    production: o.production ?? false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket);
  const apiRequests: string[] = [];
  app.addHook("onRequest", async (request) => {
    if (request.url.startsWith("/api/")) apiRequests.push(`${request.method} ${request.url}`);
  });
  await app.register(api.api.plugin, { prefix: "/api" });
  await app.register(gateway.plugin);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  const clients: Client[] = [];

  const graphql: Composed["graphql"] = async (query, variables, headers = {}) => {
    const response = await fetch(`${origin}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      body: (await response.json()) as GraphQLResponse["body"],
      setCookies: response.headers.getSetCookie(),
    } as GraphQLResponse<never>;
  };

  return {
    url: origin,
    app,
    api,
    gateway,
    apiRequests,
    graphql,
    async loginCookie(email, password = DEMO_PASSWORD) {
      const response = await graphql(
        `
          mutation ($email: String!, $password: String!) {
            login(email: $email, password: $password) {
              __typename
            }
          }
        `,
        { email, password },
      );
      if (response.body.errors || response.setCookies.length === 0)
        throw new Error(`login as ${email} failed: ${JSON.stringify(response.body)}`);
      return cookieHeader(response.setCookies);
    },
    wsClient({ cookie, origin: pageOrigin, connectionParams }) {
      const headers: Record<string, string> = {};
      if (cookie) headers.cookie = cookie;
      if (pageOrigin) headers.origin = pageOrigin;
      class BrowserLikeSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      }
      let resolveClosed: (value: { code: number; reason: string }) => void = () => {};
      const closed = new Promise<{ code: number; reason: string }>((resolve) => (resolveClosed = resolve));
      const client = createClient({
        url: `${origin.replace("http", "ws")}/graphql`,
        webSocketImpl: BrowserLikeSocket,
        connectionParams,
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: () => {},
        on: { closed: (event) => resolveClosed(event as { code: number; reason: string }) },
      });
      clients.push(client);
      return { client, closed };
    },
    async close() {
      await Promise.all(clients.map((c) => c.dispose()));
      await app.close();
      await gateway.close();
      await api.close();
    },
  };
}

/** Subscribes and collects every result into an array until `dispose()`. */
export function collect<T>(
  client: Client,
  query: string,
): { results: FormattedExecutionResult<T, unknown>[]; errors: unknown[]; dispose: () => void } {
  const results: FormattedExecutionResult<T, unknown>[] = [];
  const errors: unknown[] = [];
  const dispose = client.subscribe<T>(
    { query },
    { next: (r) => results.push(r), error: (e) => errors.push(e), complete: () => {} },
  );
  return { results, errors, dispose };
}

export interface Tab<T> {
  client: Client;
  /** Each result's data, in order. */
  data: T[];
  /** Errors of results, and the error that ended the subscription. */
  errors: { message: string; extensions?: { code?: string } }[];
  dispose(): void;
}

/**
 * A signed-in browser tab: its socket acknowledged (rejects if the gateway closes it instead), then
 * subscribed to `query`. Resolves a moment later, once the gateway has processed the subscribe
 * message and the access check behind it, so a change made next reaches the tab.
 */
export async function openTab<T>(
  h: Composed,
  cookie: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Tab<T>> {
  const { client } = h.wsClient({ cookie, origin: h.url });
  await new Promise<void>((resolve, reject) => {
    const offConnected = client.on("connected", () => {
      offConnected();
      resolve();
    });
    client.on("closed", (event) => reject(new Error(`closed: ${(event as { code: number }).code}`)));
  });
  const tab: Tab<T> = { client, data: [], errors: [], dispose: () => undefined };
  tab.dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) tab.errors.push(...(result.errors as Tab<T>["errors"]));
        else tab.data.push(result.data!);
      },
      error: (error) => tab.errors.push(...((Array.isArray(error) ? error : [error]) as Tab<T>["errors"])),
      complete: () => {},
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  return tab;
}
