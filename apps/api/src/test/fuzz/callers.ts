/** Who calls a route while it is fuzzed, and keeping their credentials alive across routes that end sessions. */
import { SERVICE_KEY_HEADER } from "@hearth/schema";
import type { TestApi } from "../harness";
import { TEST_SERVICE_KEY } from "../harness";
import type { Walker, WalkFixtures } from "@hearth/testing";

export interface Caller {
  name: string;
  headers(): Record<string, string>;
}

/**
 * Routes only the collab server calls (service key): the stored state and updates of documents.
 * A route no caller gets into fails the test (see `unreached`), so a new one is not fuzzed at the door only.
 */
const SERVICE_ONLY = /^\/api\/collab\/(updates|documents\/:name\/(state|updates|snapshot))$/;

/**
 * Routes whose credential is their input (a refresh token in the body or a cookie): a fuzzed one is
 * refused at the door (401) by design, so they are not held to letting a caller in.
 */
export const CREDENTIAL_IN_INPUT = new Set(["/api/auth/refresh-token"]);

const bearer = (w: Walker): Caller => ({ name: w.name, headers: () => ({ authorization: `Bearer ${w.token}` }) });
const service: Caller = { name: "the collab server", headers: () => ({ [SERVICE_KEY_HEADER]: TEST_SERVICE_KEY }) };

/** The callers of a route: the collab server, the kiosk, or staff who reach the demo clients (a therapist and an admin). */
export function callersOf(f: WalkFixtures, url: string): Caller[] {
  return SERVICE_ONLY.test(url) ? [service] : f.walkers(url).map(bearer);
}

/**
 * Signs in again anyone whose session a fuzzed request ended (sign-out everywhere, a password or
 * 2FA change). The kiosk is not reopened (its session's note is submitted by then): kiosk routes go first.
 */
export async function reviveCallers(t: TestApi, f: WalkFixtures): Promise<void> {
  for (const w of f.walkers("/api/auth/me")) {
    const me = await t.request({ method: "GET", url: "/api/auth/me", token: w.token });
    if (me.statusCode === 401) w.token = (await t.loginAs(w.name)).token;
  }
}

/** Kiosk routes first, while the kiosk the walk opened stands: a fuzzed sign-out of its therapist ends it. */
export const kioskFirst = (a: { url: string }, b: { url: string }) =>
  Number(!a.url.startsWith("/api/auth/kiosk/")) - Number(!b.url.startsWith("/api/auth/kiosk/"));
