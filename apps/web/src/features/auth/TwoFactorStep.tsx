import { useState } from "react";
import type { FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { graphql } from "../../__generated__";
import type { CurrentUser_MeFragment } from "../../__generated__/graphql";
import { messageOf } from "../../lib/errors";

export const VerifyTwoFactorMutation = graphql(`
  mutation VerifyTwoFactorLogin($challengeToken: String!, $code: String!) {
    verifyTwoFactorLogin(challengeToken: $challengeToken, code: $code) {
      tokenExpiresAt
      user {
        ...CurrentUser_me
      }
    }
  }
`);

/** Second step of a login for a user with two-factor authentication: the authenticator's code. */
export function TwoFactorStep(props: {
  challengeToken: string;
  onSignedIn: (user: CurrentUser_MeFragment, tokenExpiresAt: string) => Promise<void>;
  onRestart: () => void;
}) {
  const [verify, { loading }] = useMutation(VerifyTwoFactorMutation);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, "");
    if (!digits) {
      setError("Enter the code from your authenticator app.");
      return;
    }
    setError(null);
    try {
      const { data } = await verify({ variables: { challengeToken: props.challengeToken, code: digits } });
      if (data) await props.onSignedIn(data.verifyTwoFactorLogin.user, data.verifyTwoFactorLogin.tokenExpiresAt);
    } catch (failure) {
      setError(messageOf(failure));
      setCode("");
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: "grid", gap: 2 }}>
      <Typography variant="body2">Enter the 6-digit code from your authenticator app.</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 10 } }}
      />
      <Button type="submit" variant="contained" size="large" loading={loading}>
        Verify
      </Button>
      <Button variant="text" onClick={props.onRestart}>
        Use a different account
      </Button>
    </Box>
  );
}
