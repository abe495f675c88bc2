import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import AlarmIcon from "@mui/icons-material/AlarmAdd";
import { graphql } from "../../../__generated__";
import type { ReminderSubject } from "../../../__generated__/graphql";
import { useShell } from "../../../app/shell/ShellState";
import { userTimeZone } from "../../../lib/dates";
import { messageOf } from "../../../lib/errors";
import { FormDialog } from "../../../lib/forms/FormDialog";
import {
  initialReminderDraft,
  REMINDER_CHOICES,
  REMINDER_NOTE_MAX,
  reminderFromDraft,
  reminderTimeText,
} from "./reminderTimes";
import type { ReminderChoice, ReminderDraft } from "./reminderTimes";

const SetReminderMutation = graphql(`
  mutation SetReminder($input: ReminderInput!) {
    setReminder(input: $input) {
      id
      remindAt
    }
  }
`);

/** "Remind me" on an item (a session, a note, a client chart): the button and its dialog. */
export function RemindMeButton({ subjectType, subjectId }: { subjectType: ReminderSubject; subjectId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<AlarmIcon />} onClick={() => setOpen(true)}>
        Remind me
      </Button>
      {open && <RemindMeDialog subjectType={subjectType} subjectId={subjectId} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Mounted while open, so each opening starts from a fresh draft. */
export function RemindMeDialog({
  subjectType,
  subjectId,
  onClose,
}: {
  subjectType: ReminderSubject;
  subjectId: string;
  onClose: () => void;
}) {
  const zone = userTimeZone();
  const { notify } = useShell();
  const [draft, setDraft] = useState<ReminderDraft>(() => initialReminderDraft(new Date(), zone));
  const [serverError, setServerError] = useState<string | null>(null);
  const [setReminder, { loading }] = useMutation(SetReminderMutation);
  const change = (patch: Partial<ReminderDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // Checked against the clock of this render; Save checks again at the moment it is pressed.
  const checked = reminderFromDraft(draft, new Date(), zone);
  const problems = "problems" in checked ? checked.problems : {};

  const save = async () => {
    const wanted = reminderFromDraft(draft, new Date(), zone);
    if ("problems" in wanted) return;
    setServerError(null);
    try {
      const { data } = await setReminder({
        variables: { input: { subjectType, subjectId, remindAt: wanted.remindAt, note: wanted.note } },
      });
      const remindAt = data?.setReminder.remindAt ?? wanted.remindAt;
      notify(`Reminder set for ${reminderTimeText(remindAt, zone)}`, "success");
      onClose();
    } catch (error) {
      setServerError(messageOf(error));
    }
  };

  return (
    <FormDialog
      open
      title="Remind me"
      submitLabel="Save"
      busy={loading}
      error={serverError}
      submitDisabled={"problems" in checked}
      onSubmit={() => void save()}
      onClose={onClose}
      maxWidth="xs"
    >
      <RadioGroup
        aria-label="When"
        value={draft.choice}
        onChange={(event) => change({ choice: event.target.value as ReminderChoice })}
      >
        {REMINDER_CHOICES.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} />
        ))}
      </RadioGroup>
      {draft.choice === "custom" && (
        <Box sx={{ display: "flex", gap: 2, mt: 1 }}>
          <TextField
            required
            label="Date"
            type="date"
            value={draft.date}
            onChange={(event) => change({ date: event.target.value })}
            error={Boolean(problems.when)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
          <TextField
            required
            label="Time"
            type="time"
            value={draft.time}
            onChange={(event) => change({ time: event.target.value })}
            error={Boolean(problems.when)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
        </Box>
      )}
      <Typography
        variant="body2"
        color={problems.when ? "error" : "text.secondary"}
        sx={{ mt: 1 }}
        role={problems.when ? "alert" : undefined}
      >
        {problems.when ??
          ("remindAt" in checked ? `You'll be reminded ${reminderTimeText(checked.remindAt, zone)}` : "")}
      </Typography>
      <TextField
        label="Note (optional)"
        multiline
        minRows={2}
        fullWidth
        value={draft.note}
        onChange={(event) => change({ note: event.target.value })}
        error={Boolean(problems.note)}
        helperText={problems.note ?? `${draft.note.trim().length}/${REMINDER_NOTE_MAX}`}
        sx={{ mt: 2 }}
      />
    </FormDialog>
  );
}
