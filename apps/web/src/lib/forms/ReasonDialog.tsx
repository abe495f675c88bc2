import { useState } from "react";
import type { ReactNode } from "react";
import type { z } from "zod";
import TextField from "@mui/material/TextField";
import { FormDialog } from "./FormDialog";
import { checkBody } from "./checkBody";
import { useCheckedSubmit } from "./useCheckedSubmit";

const FIELDS = { labels: { reason: "Reason" } };

/**
 * Asks why before a step the chart keeps on record (deleting a document, marking a diagnosis entered in
 * error). The reason is checked with the API's own body for the step (its length too: a long paste is not cut
 * short), and its problem, or the server's, shows under the field.
 */
export function ReasonDialog(props: {
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** The API's body for the step, `{ reason }`: it trims the reason and says what is missing. */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  /** Under the field until it has a problem, e.g. "For example: scanned into the wrong chart." */
  example: string;
  /** Runs the step with the checked reason, then closes the dialog. */
  send: (reason: string) => Promise<void>;
  onClose: () => void;
  /** What the step does, above the field. */
  children: ReactNode;
}) {
  const [reason, setReason] = useState("");
  const { problemOf, error, busy, submit } = useCheckedSubmit(
    checkBody(props.schema, { reason }),
    (input) => props.send(input.reason),
    { values: { reason }, fields: FIELDS },
  );
  const problem = problemOf("reason");

  return (
    <FormDialog
      open
      title={props.title}
      submitLabel={props.submitLabel}
      submitColor="error"
      busyLabel={props.busyLabel}
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={props.onClose}
      noValidate
    >
      {props.children}
      <TextField
        autoFocus
        required
        fullWidth
        multiline
        minRows={2}
        label={FIELDS.labels.reason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? props.example}
      />
    </FormDialog>
  );
}
