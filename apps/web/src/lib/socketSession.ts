/**
 * What the app does when the server closes the subscription socket with 4401 (graphql-ws
 * "Unauthorized"): the socket's access token expired, or the user's sessions were revoked
 * (sign-out elsewhere, password change, deactivation). graphql-ws never retries a 4401 itself.
 * Here each live subscription first tries the session refresh: after an expiry it succeeds and
 * the subscription starts again on a new socket with the new cookie, without the user noticing.
 * When the refresh fails, the session is over: the shell is told (its session-expired state),
 * and the subscription ends with the error.
 */
import { ApolloLink } from "@apollo/client";
import { from, throwError } from "rxjs";
import { catchError, retry } from "rxjs/operators";

/** graphql-ws's CloseCode.Unauthorized. */
export const UNAUTHORIZED_CLOSE = 4401;

export interface SocketSessionOptions {
  /** The close code of the socket's last close, undefined while it is open. */
  lastCloseCode: () => number | undefined;
  /** Whether this browser believes it is signed in (after a sign-out nothing is restored). */
  signedIn: () => boolean;
  /** The session refresh (shared between concurrent callers). */
  refresh: () => Promise<unknown>;
  /** Tells the shell the server no longer accepts the session. */
  sessionLost: () => void;
}

/** Refreshes and re-subscribes after a 4401 close, at most twice in a row (a socket refused at once again is no expiry). */
export function createSocketSessionLink(o: SocketSessionOptions): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      retry({
        count: 2,
        resetOnSuccess: true,
        delay: (error: unknown) => {
          if (o.lastCloseCode() !== UNAUTHORIZED_CLOSE || !o.signedIn()) return throwError(() => error);
          return from(o.refresh()).pipe(
            catchError(() => {
              if (o.signedIn()) o.sessionLost();
              return throwError(() => error);
            }),
          );
        },
      }),
    ),
  );
}
