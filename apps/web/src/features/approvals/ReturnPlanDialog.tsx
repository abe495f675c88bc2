import { useState } from "react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ReturnTreatmentPlanBody } from "@hearth/schema";
import { checkBody } from "../../lib/forms/checkBody";
import { FormDialog } from "../../lib/forms/FormDialog";
import { useCheckedSubmit } from "../../lib/forms/useCheckedSubmit";

const REASON_LABEL = "What needs revision";
/** The API's limit on a reason (schema/src/rest/treatmentPlans.ts ReturnTreatmentPlanBody). */
const REASON_MAX = 2000;

/**
 * "Return for revision" of a signed treatment plan: the reason is required, checked with the API's own
 * body before it is sent; the API's refusal shows here in its words. On success the owner closes it.
 */
export function ReturnPlanDialog(props: { onReturn: (reason: string) => Promise<void>; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const check = checkBody(ReturnTreatmentPlanBody, { reason });
  const { problemOf, error, busy, submit } = useCheckedSubmit(check, (input) => props.onReturn(input.reason), {
    values: { reason },
    fields: { labels: { reason: REASON_LABEL } },
  });
  const problem = problemOf("reason");

  return (
    <FormDialog
      open
      title="Return the plan for revision"
      submitLabel="Return for revision"
      busyLabel="Returning…"
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={props.onClose}
      submitColor="warning"
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <Typography variant="body2">
          The author&apos;s signature is voided, the plan opens again for writing, and its authors see your reason.
        </Typography>
        <TextField
          required
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={REASON_LABEL}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(problem)}
          helperText={problem}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
      </Box>
    </FormDialog>
  );
}
