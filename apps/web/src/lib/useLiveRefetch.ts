import { useCallback, useEffect, useRef } from "react";

/** Events arrive in bursts (supervisors acting at once, an announcement to many): one refetch per burst. */
export const BURST_MS = 300;

/**
 * A list kept live by events that say "something changed" rather than carrying the new page: the
 * returned function asks for a refetch, and a burst of calls makes one, `BURST_MS` after the last.
 * (The event itself already made the dedupe link forget its answers: see createDedupeLink.)
 */
export function useLiveRefetch(refetch: () => unknown): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestRefetch = useRef(refetch);
  useEffect(() => {
    latestRefetch.current = refetch;
  }, [refetch]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void latestRefetch.current(), BURST_MS);
  }, []);
}
