import { useState } from "react";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { facilityToday } from "@hearth/schema";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { useCheckedSubmit } from "../../../../lib/forms/useCheckedSubmit";
import type { Checked } from "../../../../lib/forms/useCheckedSubmit";
import { DateField } from "../episodes/fields";
import type { ConsentCard_ConsentFragment } from "../../../../__generated__/graphql";

/** What each step's dialog (revoke, event occurred) is opened with. */
export interface ConsentStepProps {
  mrNo: string;
  consent: ConsentCard_ConsentFragment;
  onClose: () => void;
  onSaved: () => void;
}

/** A step's draft: the day it happened (under the API's name for it, e.g. `revokedOn`) and the note. */
export type StepDraft<DateKey extends string> = Record<DateKey | "note", string>;

/**
 * A step in a consent's life recorded as the day it happened and a note in words (revoked by the client, the
 * event ending it occurred), checked with the API's body for the step; a problem, the server's too, shows
 * under its field.
 */
export function ConsentStepDialog<DateKey extends string, Input>(props: {
  title: string;
  submitLabel: string;
  submitColor?: "error";
  /** What the step means for the consent, above the fields. */
  intro: ReactNode;
  /** The day's key in the API's body, and its label. */
  date: { key: DateKey; label: string };
  /** The note's label, and an example under it until it has a problem. */
  note: { label: string; example: string };
  check: (draft: StepDraft<DateKey>) => Checked<Input, DateKey | "note">;
  /** Records the step with the checked input, then closes the dialog. */
  send: (input: Input) => Promise<void>;
  onClose: () => void;
}) {
  const { date, note } = props;
  const [draft, setDraft] = useState(() => ({ [date.key]: facilityToday(), note: "" }) as StepDraft<DateKey>);
  const fields = { labels: { [date.key]: date.label, note: note.label } as StepDraft<DateKey> };
  const { problemOf, error, busy, submit } = useCheckedSubmit(props.check(draft), props.send, {
    values: draft,
    fields,
  });
  const change = (key: DateKey | "note", value: string) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <FormDialog
      open
      title={props.title}
      submitLabel={props.submitLabel}
      submitColor={props.submitColor}
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={props.onClose}
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {props.intro}
        </Typography>
        <DateField
          label={date.label}
          required
          value={draft[date.key]}
          onChange={(value) => change(date.key, value)}
          problem={problemOf(date.key)}
        />
        <TextField
          label={note.label}
          required
          multiline
          minRows={2}
          value={draft.note}
          onChange={(event) => change("note", event.target.value)}
          error={Boolean(problemOf("note"))}
          helperText={problemOf("note") ?? note.example}
        />
      </Box>
    </FormDialog>
  );
}
