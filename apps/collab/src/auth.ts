import type { FastifyRequest } from "fastify";
import type {} from "@fastify/cookie";
import { parseDocumentName } from "@hearth/schema";
import { ApiCallError } from "./api";
import type { CollabApi } from "./api";
import { CLOSE } from "./closeCodes";
import type { CloseReason } from "./closeCodes";

export type Admission =
  | { admitted: true; readOnly: boolean; userId: string; userName: string }
  | { admitted: false; close: CloseReason; detail: string };

type Credential = { token: string; from: "query" | "cookie" };

/**
 * The caller's token: the `token` query parameter (what y-websocket's `params` sends) wins over the
 * `token` cookie, since it is the one the client chose explicitly.
 */
export function credentialOf(request: FastifyRequest): Credential | null {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.token;
  if (typeof fromQuery === "string" && fromQuery !== "") return { token: fromQuery, from: "query" };
  const fromCookie = request.cookies?.token ?? cookieFromHeader(request.headers.cookie, "token");
  if (fromCookie) return { token: fromCookie, from: "cookie" };
  return null;
}

/**
 * A browser sends cookies on a WebSocket handshake from any site, so a cookie alone must come with our own
 * origin (cross-site WebSocket hijacking). Hostnames are compared, ports not: Vite's dev server proxies
 * from another port of the same host.
 */
export function originAllowsCookie(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true; // not a browser
  try {
    return new URL(origin).hostname === request.hostname;
  } catch {
    return false;
  }
}

/** Decides whether this upgrade request may open `documentName`, and how: asks the API with the caller's token. */
export async function admit(api: CollabApi, documentName: string, request: FastifyRequest): Promise<Admission> {
  // Names are checked before anything leaves the process; an unknown kind is as closed as a forbidden one.
  if (!parseDocumentName(documentName)) return { admitted: false, close: CLOSE.forbidden, detail: "invalid document name" };
  const credential = credentialOf(request);
  if (!credential) return { admitted: false, close: CLOSE.unauthenticated, detail: "no token" };
  if (credential.from === "cookie" && !originAllowsCookie(request)) {
    return { admitted: false, close: CLOSE.forbidden, detail: `cookie sent from foreign origin ${request.headers.origin}` };
  }
  try {
    const results = await api.access(documentName, credential.token);
    switch (results.access) {
      case "edit":
      case "read":
        return { admitted: true, readOnly: results.access === "read", userId: results.userId, userName: results.userName };
      case "none":
        return { admitted: false, close: CLOSE.forbidden, detail: "no access" };
    }
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 401) return { admitted: false, close: CLOSE.unauthenticated, detail: "token refused" };
    if (error instanceof ApiCallError && (error.status === 403 || error.status === 404)) {
      return { admitted: false, close: CLOSE.forbidden, detail: `access answered ${error.status}` };
    }
    // The API is down or failing: the client should come back later, not give up.
    return { admitted: false, close: CLOSE.tryAgain, detail: error instanceof Error ? error.message : String(error) };
  }
}

function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
