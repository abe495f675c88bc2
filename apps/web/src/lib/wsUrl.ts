/**
 * The WebSocket URL of a same-origin path: `ws://host/path` on http, `wss://host/path` on https.
 * The browser sends the session cookie with the upgrade request, so no token travels in the URL.
 */
export function wsUrl(path: string, base: Pick<Location, "protocol" | "host"> = window.location): string {
  const scheme = base.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${base.host}${path.startsWith("/") ? path : `/${path}`}`;
}
