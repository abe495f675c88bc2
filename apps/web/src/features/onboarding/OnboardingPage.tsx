import { useState } from "react";
import type { FormEvent } from "react";
import { useApolloClient } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { Link as RouterLink, useNavigate } from "react-router";
import { EMAIL_TAKEN_MESSAGE } from "@hearth/schema";
import type { LoginResults } from "@hearth/schema";
import { RestError, restCall } from "../../lib/rest";
import { rememberSessionExpiry } from "../../lib/session";
import { AccountCard } from "../account/AccountCard";
import { NewPasswordFields, newPasswordProblem } from "../account/PasswordFields";

export const ALREADY_EXISTS_PATH = "/onboarding/already-exists";

/**
 * `/onboarding` and `/customer-onboarding` (§2): a new organization signs up with its first
 * location, and the person signing up becomes its first administrator, signed in at once.
 */
export default function OnboardingPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [fields, setFields] = useState({
    organizationName: "",
    locationName: "",
    firstName: "",
    lastName: "",
    email: "",
  });
  const [password, setPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = (name: keyof typeof fields, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField
      label={label}
      value={fields[name]}
      onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
      {...extra}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.values(fields).some((v) => !v.trim())) return setError("Fill in every field.");
    const problem = newPasswordProblem(password, repeated);
    if (problem) return setError(problem);
    setError(null);
    setSaving(true);
    try {
      const { results } = await restCall<{ results: LoginResults }>("POST", "/api/auth/onboarding", {
        ...fields,
        password,
      });
      if (results.two_factor_required) throw new Error("Unexpected two-step verification for a new account.");
      rememberSessionExpiry(results.token_expires_at);
      // The new administrator's session starts from an empty cache; the guard asks the server who they are.
      await client.clearStore();
      await navigate("/dashboard", { replace: true });
    } catch (failure) {
      if (failure instanceof RestError && failure.status === 409 && failure.message === EMAIL_TAKEN_MESSAGE) {
        await navigate(ALREADY_EXISTS_PATH, { state: { email: fields.email.trim() } });
        return;
      }
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AccountCard title="Start with Hearth" subtitle="Create your organization. You become its first administrator.">
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: "grid", gap: 2 }}>
        {error && <Alert severity="error">{error}</Alert>}
        {field("organizationName", "Organization name", { autoComplete: "organization" })}
        {field("locationName", "First location")}
        {field("firstName", "First name", { autoComplete: "given-name" })}
        {field("lastName", "Last name", { autoComplete: "family-name" })}
        {field("email", "Email", { type: "email", autoComplete: "email" })}
        <NewPasswordFields password={password} repeated={repeated} onPassword={setPassword} onRepeated={setRepeated} />
        <Button type="submit" variant="contained" size="large" loading={saving}>
          Create organization
        </Button>
        <Button component={RouterLink} to="/">
          I already have an account
        </Button>
      </Box>
    </AccountCard>
  );
}
