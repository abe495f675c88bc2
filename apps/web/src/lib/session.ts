/**
 * The session bookkeeping of §4 kept in this browser. The `token` cookie is HttpOnly here (safer
 * than the spec), so the app remembers the expiry it learned at sign-in or refresh instead of
 * decoding the cookie; "a token exists" means such an expiry is remembered.
 */
import { FORM_VIEWER_PATH } from "../app/routeTable";

export const SESSION_EXPIRES_KEY = "sessionExpiresAt";
/** §3: the count of open tabs. */
export const TABS_OPEN_KEY = "tabsOpen";
/** §8: a refresh that was cancelled on purpose raises no session-expired state. */
export const AUTOMATIC_CANCELLATION = "Automatic cancellation";

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

export function rememberSessionExpiry(expiresAt: string | number): void {
  const at = typeof expiresAt === "number" ? expiresAt : Date.parse(expiresAt);
  if (Number.isFinite(at)) storage()?.setItem(SESSION_EXPIRES_KEY, String(at));
}

export function forgetSession(): void {
  storage()?.removeItem(SESSION_EXPIRES_KEY);
}

/** Milliseconds since the epoch, or undefined when no session is remembered. */
export function sessionExpiry(): number | undefined {
  const raw = storage()?.getItem(SESSION_EXPIRES_KEY);
  const at = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(at) ? at : undefined;
}

/** The `exp` claim of a JWT (e.g. the access token the refresh answers with), in milliseconds; not verified. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split(".")[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof json.exp === "number" ? json.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function tabsOpen(): number {
  const count = Number(storage()?.getItem(TABS_OPEN_KEY));
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** Counts this tab as open (§4) and answers how many were open before it, with the undo for unload. */
export function registerTab(): { before: number; unregister: () => void } {
  const before = tabsOpen();
  storage()?.setItem(TABS_OPEN_KEY, String(before + 1));
  let registered = true;
  return {
    before,
    unregister: () => {
      if (!registered) return;
      registered = false;
      storage()?.setItem(TABS_OPEN_KEY, String(Math.max(0, tabsOpen() - 1)));
    },
  };
}

/**
 * §4: on load, unless on the form viewer, the session-expired handling runs when no other tab is
 * open, a token exists and it has expired.
 */
export function shouldHandleExpiredSession(input: {
  pathname: string;
  otherTabs: number;
  expiresAt: number | undefined;
  now: number;
}): boolean {
  if (input.pathname === FORM_VIEWER_PATH || input.pathname.startsWith(`${FORM_VIEWER_PATH}/`)) return false;
  return input.otherTabs <= 0 && input.expiresAt !== undefined && input.expiresAt <= input.now;
}
