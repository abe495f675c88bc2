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
import { checkRevocation } from "./consentForm";
import type { RevocationDraft } from "./consentForm";
import { RevokeClientConsentMutation } from "./queries";

/** Records the client's written revocation: the day and how (the letter, the form). */
export function RevokeConsentDialog({
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
  const [draft, setDraft] = useState<RevocationDraft>({ revokedOn: facilityToday(), note: "" });
  const [revoke] = useMutation(RevokeClientConsentMutation);
  const { problemOf, error, busy, submit } = useCheckedSubmit(checkRevocation(draft), async (input) => {
    await revoke({ variables: { mrNo, consentId: consent.id, input } });
    notify(`Consent to ${consent.recipientName} revoked`, "success");
    onSaved();
    onClose();
  });

  return (
    <FormDialog
      open
      title={`Revoke the consent to ${consent.recipientName}`}
      submitLabel="Revoke"
      submitColor="error"
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          From this day nothing more may be disclosed under it. Part 2 asks for the revocation in writing: say how the
          client revoked it.
        </Typography>
        <DateField
          label="Revoked on"
          required
          value={draft.revokedOn}
          onChange={(revokedOn) => setDraft((d) => ({ ...d, revokedOn }))}
          problem={problemOf("revokedOn")}
        />
        <TextField
          label="How it was revoked"
          required
          multiline
          minRows={2}
          value={draft.note}
          onChange={(event) => setDraft((d) => ({ ...d, note: event.target.value }))}
          error={Boolean(problemOf("note"))}
          helperText={problemOf("note") ?? "e.g. the client's signed letter, scanned into documents"}
          slotProps={{ htmlInput: { maxLength: CONSENT_LIMITS.note } }}
        />
      </Box>
    </FormDialog>
  );
}
