import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { CONSENT_LIMITS, facilityToday } from "@hearth/schema";
import type { ConsentCard_ConsentFragment } from "../../../../__generated__/graphql";
import { useShell } from "../../../../app/shell/ShellState";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { useCheckedSubmit } from "../../../../lib/forms/useCheckedSubmit";
import { DateField } from "../episodes/fields";
import { checkConsentEvent } from "./consentForm";
import type { EventDraft } from "./consentForm";
import { RecordConsentEventOccurredMutation } from "./queries";

/**
 * "Event occurred": the event the consent ends with (described in its words) happened; the consent is
 * recorded as expired that day, not as revoked by the client.
 */
export function EventOccurredDialog({
  mrNo,
  consent,
  onClose,
  onSaved,
}: {
  mrNo: string;
  consent: ConsentCard_ConsentFragment;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { notify } = useShell();
  const [draft, setDraft] = useState<EventDraft>({ occurredOn: facilityToday(), note: "" });
  const [record] = useMutation(RecordConsentEventOccurredMutation);
  const { problemOf, error, busy, submit } = useCheckedSubmit(checkConsentEvent(draft), async (input) => {
    await record({ variables: { mrNo, consentId: consent.id, input } });
    notify(`Consent to ${consent.recipientName} recorded as expired`, "success");
    onSaved();
    onClose();
  });

  return (
    <FormDialog
      open
      title={`The event ending the consent to ${consent.recipientName} occurred`}
      submitLabel="Record"
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          The consent ends when: <strong>{consent.expiryEventDescription}</strong>. It will read as expired from the day
          the event happened (not as revoked), and nothing more may be disclosed under it from that day.
        </Typography>
        <DateField
          label="Occurred on"
          required
          value={draft.occurredOn}
          onChange={(occurredOn) => setDraft((d) => ({ ...d, occurredOn }))}
          problem={problemOf("occurredOn")}
        />
        <TextField
          label="What happened"
          required
          multiline
          minRows={2}
          value={draft.note}
          onChange={(event) => setDraft((d) => ({ ...d, note: event.target.value }))}
          error={Boolean(problemOf("note"))}
          helperText={problemOf("note") ?? "e.g. the court closed the case; the order is scanned into documents"}
          slotProps={{ htmlInput: { maxLength: CONSENT_LIMITS.note } }}
        />
      </Box>
    </FormDialog>
  );
}
