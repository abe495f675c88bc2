/**
 * A demo user signed in over HTTP, for browser specs (e2e/) to make their test data as the web app
 * would: GraphQL and REST calls to a server running in another process. Loads no app code.
 */
import { expect } from "@playwright/test";
import type { APIRequestContext, APIResponse } from "@playwright/test";

/** The password and signing PIN of every demo user (the demo seed's). */
export const DEMO_PASSWORD = "hearth-demo";
export const DEMO_PIN = "1234";
/** A demo user's e-mail: `who` is their handle, "therapist", "admin", "nurse2", … */
export const demoEmail = (who: string) => `${who}@demo.hearth.test`;

export interface GraphQLError {
  message: string;
  extensions?: { code?: string };
}

/** A GraphQL answer as it came: data, and errors when there were any. */
export interface GraphQLResult<T> {
  data: T | null;
  errors?: GraphQLError[];
}

export type RestMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export class DemoUser {
  private constructor(
    /** The context this user signed in through. */
    readonly request: APIRequestContext,
    /** The server's origin ("http://localhost:4310"), for the collab WebSocket. */
    readonly origin: string,
    readonly token: string,
    readonly id: string,
    readonly locations: { id: string; name: string }[],
  ) {}

  /**
   * Signs `who` in through `request`, as the login page does. Every call below carries this user's
   * bearer token, which the API prefers to the session cookie, so several users can share one
   * context (a test's `request` fixture). The cookie the login sets stays in the context's jar too:
   * a call made on `request` without the token (2FA setup, logout) is the last user signed in there.
   */
  static async login(request: APIRequestContext, who: string): Promise<DemoUser> {
    const response = await request.post("/api/auth/login", {
      data: { email: demoEmail(who), password: DEMO_PASSWORD },
    });
    expect(response.status(), `login of ${who}`).toBe(200);
    const { results } = (await response.json()) as {
      results: { access_token: string; user: { id: string; locations: { id: string; name: string }[] } };
    };
    // The context's base URL is not readable; the answer's absolute URL carries it.
    const origin = new URL(response.url()).origin;
    return new DemoUser(request, origin, results.access_token, results.user.id, results.user.locations);
  }

  /** Runs a GraphQL operation; answers its data and errors as they came, for specs about a refusal. */
  async raw<T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<T>> {
    const response = await this.request.post("/graphql", {
      headers: { authorization: `Bearer ${this.token}` },
      data: { query, variables },
    });
    return (await response.json()) as GraphQLResult<T>;
  }

  /** Runs a GraphQL operation that must succeed (test data, not what is under test): its data. */
  async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const { data, errors } = await this.raw<T>(query, variables);
    if (errors?.length || !data)
      throw new Error(
        `GraphQL error: ${(errors ?? []).map((e) => `${e.extensions?.code ?? "?"} ${e.message}`).join("; ") || "no data"}`,
      );
    return data;
  }

  /** A REST call to `path` ("/api/auth/…") as this user; the answer as it came. */
  rest(method: RestMethod, path: string, data?: unknown): Promise<APIResponse> {
    return this.request.fetch(path, { method, headers: { authorization: `Bearer ${this.token}` }, data });
  }

  /** Makes location `name` this user's current (default) one, in every browser they sign in from; answers its id. */
  async workAt(name: string): Promise<string> {
    const location = this.locations.find((l) => l.name === name);
    expect(location, `location ${name} of this user`).toBeDefined();
    const response = await this.rest("PUT", "/api/auth/preferences", { defaultLocationId: location!.id });
    expect(response.status()).toBe(200);
    return location!.id;
  }
}
