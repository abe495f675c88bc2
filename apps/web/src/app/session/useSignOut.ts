import { useCallback, useState } from "react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { graphql } from "../../__generated__";
import { errorCodeOf, messageOf } from "../../lib/errors";
import { forgetSession } from "../../lib/session";

const SignOutMutation = graphql(`
  mutation SignOut {
    logout
  }
`);

/** Signs out on the server (which clears the cookies), forgets every cached record, returns to the login page. */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout, { loading }] = useMutation(SignOutMutation);
  const [error, setError] = useState<string | null>(null);

  const signOut = useCallback(async () => {
    setError(null);
    try {
      await logout();
    } catch (failure) {
      // An already-expired session is as good as signed out; anything else keeps the user here.
      if (errorCodeOf(failure) !== "UNAUTHENTICATED") {
        setError(`Sign out failed: ${messageOf(failure)}`);
        return;
      }
    }
    forgetSession();
    // Clear before leaving: the login page must not find the previous user in the cache.
    await client.clearStore();
    await navigate("/", { replace: true });
  }, [client, logout, navigate]);

  return { signOut, signingOut: loading, error, dismissError: () => setError(null) };
}
