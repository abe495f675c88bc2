import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { ApolloProvider } from "@apollo/client/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { createApolloClient } from "../../lib/apollo";
import { installFocusRefetch } from "../../lib/fetchPolicy";
import { theme } from "./theme";

/** Everything a page needs around it: the MUI theme and the Apollo client. */
export function AppProviders({ children }: { children: ReactNode }) {
  // One client for the life of the tab; created lazily so tests can render pages with their own.
  const [client] = useState(createApolloClient);
  useEffect(() => installFocusRefetch(client), [client]);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ApolloProvider>
  );
}
