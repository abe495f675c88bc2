import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { restCall } from "../../lib/rest";

/**
 * "Forgot your password?" on the login page: asks the server to e-mail a reset link. The answer
 * is the same whether or not the address has an account, so nobody can probe for accounts.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError("Enter your email.");
    setError(null);
    setSending(true);
    try {
      await restCall("POST", "/api/auth/forgot_password", { email: email.trim() });
      setSent(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <Box sx={{ display: "grid", gap: 2 }}>
        <Alert severity="success">
          If an account exists for {email.trim()}, an e-mail with a link to set a new password is on its way.
        </Alert>
        <Button onClick={onBack}>Back to sign in</Button>
      </Box>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: "grid", gap: 2 }}>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" variant="contained" size="large" loading={sending}>
        Send reset link
      </Button>
      <Button onClick={onBack}>Back to sign in</Button>
    </Box>
  );
}
