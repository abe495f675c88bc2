import { ACCESS_TOKEN_TTL_SECONDS } from "@hearth/schema";
import type { TokenSet } from "@hearth/schema";
import { restCall } from "./rest";
import { jwtExpiry, rememberSessionExpiry } from "./session";

let inflight: Promise<void> | null = null;

/**
 * POST /api/auth/refresh-token with the refresh_token cookie (§7, §8): the server rotates it and
 * re-sets every cookie. A refresh token is single-use, so concurrent callers share one request.
 */
export function refreshSession(): Promise<void> {
  inflight ??= restCall<{ results: TokenSet }>("POST", "/api/auth/refresh-token", {})
    .then(({ results }) =>
      rememberSessionExpiry(jwtExpiry(results.access_token) ?? Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    )
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** Apollo's error link announces here that the server no longer accepts the session. */
const sessionLost = new EventTarget();
export const announceSessionLost = () => sessionLost.dispatchEvent(new Event("lost"));
export function onSessionLost(listener: () => void): () => void {
  sessionLost.addEventListener("lost", listener);
  return () => sessionLost.removeEventListener("lost", listener);
}
