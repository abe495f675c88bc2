import { useCallback, useEffect, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { AUTOMATIC_CANCELLATION, registerTab, sessionExpiry, shouldHandleExpiredSession } from "../../lib/session";
import { onSessionLost, refreshSession } from "../../lib/sessionRefresh";
import { useShell } from "./ShellState";

export const SESSION_RESTORED = "Session restored";

/**
 * The session-expired handling of §4/§8: try the token refresh; on success say "Session restored"
 * and clear the flag; on failure raise it, unless the refresh was cancelled on purpose.
 */
export function useExpiredSessionHandling(): () => Promise<boolean> {
  const { notify, setShowSessionExpired } = useShell();
  return useCallback(async () => {
    try {
      await refreshSession();
      notify(SESSION_RESTORED, "success");
      setShowSessionExpired(false);
      return true;
    } catch (failure) {
      if (!(failure instanceof Error && failure.message === AUTOMATIC_CANCELLATION)) setShowSessionExpired(true);
      return false;
    }
  }, [notify, setShowSessionExpired]);
}

/**
 * On load (§4): counts this tab in `tabsOpen` (and out again on unload); when no other tab is open
 * and the remembered token has expired, runs the session-expired handling before the app shows.
 * Answers the loading flag.
 */
export function useSessionOnLoad(): boolean {
  const handleExpired = useExpiredSessionHandling();
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const tab = registerTab();
    window.addEventListener("pagehide", tab.unregister);
    let current = true;
    const finish = () => {
      if (current) setLoading(false);
    };
    if (
      shouldHandleExpiredSession({
        pathname: window.location.pathname,
        otherTabs: tab.before,
        expiresAt: sessionExpiry(),
        now: Date.now(),
      })
    ) {
      void handleExpired().finally(finish);
    } else finish();
    return () => {
      current = false;
      window.removeEventListener("pagehide", tab.unregister);
      tab.unregister();
    };
  }, [handleExpired]);
  return loading;
}

/** While the app runs: when the server refuses the session, try to restore it, then refetch what is on screen. */
export function useSessionLostHandling(): void {
  const handleExpired = useExpiredSessionHandling();
  const { showSessionExpired } = useShell();
  const client = useApolloClient();
  useEffect(() => {
    if (showSessionExpired) return;
    return onSessionLost(() => {
      void handleExpired().then((restored) => (restored ? client.refetchObservableQueries() : undefined));
    });
  }, [client, handleExpired, showSessionExpired]);
}
