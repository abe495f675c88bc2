import { useCallback, useEffect, useState } from "react";
import type { Terms } from "@hearth/schema";
import { restCall } from "../../lib/rest";

/** Users who have accepted the current terms during this page load: no second request per route change. */
const acceptedInThisPage = new Set<string>();

/**
 * The terms the signed-in user still has to accept (§2), or null when there is nothing to show.
 * A failing check never blocks the user: it is logged and they carry on.
 */
export function usePendingTerms(
  userId: string,
  enabled: boolean,
): { pending: Terms | null; accepted: (terms: Terms) => void; reload: () => void } {
  const [pending, setPending] = useState<Terms | null>(null);
  const [attempt, setAttempt] = useState(0);
  const check = enabled && !acceptedInThisPage.has(userId);

  useEffect(() => {
    if (!check) return;
    const controller = new AbortController();
    restCall<{ results: Terms }>("GET", "/api/auth/terms", undefined, controller.signal)
      .then(({ results }) => {
        if (results.acceptedVersion === results.version) acceptedInThisPage.add(userId);
        else setPending(results);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) console.warn("The terms and conditions could not be checked", failure);
      });
    return () => controller.abort();
  }, [check, userId, attempt]);

  const accepted = useCallback(
    (terms: Terms) => {
      if (terms.acceptedVersion === terms.version) acceptedInThisPage.add(userId);
      setPending(terms.acceptedVersion === terms.version ? null : terms);
    },
    [userId],
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { pending: check ? pending : null, accepted, reload };
}
