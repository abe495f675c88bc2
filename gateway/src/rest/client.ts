import type { Me, Results } from "@hearth/schema";
import { ApiError, apiUnavailable, restErrorToGraphQL } from "./errors";
import type { RestRequest, RestResponse, RestTransport } from "./transport";

export type { RestTransport } from "./transport";

/** What the caller presented to the gateway, forwarded as is so the API decides who they are. */
export interface Credentials {
  /** `Authorization` header, e.g. `Bearer <token>`. */
  authorization?: string | undefined;
  /** The browser's `Cookie` header (carries `token`, and `refresh_token` for logout). */
  cookie?: string | undefined;
  /** The caller's address, so the API's rate limits and audit log see the person, not the gateway. */
  forwardedFor?: string | undefined;
}

/** A query string's values; lists go as one comma-separated value (the API's `listParam`), null and undefined are left out. */
export type Query = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
export type HttpMethod = RestRequest["method"];

function queryString(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(","));
    } else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * The gateway's one connection to the REST API for one caller; each domain's REST client
 * (`domains/<d>/api.ts`) calls through it. It forwards the caller's credentials, turns
 * REST errors into GraphQL errors (see errors.ts) and hands every `Set-Cookie` the API sends to
 * `onSetCookie`, so that login and logout through GraphQL set and clear the browser's cookies.
 */
export class RestClient {
  constructor(
    private readonly transport: RestTransport,
    private readonly credentials: Credentials,
    private readonly onSetCookie?: (cookies: string[]) => void,
  ) {}

  get hasCredentials(): boolean {
    return Boolean(this.credentials.authorization || this.credentials.cookie);
  }

  /** The signed-in user, or null when the credentials are missing, expired or revoked. */
  async me(): Promise<Me | null> {
    if (!this.hasCredentials) return null;
    try {
      return (await this.call<Results<Me>>("GET", "/api/auth/me")).results;
    } catch (error) {
      if (error instanceof ApiError && error.code === "UNAUTHENTICATED") return null;
      throw error;
    }
  }

  /** `{ results }` of a call, unwrapped. */
  async results<T>(method: HttpMethod, path: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
    return (await this.call<Results<T>>(method, path, options)).results;
  }

  /** One call with the caller's credentials; for the domains' REST clients. */
  async call<T>(method: HttpMethod, path: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json" };
    const { authorization, cookie, forwardedFor } = this.credentials;
    if (authorization) headers.authorization = authorization;
    if (cookie) headers.cookie = cookie;
    if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
    let payload: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(options.body);
    }
    let response: RestResponse;
    try {
      response = await this.transport.send({
        method,
        path: `${path}${queryString(options.query)}`,
        headers,
        body: payload,
      });
    } catch {
      throw apiUnavailable();
    }
    if (response.setCookie.length > 0 && this.onSetCookie) this.onSetCookie(response.setCookie);
    const text = response.body;
    let json: unknown;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    if (response.statusCode >= 400) throw restErrorToGraphQL(response.statusCode, json);
    if (text && json === undefined) throw apiUnavailable();
    return json as T;
  }
}
