/**
 * The data-fetching defaults of §9, set once for the whole app: identical requests within 2 s are
 * answered once, refetch-on-focus runs at most every 5 s, failed requests are retried after 5 s.
 */
import { ApolloLink } from "@apollo/client";
import type { ApolloClient } from "@apollo/client";
import { RetryLink } from "@apollo/client/link/retry";
import { OperationTypeNode, print } from "graphql";
import type { Observable } from "rxjs";
import { shareReplay, tap } from "rxjs/operators";

export const DEDUPE_MS = 2000;
export const FOCUS_THROTTLE_MS = 5000;
export const ERROR_RETRY_MS = 5000;
/** One first try and two retries: a person waits at most ~10 s before seeing the error. */
export const ERROR_RETRY_ATTEMPTS = 3;

type Result = ApolloLink.Result;

/**
 * Answers an identical query (same document and variables) sent within `windowMs` of the first
 * with the first one's answer, in flight or done. Only successful answers are reused; any mutation
 * forgets everything, so a write is never followed by a stale read, and so does every subscription
 * event: it says the server's data changed, and a list refetched for it must not get the old page.
 */
export function createDedupeLink(windowMs = DEDUPE_MS, now: () => number = Date.now): ApolloLink {
  const recent = new Map<string, { at: number; result: Observable<Result> }>();
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.MUTATION) recent.clear();
    if (operation.operationType === OperationTypeNode.SUBSCRIPTION)
      return forward(operation).pipe(tap(() => recent.clear()));
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    const key = `${print(operation.query)}|${JSON.stringify(operation.variables ?? {})}`;
    const hit = recent.get(key);
    if (hit && now() - hit.at < windowMs) return hit.result;
    const at = now();
    const result = forward(operation).pipe(shareReplay({ bufferSize: 1, refCount: false }));
    recent.set(key, { at, result });
    // A failed or erroneous answer is not reused.
    result.subscribe({
      next: (value) => {
        if (value.errors?.length && recent.get(key)?.result === result) recent.delete(key);
      },
      error: () => {
        if (recent.get(key)?.result === result) recent.delete(key);
      },
    });
    for (const [k, entry] of recent) if (now() - entry.at >= windowMs) recent.delete(k);
    return result;
  });
}

/** Retries a query or subscription whose request failed (network or server error) after 5 s; never a mutation. */
export function createRetryLink(): RetryLink {
  return new RetryLink({
    delay: { initial: ERROR_RETRY_MS, max: ERROR_RETRY_MS, jitter: false },
    attempts: {
      max: ERROR_RETRY_ATTEMPTS,
      retryIf: (_error, operation) => operation.operationType !== OperationTypeNode.MUTATION,
    },
  });
}

/** Refetches the queries on screen when the window regains focus, at most once every 5 s. */
export function installFocusRefetch(
  client: Pick<ApolloClient, "refetchObservableQueries">,
  target: Window = window,
  now: () => number = Date.now,
): () => void {
  let last = now();
  const onFocus = () => {
    if (target.document.visibilityState === "hidden") return;
    if (now() - last < FOCUS_THROTTLE_MS) return;
    last = now();
    void client.refetchObservableQueries().catch(() => undefined);
  };
  target.addEventListener("focus", onFocus);
  target.document.addEventListener("visibilitychange", onFocus);
  return () => {
    target.removeEventListener("focus", onFocus);
    target.document.removeEventListener("visibilitychange", onFocus);
  };
}
