/** Same-origin calls to the REST API (cookies ride along); errors carry the server's own message. */
export class RestError extends Error {
  override name = "RestError";
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

export async function restCall<T>(
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
      signal,
    });
  } catch (failure) {
    if (signal?.aborted) throw new RestError("Automatic cancellation", 0);
    throw new RestError(
      failure instanceof Error && failure.name === "AbortError"
        ? "Automatic cancellation"
        : "The server could not be reached. Check your connection and try again.",
      0,
    );
  }
  const payload = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (!response.ok) {
    throw new RestError(
      payload?.error?.message ?? `The server answered ${response.status}`,
      response.status,
      payload?.error?.code,
    );
  }
  return payload as T;
}
