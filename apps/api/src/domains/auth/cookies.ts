/** The session cookies of spec §3/§9, as pure data so the rules are testable without HTTP. */
import {
  ACCESS_TOKEN_TTL_SECONDS,
  COOKIE,
  COOKIE_PATH,
  REFRESH_TOKEN_TTL_SECONDS,
  customerTypeOf,
} from "@hearth/schema";
import type { CookieName, Role } from "@hearth/schema";

export interface CookieSpec {
  name: CookieName;
  value: string;
  options: { path: string; maxAge: number; httpOnly: boolean; sameSite: "lax"; secure: boolean; expires?: Date };
}

export interface SessionCookieInput {
  accessToken: string;
  aiToken: string;
  refreshToken: string;
  user: { id: string; role: Role; fullname: string; timezone: string };
  buildDate: string;
}

/**
 * Every cookie set on login, 2FA login and refresh. The spec's `token` cookie was script-readable;
 * here it and both other tokens are HttpOnly (the app reads who is signed in from /api/auth/me).
 */
export function sessionCookies(input: SessionCookieInput, secure: boolean): CookieSpec[] {
  const base = { path: COOKIE_PATH, sameSite: "lax" as const, secure };
  const httpOnly = (name: CookieName, value: string, maxAge: number): CookieSpec => ({
    name,
    value,
    options: { ...base, maxAge, httpOnly: true },
  });
  const readable = (name: CookieName, value: string): CookieSpec => ({
    name,
    value,
    options: { ...base, maxAge: ACCESS_TOKEN_TTL_SECONDS, httpOnly: false },
  });
  return [
    httpOnly(COOKIE.token, input.accessToken, ACCESS_TOKEN_TTL_SECONDS),
    httpOnly(COOKIE.aiToken, input.aiToken, ACCESS_TOKEN_TTL_SECONDS),
    httpOnly(COOKIE.refreshToken, input.refreshToken, REFRESH_TOKEN_TTL_SECONDS),
    readable(COOKIE.role, input.user.role),
    readable(COOKIE.customerType, customerTypeOf(input.user.role)),
    readable(COOKIE.clinicianId, input.user.id),
    readable(COOKIE.clinicianName, input.user.fullname),
    readable(COOKIE.clientTimezone, input.user.timezone),
    readable(COOKIE.hasAutoTimezone, "false"),
    readable(COOKIE.userTimezone, input.user.timezone),
    readable(COOKIE.buildDate, input.buildDate),
  ];
}

/** Logout: expire every cookie we know of and every other one the browser sent, except push_token. */
export function clearedCookies(present: Iterable<string>, secure: boolean): CookieSpec[] {
  const names = new Set<string>([...Object.values(COOKIE), ...present]);
  names.delete(COOKIE.pushToken);
  return [...names].map((name) => ({
    name: name as CookieName,
    value: "",
    options: { path: COOKIE_PATH, maxAge: 0, expires: new Date(0), httpOnly: false, sameSite: "lax", secure },
  }));
}
