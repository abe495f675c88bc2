/**
 * The rules that let one demo API carry every route's calls, in one place:
 *
 * - Routes run reads first, then changes, then what consumes its object or ends sessions (deletes,
 *   cancelling, submitting, deactivating, signing out), so a read never meets an object a change
 *   already took away. Kiosk routes run first of all, while the kiosk's session is still open.
 * - Within a route, the callers it refuses go before those it serves: a refusal is checked against
 *   the object as the fixtures made it, and must leave the database as it found it.
 * - A served caller's answer is a success. The one exception: once a served call of the route has
 *   succeeded, a later served caller may find the object consumed (`CONSUMED`: deleted → 404, already
 *   done → 409), which is the route working, not refusing.
 * - Before each route, users whose session an earlier route ended are signed in again.
 */
import type { RouteSpec } from "../fuzz/requests";

/** Answers a served caller may get after the route already served someone: the object is gone or done. */
export const CONSUMED = new Set([404, 409]);

/**
 * Changes that end their object or the caller's sessions, or need a state only such a change makes,
 * in the table's order: submitting a note before co-signing it, approving it before its addenda.
 */
const LATE =
  /\/(logout|change-password|two-factor\/update|deactivate|cancel|submit|sign|addendums|kick-back|approve|signup|onboarding)$/;
/** Leaving a conversation, after the deletions of its messages. */
const LAST = /\/leave$/;

/** 0 kiosk, 1 reads, 2 changes, 3 late changes, 4 deletions, 5 leaving. */
export function phaseOf(route: RouteSpec): number {
  if (route.url.startsWith("/api/auth/kiosk/")) return 0;
  if (route.method === "GET") return 1;
  if (LAST.test(route.url)) return 5;
  if (route.method === "DELETE") return 4;
  return LATE.test(route.url) ? 3 : 2;
}

export const byPhase = (a: RouteSpec, b: RouteSpec) => phaseOf(a) - phaseOf(b);
