import { useState } from "react";
import type { FormEvent } from "react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useNavigate } from "react-router";
import type { CurrentUser_MeFragment } from "../../__generated__/graphql";
import { LoginMutation } from "../../features/auth/loginMutation";
import { TwoFactorStep } from "../../features/auth/TwoFactorStep";
import { messageOf } from "../../lib/errors";
import { forgetSession, rememberSessionExpiry } from "../../lib/session";
import { CurrentUserQuery, homePathFor } from "../session/currentUser";
import { useShell } from "./ShellState";

/**
 * The session-expired state (§2, §8): a sign-in-again dialog over the current page, so the page and
 * whatever was typed into it stay as they are. Signing in as somebody else starts afresh.
 */
export default function SessionExpiredDialog() {
  const { showSessionExpired, setShowSessionExpired, notify } = useShell();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [login, { loading }] = useMutation(LoginMutation);
  // Subscribed to the cache, so the e-mail is filled in once the signed-in user is known.
  const previous = useQuery(CurrentUserQuery, { fetchPolicy: "cache-only" }).data?.me ?? null;
  const [typedEmail, setEmail] = useState<string | null>(null);
  const email = typedEmail ?? previous?.email ?? "";
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [challengeToken, setChallengeToken] = useState<string | null>(null);

  const resume = async (user: CurrentUser_MeFragment, tokenExpiresAt: string) => {
    rememberSessionExpiry(tokenExpiresAt);
    setPassword("");
    setChallengeToken(null);
    setShowSessionExpired(false);
    if (previous && previous.id !== user.id) {
      // Another person's session must not see the previous user's data or page.
      await client.clearStore();
      client.writeQuery({ query: CurrentUserQuery, data: { me: user } });
      await navigate(homePathFor(user.role), { replace: true });
      return;
    }
    client.writeQuery({ query: CurrentUserQuery, data: { me: user } });
    notify("Signed in again", "success");
    await client.refetchObservableQueries();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError("Enter your email and password.");
    setError(null);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      const result = data?.login;
      if (result?.__typename === "TwoFactorChallenge") setChallengeToken(result.challengeToken);
      else if (result?.__typename === "LoginSuccess") await resume(result.user, result.tokenExpiresAt);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const leave = async () => {
    forgetSession();
    setShowSessionExpired(false);
    await client.clearStore();
    await navigate("/", { replace: true });
  };

  return (
    <Dialog open={showSessionExpired} aria-labelledby="session-expired-title">
      <DialogTitle id="session-expired-title">Your session has expired</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Sign in again to continue where you left off. This page and anything you typed stay as they are.
        </Typography>
        {challengeToken ? (
          <TwoFactorStep
            challengeToken={challengeToken}
            onSignedIn={resume}
            onRestart={() => setChallengeToken(null)}
          />
        ) : (
          <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: "grid", gap: 2, pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" variant="contained" loading={loading}>
              Sign in
            </Button>
            <Button variant="text" onClick={() => void leave()}>
              Go to the sign-in page
            </Button>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
