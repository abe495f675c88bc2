import { useEffect } from "react";
import type { ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Navigate, useLocation } from "react-router";
import { useAppearance } from "../features/appearance/AppearanceContext";
import { TermsGate } from "../features/terms/TermsGate";
import { errorCodeOf, messageOf } from "../lib/errors";
import { PageLoading } from "./pages/PageLoading";
import { CurrentUserQuery, homePathFor, isPortalRole } from "./session/currentUser";
import { SessionContext } from "./session/SessionContext";
import { useShell } from "./shell/ShellState";

/** Where a signed-out visitor was going, handed to the login page in the navigation state. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * Lets only a signed-in user of the right side of the app through: staff screens, the client
 * portal, or either ("any", e.g. changing one's password). Signed-out visitors go to the login page, which brings them back here afterwards.
 * The server checks every call anyway; this only decides what to show.
 */
/** Which side of the app a guarded route belongs to: the portal, or the staff screens. */
const PORTAL_AUDIENCE = { client: true, staff: false } as const;

export function RequireAuth({ audience, children }: { audience: "staff" | "client" | "any"; children: ReactNode }) {
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(CurrentUserQuery);
  const { showSessionExpired } = useShell();
  // The signed-in user's appearance applies on every page they open.
  const { applyFor } = useAppearance();
  const userId = data?.me?.id;
  useEffect(() => {
    if (userId) applyFor(userId);
  }, [applyFor, userId]);

  if (loading && !data) return <PageLoading label="Checking your session" />;
  if (error && errorCodeOf(error) !== "UNAUTHENTICATED") {
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {messageOf(error)}
        </Alert>
      </Box>
    );
  }

  const me = data?.me;
  // The session-expired dialog is up: stay on this page until the user has signed in again.
  if (!me && showSessionExpired) return <PageLoading label="Waiting for you to sign in again" />;
  if (!me) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/" replace state={state} />;
  }
  if (audience !== "any" && isPortalRole(me.role) !== PORTAL_AUDIENCE[audience])
    return <Navigate to={homePathFor(me.role)} replace />;
  return (
    <SessionContext.Provider value={me}>
      {children}
      <TermsGate userId={me.id} />
    </SessionContext.Provider>
  );
}
