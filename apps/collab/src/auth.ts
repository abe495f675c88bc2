import type { FastifyRequest } from "fastify";
import type {} from "@fastify/cookie";
import { parseDocumentName } from "@hearth/schema";
import { ApiCallError } from "./api";
import type { CollabApi } from "./api";
import { CLOSE } from "./closeCodes";
import type { CloseReason } from "./closeCodes";

export type Admission =
  /** `token`: the credential admitted, asked with again when access narrows (revocation.ts). */
  | { admitted: true; readOnly: boolean; userId: string; userName: string; token: string }
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

/** Which pages may open a socket with the cookie alone. */
export interface OriginPolicy {
  /** Public origins of the app (HEARTH_PUBLIC_URL), e.g. https://hearth.example.org behind a TLS proxy. */
  publicOrigins: readonly string[];
  /** Outside production any loopback page may, as for the gateway's subscriptions (Vite's dev server). */
  production: boolean;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A browser sends cookies on a WebSocket handshake from any site, so a cookie alone must come with our own
 * origin (cross-site WebSocket hijacking): scheme, host and port all equal to the request's own (as a trusted
 * proxy forwards them) or to a public origin. Another port or scheme of the same host is another site: a
 * page served there must not act as the signed-in user.
 */
export function originAllowsCookie(
  request: Pick<FastifyRequest, "headers" | "protocol" | "host">,
  policy: OriginPolicy,
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true; // not a browser
  let page: URL;
  try {
    page = new URL(origin);
  } catch {
    return false;
  }
  if (page.origin === "null") return false;
  if (!policy.production && LOOPBACK_HOSTS.has(page.hostname)) return true;
  return [`${request.protocol}://${request.host}`, ...policy.publicOrigins].some((allowed) =>
    sameOrigin(page, allowed),
  );
}

function sameOrigin(page: URL, allowed: string): boolean {
  try {
    // URL.origin spells scheme and host in lower case and leaves out a default port, on both sides.
    return new URL(allowed).origin === page.origin;
  } catch {
    return false;
  }
}

/** Decides whether this upgrade request may open `documentName`, and how: asks the API with the caller's token. */
export async function admit(
  api: CollabApi,
  documentName: string,
  request: FastifyRequest,
  origins: OriginPolicy,
): Promise<Admission> {
  // Names are checked before anything leaves the process; an unknown kind is as closed as a forbidden one.
  if (!parseDocumentName(documentName))
    return { admitted: false, close: CLOSE.forbidden, detail: "invalid document name" };
  const credential = credentialOf(request);
  if (!credential) return { admitted: false, close: CLOSE.unauthenticated, detail: "no token" };
  if (credential.from === "cookie" && !originAllowsCookie(request, origins)) {
    return {
      admitted: false,
      close: CLOSE.forbidden,
      detail: `cookie sent from foreign origin ${request.headers.origin}`,
    };
  }
  try {
    const results = await api.access(documentName, credential.token);
    switch (results.access) {
      case "edit":
      case "read":
        return {
          admitted: true,
          readOnly: results.access === "read",
          userId: results.userId,
          userName: results.userName,
          token: credential.token,
        };
      case "none":
        return { admitted: false, close: CLOSE.forbidden, detail: "no access" };
    }
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 401)
      return { admitted: false, close: CLOSE.unauthenticated, detail: "token refused" };
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
