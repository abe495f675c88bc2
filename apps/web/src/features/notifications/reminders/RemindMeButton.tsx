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
import { ReminderBody } from "@hearth/schema";
import { graphql } from "../../../__generated__";
import type { ReminderSubject } from "../../../__generated__/graphql";
import { useShell } from "../../../app/shell/ShellState";
import { combineDateAndTime, DateError, userTimeZone } from "../../../lib/dates";
import { checkBody } from "../../../lib/forms/checkBody";
import type { Checked } from "../../../lib/forms/checkBody";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { useCheckedSubmit } from "../../../lib/forms/useCheckedSubmit";
import {
  initialReminderDraft,
  quickChoiceTime,
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

/** The fields that show a problem, by the names the API gives them. */
const FIELDS = { labels: { remindAt: "When", note: "Note" } };

/** A chosen time's two fields, each an input of its own type. */
const PICKED_PARTS = [
  { part: "date", label: "Date" },
  { part: "time", label: "Time" },
] as const;

/** The instant a picked date and time mean in `zone`; empty when either is missing (the API says so). */
function pickedInstant(date: string, time: string, zone: string): string {
  try {
    return combineDateAndTime(date, time, zone);
  } catch (error) {
    if (error instanceof DateError) return "";
    throw error;
  }
}

/**
 * The draft checked with the API's own body, and against the clock: a picked time must be to come (the API
 * refuses a past one too, after the round trip).
 */
function checkReminder(
  subjectType: ReminderSubject,
  subjectId: string,
  draft: ReminderDraft,
  now: Date,
  zone: string,
): Checked<{ remindAt: string; note: string | null }, "remindAt" | "note"> {
  const remindAt =
    draft.choice === "custom" ? pickedInstant(draft.date, draft.time, zone) : quickChoiceTime(draft.choice, now, zone);
  const checked = checkBody(ReminderBody, { subjectType, subjectId, remindAt, note: draft.note });
  const planned = reminderFromDraft(draft, now, zone);
  const problems: Partial<Record<"remindAt" | "note", string>> = checked.ok
    ? {}
    : { remindAt: checked.problems.remindAt, note: checked.problems.note };
  problems.remindAt ??= "problems" in planned ? planned.problems.when : undefined;
  if (checked.ok && !problems.remindAt) return { ok: true, input: { remindAt, note: checked.input.note || null } };
  return { ok: false, problems };
}

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
  const [setReminder] = useMutation(SetReminderMutation);
  const change = (patch: Partial<ReminderDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // Checked against the clock of this render; the server checks again when it is sent.
  const check = checkReminder(subjectType, subjectId, draft, new Date(), zone);
  const { problemOf, error, busy, submit } = useCheckedSubmit(
    check,
    async (wanted) => {
      const { data } = await setReminder({ variables: { input: { subjectType, subjectId, ...wanted } } });
      const remindAt = data?.setReminder.remindAt ?? wanted.remindAt;
      notify(`Reminder set for ${reminderTimeText(remindAt, zone)}`, "success");
      onClose();
    },
    { values: { remindAt: `${draft.choice} ${draft.date} ${draft.time}`, note: draft.note }, fields: FIELDS },
  );
  // A picked date and time are whole values: their problem shows at once, under the one to change.
  const when = (check.ok ? undefined : check.problems.remindAt) ?? problemOf("remindAt");
  const whenAt = draft.choice !== "custom" ? "choice" : draft.date === "" ? "date" : "time";
  const note = problemOf("note");

  return (
    <FormDialog
      open
      title="Remind me"
      submitLabel="Save"
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
      noValidate
    >
      <div>
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
            {PICKED_PARTS.map(({ part, label }) => (
              <TextField
                key={part}
                required
                label={label}
                type={part}
                value={draft[part]}
                onChange={(event) => change({ [part]: event.target.value })}
                error={whenAt === part && Boolean(when)}
                helperText={whenAt === part ? when : undefined}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              />
            ))}
          </Box>
        )}
        {whenAt === "choice" && when ? (
          <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
            {when}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {check.ok ? `You'll be reminded ${reminderTimeText(check.input.remindAt, zone)}` : ""}
          </Typography>
        )}
        <TextField
          label="Note (optional)"
          multiline
          minRows={2}
          fullWidth
          value={draft.note}
          onChange={(event) => change({ note: event.target.value })}
          error={Boolean(note)}
          helperText={note ?? `${draft.note.trim().length}/${REMINDER_NOTE_MAX}`}
          sx={{ mt: 2 }}
        />
      </div>
    </FormDialog>
  );
}
