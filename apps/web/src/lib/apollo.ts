import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { CloseCode, createClient } from "graphql-ws";
import { createDedupeLink, createRetryLink } from "./fetchPolicy";
import { possibleTypes } from "./possibleTypes";
import { sessionExpiry } from "./session";
import { announceSocketReconnected } from "./socketReconnects";
import { announceSessionLost, refreshSession } from "./sessionRefresh";
import { createSocketSessionLink } from "./socketSession";
import { wsUrl } from "./wsUrl";

/**
 * Apollo Client for the one public origin: queries and mutations over HTTP, subscriptions over
 * graphql-ws on the same `/graphql` path. Both carry the HttpOnly session cookie (same origin), so
 * no token is ever readable by scripts.
 */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: "/graphql", credentials: "same-origin" });
  let lastCloseCode: number | undefined;
  const subscriptions = createClient({
    url: wsUrl("/graphql"),
    lazy: true, // no socket until the first subscription
    // Ride out restarts and network drops; but a refusal (signed out) is not retried: the next
    // sign-in clears the store, which restarts the socket with the new cookie.
    retryAttempts: Infinity,
    shouldRetry: (event) => !(isCloseEvent(event) && event.code === CloseCode.Forbidden),
    // Events sent while the socket was down are lost (a new notification, a note approved): once
    // it is back, the queries on screen are refetched, as on focus, so live pages catch up.
    on: {
      connected: (_socket, _payload, wasRetry) => {
        lastCloseCode = undefined;
        if (!wasRetry) return;
        void client.refetchObservableQueries().catch(() => undefined);
        announceSocketReconnected();
      },
      closed: (event) => {
        lastCloseCode = isCloseEvent(event) ? event.code : undefined;
      },
    },
  });
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    // A 4401 close (token expired, or sessions revoked) first tries the session refresh.
    ApolloLink.from([
      createSocketSessionLink({
        lastCloseCode: () => lastCloseCode,
        signedIn: () => sessionExpiry() !== undefined,
        refresh: refreshSession,
        sessionLost: announceSessionLost,
      }),
      new GraphQLWsLink(subscriptions),
    ]),
    httpLink,
  );
  const client = new ApolloClient({
    link: ApolloLink.from([sessionLostLink(), createRetryLink(), createDedupeLink(), link]),
    cache: createCache(),
  });
  // Sign-in and sign-out clear the store; the subscription socket must then authenticate again
  // with the new cookie, or it would keep delivering the previous user's events.
  const restartSubscriptions = async () => subscriptions.terminate();
  client.onClearStore(restartSubscriptions);
  client.onResetStore(restartSubscriptions);
  return client;
}

/** The cache of the app (and of component tests): abstract types known, so union fragments match. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes });
}

const isCloseEvent = (value: unknown): value is { code: number } =>
  typeof value === "object" && value !== null && typeof (value as { code?: unknown }).code === "number";

/** Operations whose UNAUTHENTICATED answer is about the credentials typed, not about a lost session. */
const SIGN_IN_OPERATIONS = new Set(["Login", "VerifyTwoFactorLogin", "SignOut"]);

/**
 * A 401 about the session itself. A password or PIN typed to sign a note that is wrong is a 401
 * too (`invalid_credentials`), but the session is fine: the dialog shows that error instead.
 */
export function meansSessionLost(error: { extensions?: Record<string, unknown> }): boolean {
  const code = error.extensions?.["code"];
  const apiCode = error.extensions?.["apiCode"];
  return code === "UNAUTHENTICATED" && apiCode !== "invalid_credentials" && apiCode !== "two_factor_invalid";
}

/** Tells the shell when the server no longer accepts a session this browser believes in (§8). */
function sessionLostLink(): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    if (SIGN_IN_OPERATIONS.has(operation.operationName ?? "") || sessionExpiry() === undefined) return;
    if (CombinedGraphQLErrors.is(error) && error.errors.some(meansSessionLost)) announceSessionLost();
  });
}
