/** REST calls over real HTTP, for tests of servers that reach the API through the network (collab, stacks). */

export interface ApiAnswer<T> {
  status: number;
  body: { results: T; error?: { code: string; message: string } };
}

/** A REST call to the API at `server.origin` as the holder of `token`. */
export async function callApi<T>(
  server: { origin: string },
  token: string,
  method: "GET" | "POST" | "PUT" | "PATCH",
  url: string,
  payload?: unknown,
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${server.origin}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload === undefined ? {} : { "content-type": "application/json" }),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer<T>["body"] };
}
