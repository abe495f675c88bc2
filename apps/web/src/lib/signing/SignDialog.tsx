import { useState } from "react";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { FormDialog } from "../forms/FormDialog";
import { Refusal } from "../forms/Refusal";
import { CredentialFields, EMPTY_CREDENTIAL } from "./CredentialFields";
import type { Credential } from "./CredentialFields";
import { useDialogRequest } from "../forms/useDialogRequest";

/**
 * A signature dialog: what is being signed, any fields of its own (`children`), and the password
 * or PIN. `onSign` runs the mutation; its refusal shows in the dialog as the server wrote it.
 */
export function SignDialog(props: {
  title: string;
  description: ReactNode;
  submitLabel: string;
  busyLabel?: string;
  onSign: (credential: Credential) => Promise<void>;
  onClose: () => void;
  canSubmit?: boolean;
  submitColor?: "primary" | "success" | "error";
  /** Progress shown while busy, e.g. "Saving your last changes…". */
  status?: ReactNode;
  cancellable?: boolean;
  children?: ReactNode;
}) {
  const [credential, setCredential] = useState<Credential>(EMPTY_CREDENTIAL);
  const { busy, error, run } = useDialogRequest(props.onSign);

  return (
    <FormDialog
      open
      title={props.title}
      submitLabel={props.submitLabel}
      busyLabel={props.busyLabel ?? "Signing…"}
      busy={busy}
      error={error ? <Refusal error={error} /> : null}
      onSubmit={() => void run(credential)}
      onClose={props.onClose}
      submitDisabled={credential.secret === "" || props.canSubmit === false}
      submitColor={props.submitColor}
      cancellable={props.cancellable}
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <Typography variant="body2">{props.description}</Typography>
        {props.children}
        <CredentialFields value={credential} onChange={setCredential} autoFocus={!props.children} />
        {busy && props.status && (
          <Typography role="status" variant="body2" color="text.secondary">
            {props.status}
          </Typography>
        )}
      </Box>
    </FormDialog>
  );
}
