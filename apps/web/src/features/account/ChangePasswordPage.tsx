import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { Link as RouterLink } from "react-router";
import { homePathFor } from "../../app/session/currentUser";
import { useSessionUser } from "../../app/session/SessionContext";
import { UnsavedChangesGuard } from "../../app/shell/UnsavedChangesGuard";
import { restCall } from "../../lib/rest";
import { AccountCard } from "./AccountCard";
import { NewPasswordFields, newPasswordProblem } from "./PasswordFields";

/** `/changePassword` (§2): the signed-in user changes their password; every other session ends. */
export default function ChangePasswordPage() {
  const me = useSessionUser();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return setError("Enter your current password.");
    const problem = newPasswordProblem(password, repeated);
    if (problem) return setError(problem);
    setError(null);
    setSaving(true);
    try {
      await restCall("POST", "/api/auth/change-password", { currentPassword: current, newPassword: password });
      setDone(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  const dirty = !done && (current !== "" || password !== "" || repeated !== "");
  return (
    <AccountCard title="Change password" subtitle={done ? undefined : "Other devices signed in as you are signed out."}>
      <UnsavedChangesGuard dirty={dirty} />
      {done ? (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            Your password has been changed.
          </Alert>
          <Button component={RouterLink} to={homePathFor(me.role)} variant="contained">
            Continue
          </Button>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: "grid", gap: 2 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <NewPasswordFields
            password={password}
            repeated={repeated}
            onPassword={setPassword}
            onRepeated={setRepeated}
          />
          <Box sx={{ display: "flex", gap: 1 }}>
            <Button type="submit" variant="contained" loading={saving}>
              Change password
            </Button>
            <Button component={RouterLink} to={homePathFor(me.role)}>
              Cancel
            </Button>
          </Box>
        </Box>
      )}
    </AccountCard>
  );
}
