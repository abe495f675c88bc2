import { COOKIE_PATH } from "@hearth/schema";
import type { CookieName } from "@hearth/schema";

/** The value of a script-readable cookie (§3), or undefined. The token cookies are HttpOnly and never seen here. */
export function readCookie(
  name: CookieName,
  cookieString: string = globalThis.document?.cookie ?? "",
): string | undefined {
  for (const part of cookieString.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return part.slice(index + 1).trim();
    }
  }
  return undefined;
}

/** Sets a readable cookie on the default path "/" (§3) for one day, as the server does. */
export function writeCookie(name: CookieName, value: string, maxAgeSeconds = 24 * 60 * 60): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=${COOKIE_PATH}; max-age=${maxAgeSeconds}; samesite=lax`;
}
