/**
 * Cross-site request forgery: a state-changing request that a browser sends on behalf of another
 * site is refused before anything runs. SameSite=Lax cookies alone let a bodyless cross-site POST
 * through in some cases (and top-level form posts within two minutes of a cookie being set), so the
 * API checks where the request comes from, as Go's net/http CrossOriginProtection does:
 *
 * - GET, HEAD and OPTIONS change nothing and pass (CORS keeps their answers from other sites).
 * - A bearer token or the collab server's service key passes: a browser cannot attach either header
 *   to another site's request without a CORS preflight, which Hearth never grants.
 * - `Sec-Fetch-Site` (every current browser sends it) decides when present: `same-origin`, or
 *   `none` (the person typed or bookmarked it), passes; `same-site` and `cross-site` are refused.
 * - Else `Origin` decides: it must be the public URL's origin, or name the host the request was
 *   sent to (a same-origin request to Hearth reached by another name, e.g. a LAN address).
 * - Neither header: not a browser (scripts, the gateway's and collab server's in-process calls),
 *   so not a forgery; browsers send `Origin` on every cross-origin POST since well before 2020.
 *
 * Applies to every unsafe request, signed in by cookie or not, so sign-in and onboarding cannot be
 * forged either (login CSRF). Refusals are logged as warnings with the offending origin.
 */
import type { FastifyRequest, onRequestHookHandler } from "fastify";
import { SERVICE_KEY_HEADER } from "@hearth/schema";
import { forbidden, renderError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type Headers = FastifyRequest["headers"];
const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Why the request is refused as cross-site, or null when it may go on. */
export function crossSiteRefusal(method: string, headers: Headers, publicOrigin: string): string | null {
  if (SAFE_METHODS.has(method)) return null;
  if (header(headers, "authorization") || header(headers, SERVICE_KEY_HEADER)) return null;
  const site = header(headers, "sec-fetch-site");
  const origin = header(headers, "origin");
  if (site !== undefined)
    return site === "same-origin" || site === "none" ? null : `it was sent from ${origin ?? "another site"} (${site})`;
  if (origin === undefined) return null;
  if (origin === publicOrigin) return null;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return `its origin is ${origin}`;
  }
  return host !== "" && host === header(headers, "host") ? null : `it was sent from ${origin}`;
}

/** The onRequest hook: 403 `forbidden` with the reason, before authentication, admission or parsing. */
export function crossSiteGuard(publicUrl: string): onRequestHookHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return function refuseCrossSite(request, reply, done) {
    const reason = crossSiteRefusal(request.method, request.headers, publicOrigin);
    if (!reason) return done();
    request.log.warn(
      { origin: request.headers.origin, secFetchSite: request.headers["sec-fetch-site"], url: request.url },
      "cross-site request refused",
    );
    void reply
      .status(403)
      .send(
        renderError(forbidden(`Cross-site request refused: ${reason}. Open Hearth at ${publicOrigin} and try again.`)),
      );
  };
}
