import { useEffect, useState } from "react";
import type { FormEvent } from "react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Navigate, useLocation, useNavigate } from "react-router";
import type { CurrentUser_MeFragment } from "../../__generated__/graphql";
import type { LoginRedirectState } from "../../app/RequireAuth";
import { PageLoading } from "../../app/pages/PageLoading";
import { ForgotPasswordForm } from "../account/ForgotPasswordForm";
import { useAppearance } from "../appearance/AppearanceContext";
import { CurrentUserQuery, landingPathFor } from "../../app/session/currentUser";
import { messageOf } from "../../lib/errors";
import { rememberSessionExpiry } from "../../lib/session";
import { LoginMutation } from "./loginMutation";
import { TwoFactorStep } from "./TwoFactorStep";

export { LoginMutation };

/** The login page at `/` (§2): email and password, then an authenticator code when 2FA is on. */
export default function LoginPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const from = (useLocation().state as LoginRedirectState | null)?.from;
  const session = useQuery(CurrentUserQuery, { fetchPolicy: "network-only" });
  const [login, { loading }] = useMutation(LoginMutation);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const [forgotten, setForgotten] = useState(false);
  // Signed out, the next person sees the default appearance, not the previous user's.
  const { applyFor } = useAppearance();
  useEffect(() => applyFor(null), [applyFor]);

  /** A session starts from an empty cache, holding only the new user. */
  const enter = async (user: CurrentUser_MeFragment, tokenExpiresAt: string) => {
    rememberSessionExpiry(tokenExpiresAt);
    await client.clearStore();
    client.writeQuery({ query: CurrentUserQuery, data: { me: user } });
    await navigate(landingPathFor(user.role, from), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError("Enter your email and password.");
      return;
    }
    setError(null);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      const result = data?.login;
      if (result?.__typename === "TwoFactorChallenge") setChallengeToken(result.challengeToken);
      else if (result?.__typename === "LoginSuccess") await enter(result.user, result.tokenExpiresAt);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  // Already signed in (another tab, or back button): straight to the user's home.
  const me = session.data?.me;
  if (me && !challengeToken) return <Navigate to={landingPathFor(me.role, from)} replace />;
  if (session.loading && !session.data) return <PageLoading label="Checking your session" />;

  return (
    <Box
      component="main"
      sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2, bgcolor: "background.default" }}
    >
      <Paper elevation={0} variant="outlined" sx={{ width: "100%", maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: 0.5, color: "primary.main" }}>
          Hearth
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {challengeToken ? "Two-step verification" : forgotten ? "Reset your password" : "Sign in to continue"}
        </Typography>
        {forgotten && !challengeToken ? (
          <ForgotPasswordForm onBack={() => setForgotten(false)} />
        ) : challengeToken ? (
          <TwoFactorStep
            challengeToken={challengeToken}
            onSignedIn={enter}
            onRestart={() => {
              setChallengeToken(null);
              setPassword("");
            }}
          />
        ) : (
          <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: "grid", gap: 2 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" variant="contained" size="large" loading={loading}>
              Sign in
            </Button>
            <Button variant="text" onClick={() => setForgotten(true)}>
              Forgot your password?
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
