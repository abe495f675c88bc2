import { useEffect } from "react";
import { useApolloClient } from "@apollo/client/react";
import { BUILD_DATE_FILE, BUILD_DATE_POLL_MS, COOKIE, VERSION_POLL_MS } from "@hearth/schema";
import type { VersionResponse } from "@hearth/schema";
import { readCookie, writeCookie } from "../../lib/cookies";
import { restCall } from "../../lib/rest";
import { sessionExpiry } from "../../lib/session";
import { APP_VERSION } from "./appVersion";
import { useShell } from "./ShellState";

/** §4: every 600000 ms ask the server's version; a different one raises the update-available flag. */
export function useVersionPoll(): void {
  const { setShowUpdate } = useShell();
  useEffect(() => {
    const timer = window.setInterval(() => {
      restCall<VersionResponse>("GET", "/api/version")
        .then(({ version }) => {
          if (version && version !== APP_VERSION) setShowUpdate(true);
        })
        .catch(() => undefined); // offline for a moment: ask again next time
    }, VERSION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [setShowUpdate]);
}

/**
 * §4: every 10000 ms while signed in, fetch the build-date file; when it differs from the
 * build_date cookie, update the cookie, clear the caches (Cache Storage and Apollo's) and reload.
 */
export function useBuildPoll(): void {
  const client = useApolloClient();
  useEffect(() => {
    let reloading = false;
    const timer = window.setInterval(() => {
      if (reloading || sessionExpiry() === undefined) return;
      void fetch(BUILD_DATE_FILE, { cache: "no-store", credentials: "same-origin" })
        .then(async (response) => (response.ok ? (await response.text()).trim() : ""))
        .then(async (buildDate) => {
          if (!buildDate || reloading) return;
          const known = readCookie(COOKIE.buildDate);
          if (known === buildDate) return;
          writeCookie(COOKIE.buildDate, buildDate);
          // Without a cookie there is nothing to compare with yet: remember this build, no reload.
          if (known === undefined) return;
          reloading = true;
          await clearCaches(() => client.clearStore());
          window.location.reload();
        })
        .catch(() => undefined);
    }, BUILD_DATE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [client]);
}

async function clearCaches(clearApollo: () => Promise<unknown>): Promise<void> {
  try {
    if ("caches" in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  } catch {
    // Cache Storage refused (private mode): the reload still fetches the new index.html
  }
  await clearApollo().catch(() => undefined);
}
