import { ERROR_STATUS, SERVICE_KEY_HEADER } from "@hearth/schema";
import type {
  AppendBatchInProcess,
  AppendBatchOutcome,
  DocumentAccessResults,
  DocumentStateResults,
} from "@hearth/schema";

/** A REST call that answered with an error status, or never answered (status 0). */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiCallError";
  }

  /** Worth retrying: the API was unreachable, overloaded, or failed on its side. */
  get transient(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

/** One document's updates in a batch append, and the author of each (same order). */
export type BatchDocument = { name: string; updates: Uint8Array[]; authors: ReadonlyArray<string | null> };

/** One document's part of a batch append: stored up to `lastUpdateId`, or refused for good with nothing of it stored. */
export type BatchAppendOutcome = { name: string; lastUpdateId: number } | { name: string; error: ApiCallError };

/** The calls the collab server makes to the API (REST contract, schema/src/rest/collab.ts). */
export interface CollabApi {
  access(documentName: string, token: string): Promise<DocumentAccessResults>;
  loadState(documentName: string): Promise<{ state: Uint8Array | null; lastUpdateId: number; sealed: boolean }>;
  /** Appends updates to one document's log; returns the id of the last one stored. (The group commit uses `appendBatch`.) */
  appendUpdates(documentName: string, updates: Uint8Array[]): Promise<number>;
  /**
   * Appends the updates of several documents in one call and one transaction, answered per document in
   * the order asked, each update with the user whose socket sent it (null: none). Rejects (ApiCallError)
   * only when the whole call failed: then nothing was stored.
   */
  appendBatch(documents: ReadonlyArray<BatchDocument>): Promise<BatchAppendOutcome[]>;
  storeSnapshot(documentName: string, state: Uint8Array, throughUpdateId: number): Promise<void>;
}

const TIMEOUT_MS = 10_000;

/** The API in the same process: its server's Fastify `inject` (same routes, hooks and auth, no socket). */
export type InjectApi = (request: {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<{ statusCode: number; body: string }>;

/**
 * Where the API is: an origin (e.g. http://127.0.0.1:4000, read per call: the launcher learns its
 * port after listen), or in process. In one process (the launcher) the calls skip the loopback
 * socket, and the group commit, made dozens of times a second on the event loop that relays
 * keystrokes, calls the route's function itself (`appendBatch`) instead of emulating a request.
 */
export type ApiTarget = { url: () => string } | { inject: InjectApi; appendBatch?: AppendBatchInProcess };

type Method = "GET" | "POST" | "PUT";
type Send = (
  method: Method,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
) => Promise<{ status: number; text: string }>;

function sendTo(target: ApiTarget): Send {
  if ("inject" in target) {
    return async (method, path, headers, body) => {
      const response = await target.inject({ method, url: path, headers, payload: body });
      return { status: response.statusCode, text: response.body };
    };
  }
  return async (method, path, headers, body) => {
    const response = await fetch(`${target.url()}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: response.status, text: await response.text().catch(() => "") };
  };
}

/** The REST client of the collab server. */
export function createCollabApi(options: { target: ApiTarget; serviceKey: string }): CollabApi {
  const { target } = options;
  const send = sendTo(target);
  const call = <T>(method: Method, path: string, headers: Record<string, string>, body?: unknown) =>
    callApi<T>(send, method, path, headers, body);
  const documentUrl = (name: string, action: string) => `/api/collab/documents/${encodeURIComponent(name)}/${action}`;
  const service = { [SERVICE_KEY_HEADER]: options.serviceKey };

  return {
    access: (name, token) =>
      call<DocumentAccessResults>("GET", documentUrl(name, "access"), { authorization: `Bearer ${token}` }),

    async loadState(name) {
      const results = await call<DocumentStateResults>("GET", documentUrl(name, "state"), service);
      return {
        state: results.state === null ? null : fromBase64(results.state),
        lastUpdateId: results.lastUpdateId,
        sealed: results.sealed,
      };
    },

    async appendUpdates(name, updates) {
      const body = { updates: updates.map(toBase64) };
      const results = await call<{ lastUpdateId: number }>("POST", documentUrl(name, "updates"), service, body);
      return results.lastUpdateId;
    },

    async appendBatch(documents) {
      const body = {
        documents: documents.map(({ name, updates, authors }) => ({
          name,
          updates: updates.map(toBase64),
          authors: [...authors],
        })),
      };
      const url = "/api/collab/updates";
      const inProcess = "inject" in target ? target.appendBatch : undefined;
      const results = inProcess
        ? await callInProcess(() => inProcess(body), url)
        : await call<AppendBatchOutcome[]>("POST", url, service, body);
      return results.map((outcome) =>
        "error" in outcome
          ? {
              name: outcome.name,
              error: new ApiCallError(
                ERROR_STATUS[outcome.error.code] ?? 400,
                `POST ${url} refused ${outcome.name}: ${outcome.error.message}`,
              ),
            }
          : outcome,
      );
    },

    async storeSnapshot(name, state, throughUpdateId) {
      await call<unknown>("PUT", documentUrl(name, "snapshot"), service, { state: toBase64(state), throughUpdateId });
    },
  };
}

/** A call of the API's function, failing as the route would answer (an error's `statusCode`, else 500). */
async function callInProcess<T>(fn: () => Promise<T>, url: string): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    throw new ApiCallError(
      typeof status === "number" ? status : 500,
      `POST ${url} (in process) failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function callApi<T>(
  send: Send,
  method: Method,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<T> {
  let response: { status: number; text: string };
  try {
    response = await send(
      method,
      url,
      body === undefined ? headers : { ...headers, "content-type": "application/json" },
      body === undefined ? undefined : JSON.stringify(body),
    );
  } catch (error) {
    throw new ApiCallError(0, `${method} ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { text } = response;
  if (response.status < 200 || response.status > 299) {
    let detail = text.slice(0, 300);
    try {
      detail = (JSON.parse(text) as { error?: { code?: string; message?: string } }).error?.message ?? detail;
    } catch {
      // not JSON: keep the raw text
    }
    throw new ApiCallError(response.status, `${method} ${url} answered ${response.status}: ${detail}`);
  }
  try {
    return (JSON.parse(text) as { results: T }).results;
  } catch {
    throw new ApiCallError(502, `${method} ${url} answered with a body that is not JSON`);
  }
}

export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
}

export function fromBase64(text: string): Uint8Array {
  const buffer = Buffer.from(text, "base64");
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
