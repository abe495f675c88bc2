import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Link as RouterLink, useSearchParams } from "react-router";
import { restCall } from "../../lib/rest";
import { AccountCard } from "./AccountCard";
import { NewPasswordFields, newPasswordProblem } from "./PasswordFields";

/**
 * `/resetPassword?token=…` (§2): sets a new password from the e-mailed link, which is also how an
 * invited clinician sets a first password. `/setClientPassword?token=…` is the same page for a
 * client's portal invitation, against its own endpoint.
 */
export default function ResetPasswordPage({
  endpoint = "/api/auth/reset",
}: {
  endpoint?: "/api/auth/reset" | "/api/auth/set-client-password";
}) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, repeated);
    if (problem) return setError(problem);
    setError(null);
    setSaving(true);
    try {
      await restCall("POST", endpoint, { token, password });
      setDone(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  if (!token) {
    return (
      <AccountCard title="Set a password">
        <Alert severity="error" sx={{ mb: 2 }}>
          This link has no reset token. Open the link from your e-mail again, or ask for a new one.
        </Alert>
        <Button component={RouterLink} to="/">
          Back to sign in
        </Button>
      </AccountCard>
    );
  }
  if (done) {
    return (
      <AccountCard title="Password saved">
        <Alert severity="success" sx={{ mb: 2 }}>
          Your new password is set. Sign in with it now.
        </Alert>
        <Button component={RouterLink} to="/" variant="contained">
          Sign in
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Set a password" subtitle="Choose the password you will sign in with.">
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: "grid", gap: 2 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <NewPasswordFields password={password} repeated={repeated} onPassword={setPassword} onRepeated={setRepeated} />
        <Button type="submit" variant="contained" size="large" loading={saving}>
          Save password
        </Button>
      </Box>
    </AccountCard>
  );
}
