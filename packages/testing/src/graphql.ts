/** GraphQL through a gateway harness, for factories that make data as the web app would. */

export interface GraphQLAnswer<T> {
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** What a gateway test harness offers: POST /graphql, and signing in as a browser does. */
export interface GraphQLHarness {
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLAnswer<T>>;
  /** Signs in and returns the `Cookie` header a browser would send next. */
  loginCookie(email: string, password?: string): Promise<string>;
}

/** Data of a response, or a thrown error with the GraphQL errors (a fixture step must not fail). */
export function dataOf<T>(response: GraphQLAnswer<T>, what: string): T {
  if (response.body.errors || !response.body.data) throw new Error(`${what} failed: ${JSON.stringify(response.body)}`);
  return response.body.data;
}
