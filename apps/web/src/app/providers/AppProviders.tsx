import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { ApolloProvider } from "@apollo/client/react";
import { AppearanceProvider } from "../../features/appearance/AppearanceContext";
import { createApolloClient } from "../../lib/apollo";
import { installFocusRefetch } from "../../lib/fetchPolicy";

/** Everything a page needs around it: the Apollo client and the theme of the user's appearance. */
export function AppProviders({ children }: { children: ReactNode }) {
  // One client for the life of the tab; created lazily so tests can render pages with their own.
  const [client] = useState(createApolloClient);
  useEffect(() => installFocusRefetch(client), [client]);
  return (
    <ApolloProvider client={client}>
      <AppearanceProvider>{children}</AppearanceProvider>
    </ApolloProvider>
  );
}
