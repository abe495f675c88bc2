import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { graphql } from "../../__generated__";
import type { SignatureInput } from "../../__generated__/graphql";

export const SignerPinQuery = graphql(`
  query SignerHasPin {
    me {
      id
      hasPin
    }
  }
`);

export type CredentialMethod = "password" | "pin";
export interface Credential {
  method: CredentialMethod;
  secret: string;
}

export const EMPTY_CREDENTIAL: Credential = { method: "password", secret: "" };

/** The server's PIN rule (schema/src/rest/auth.ts): 4 to 6 digits. */
const PIN_MAX_LENGTH = 6;

/** The mutation's `signature`: exactly one of password or PIN. */
export const toSignatureInput = ({ method, secret }: Credential): SignatureInput =>
  method === "pin" ? { pin: secret } : { password: secret };

/**
 * Signing re-enters the password or, for someone who has set one, the PIN (a toggle between
 * them). The server checks it and limits the tries; a PIN not offered cannot use one up.
 */
export function CredentialFields({
  value,
  onChange,
  autoFocus = true,
  problem,
}: {
  value: Credential;
  onChange: (next: Credential) => void;
  autoFocus?: boolean;
  /** What is wrong with the password or PIN, said under it. */
  problem?: string;
}) {
  const { data } = useQuery(SignerPinQuery);
  const hasPin = data?.me?.hasPin ?? false;
  const pin = value.method === "pin";
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {hasPin && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={value.method}
          onChange={(_event, method: CredentialMethod | null) => method && onChange({ method, secret: "" })}
          aria-label="Sign with"
        >
          <ToggleButton value="password">Password</ToggleButton>
          <ToggleButton value="pin">PIN</ToggleButton>
        </ToggleButtonGroup>
      )}
      <TextField
        key={value.method}
        required
        autoFocus={autoFocus}
        label={pin ? "PIN" : "Password"}
        type="password"
        autoComplete={pin ? "off" : "current-password"}
        value={value.secret}
        onChange={(event) =>
          onChange({
            ...value,
            secret: pin ? event.target.value.replace(/\D/g, "").slice(0, PIN_MAX_LENGTH) : event.target.value,
          })
        }
        error={Boolean(problem)}
        helperText={problem}
        slotProps={{ htmlInput: pin ? { inputMode: "numeric", maxLength: PIN_MAX_LENGTH } : { maxLength: 200 } }}
      />
    </Box>
  );
}
