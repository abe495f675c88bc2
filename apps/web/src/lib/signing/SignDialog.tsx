import { useState } from "react";
import type { ReactNode } from "react";
import type { z } from "zod";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { SignatureCredential } from "@hearth/schema";
import { checkBody } from "../forms/checkBody";
import { FormDialog } from "../forms/FormDialog";
import { useCheckedSubmit } from "../forms/useCheckedSubmit";
import { CredentialFields, EMPTY_CREDENTIAL, toSignatureInput } from "./CredentialFields";
import type { Credential } from "./CredentialFields";

/** A body the credential goes in: the API's own signature body, or one that adds fields to it. */
type SignedBody = z.ZodType<unknown, z.input<typeof SignatureCredential>>;
type FieldOf<Body extends SignedBody> = keyof z.input<Body> & string;
/** A body's fields as the form holds them, before they are checked. */
type Draft<Body extends SignedBody> = { [Field in keyof z.input<Body>]?: unknown };

/** The credential's fields, by the names the API's bodies give them. */
const CREDENTIAL_LABELS = { password: "Password", pin: "PIN" };

/**
 * A signature dialog: what is being signed, any fields of its own, and the password or PIN. Checked with the
 * API's own body when Sign is pressed: each field's problem shows under it and nothing is sent. `onSign` runs
 * the mutation; its refusal shows in the dialog as the server wrote it.
 */
export function SignDialog<Body extends SignedBody = typeof SignatureCredential>(props: {
  title: string;
  description: ReactNode;
  submitLabel: string;
  busyLabel?: string;
  /** Runs with the credential and the checked body (e.g. an addendum's text as the API trims it). */
  onSign: (credential: Credential, input: z.output<Body>) => Promise<void>;
  onClose: () => void;
  submitColor?: "primary" | "success" | "error";
  /** Progress shown while busy, e.g. "Saving your last changes…". */
  status?: ReactNode;
  cancellable?: boolean;
  /** Fields signed along with the credential (an addendum's text): the API's whole body, their draft and labels. */
  fields?: {
    body: Body;
    draft: Draft<Body>;
    labels: { [Field in FieldOf<Body>]?: string };
    /** The fields, each told its problem (the form's own, or the server's) once Sign was pressed. */
    render: (problemOf: (field: FieldOf<Body>) => string | undefined) => ReactNode;
  };
}) {
  const [credential, setCredential] = useState<Credential>(EMPTY_CREDENTIAL);
  const body = (props.fields?.body ?? SignatureCredential) as Body;
  const draft = { ...props.fields?.draft, ...toSignatureInput(credential) } as Draft<Body>;
  const { problemOf, error, busy, submit } = useCheckedSubmit(
    checkBody(body, draft),
    (input) => props.onSign(credential, input),
    // A field the draft leaves out reads as absent, as the server would find it.
    {
      values: draft as Record<FieldOf<Body>, unknown>,
      fields: { labels: { ...props.fields?.labels, ...CREDENTIAL_LABELS } },
    },
  );

  return (
    <FormDialog
      open
      title={props.title}
      submitLabel={props.submitLabel}
      busyLabel={props.busyLabel ?? "Signing…"}
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={props.onClose}
      submitColor={props.submitColor}
      cancellable={props.cancellable}
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <Typography variant="body2">{props.description}</Typography>
        {props.fields?.render(problemOf)}
        <CredentialFields
          value={credential}
          onChange={setCredential}
          problem={problemOf(credential.method)}
          autoFocus={!props.fields}
        />
        {busy && props.status && (
          <Typography role="status" variant="body2" color="text.secondary">
            {props.status}
          </Typography>
        )}
      </Box>
    </FormDialog>
  );
}
