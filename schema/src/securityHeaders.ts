/**
 * The security headers of every Hearth response, shared by the apps that answer browsers: the web
 * app's files (launcher), the REST API and the GraphQL gateway. A page may run only its own
 * scripts; an API answer may run, embed or load nothing.
 */

/** `page`: the web app's HTML and files; `data`: JSON answers of the API and the gateway. */
export type ResponseKind = "page" | "data";

export interface SecurityHeaderOptions {
  /** The public URL is https: browsers are told to use nothing else for a year (HSTS). */
  https: boolean;
  /**
   * For pages: the WebSocket origin of the host the page was served from (ws://host or wss://host),
   * for GraphQL subscriptions and the collab editor. Browsers that predate CSP 3 do not count
   * ws: as 'self', so it is named; left out when unknown.
   */
  websocketOrigin?: string | undefined;
}

/**
 * Scripts only from our origin, never inline or eval'd: an injected `<script>` or `onclick` does not
 * run. Styles allow 'unsafe-inline': MUI (emotion) writes its styles into `<style>` elements at run
 * time and Lexical sets style attributes; a style cannot run code, and a nonce would need every
 * index.html rendered per request. No page may frame Hearth (clickjacking).
 */
function pagePolicy(websocketOrigin: string | undefined): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${websocketOrigin ? ` ${websocketOrigin}` : ""}`,
    "media-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** JSON is never rendered: nothing may load, run or frame it. */
const DATA_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A year, without includeSubDomains: other hosts of the operator's domain may not speak https. */
export const HSTS_VALUE = "max-age=31536000";

export function securityHeaders(kind: ResponseKind, o: SecurityHeaderOptions): Record<string, string> {
  return {
    "content-security-policy": kind === "page" ? pagePolicy(o.websocketOrigin) : DATA_POLICY,
    // For browsers that ignore frame-ancestors.
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    // Paths carry MR numbers: other sites learn at most our origin. (no-referrer would make browsers
    // send `Origin: null` on our own POSTs, which the API's cross-site check refuses.)
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(o.https ? { "strict-transport-security": HSTS_VALUE } : {}),
  };
}

/** ws://host or wss://host for a page served at `host` over http or https; undefined for a host header that is not a plain host[:port]. */
export function websocketOriginOf(protocol: string, host: string | undefined): string | undefined {
  if (!host || !/^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i.test(host)) return undefined;
  return `${protocol === "https" ? "wss" : "ws"}://${host}`;
}
