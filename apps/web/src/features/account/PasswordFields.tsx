import TextField from "@mui/material/TextField";
import { PASSWORD_MIN_LENGTH } from "@hearth/schema";

/** A new password and its repetition; the problem to show, or null when both are fine. */
export function newPasswordProblem(password: string, repeated: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `The new password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password !== repeated) return "The two passwords do not match.";
  return null;
}

export function NewPasswordFields({
  password,
  repeated,
  onPassword,
  onRepeated,
}: {
  password: string;
  repeated: string;
  onPassword: (v: string) => void;
  onRepeated: (v: string) => void;
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        value={repeated}
        onChange={(e) => onRepeated(e.target.value)}
      />
    </>
  );
}
