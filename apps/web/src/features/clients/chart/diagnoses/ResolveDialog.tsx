import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { REQUIRED_MESSAGE, UpdateDiagnosisBody } from "@hearth/schema";
import type { DiagnosisRow_DiagnosisFragment } from "../../../../__generated__/graphql";
import { useShell } from "../../../../app/shell/ShellState";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { useCheckedSubmit } from "../../../../lib/forms/useCheckedSubmit";
import type { Checked } from "../../../../lib/forms/useCheckedSubmit";
import { UpdateClientDiagnosisMutation } from "./queries";

const FIELDS = { labels: { resolvedDate: "Resolved on" } };

/** Resolves a diagnosis on a date (today unless said; not before its onset, not in the future). */
export function ResolveDialog({
  mrNo,
  diagnosis,
  onClose,
  onSaved,
}: {
  mrNo: string;
  diagnosis: DiagnosisRow_DiagnosisFragment;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { notify } = useShell();
  const [resolvedDate, setResolvedDate] = useState(facilityToday());
  const [updateDiagnosis] = useMutation(UpdateClientDiagnosisMutation);
  const check = checkResolution(diagnosis, resolvedDate);
  const { problemOf, error, busy, submit } = useCheckedSubmit(
    check,
    async (input) => {
      await updateDiagnosis({ variables: { mrNo, id: diagnosis.id, input } });
      notify(`${diagnosis.code} resolved`, "success");
      onSaved();
      onClose();
    },
    { values: { resolvedDate }, fields: FIELDS },
  );
  // A date is never half-typed: its problem shows at once, and Resolve waits for a good one.
  const problem = (check.ok ? undefined : check.problems.resolvedDate) ?? problemOf("resolvedDate");

  return (
    <FormDialog
      open
      title={`Resolve ${diagnosis.code}`}
      submitLabel="Resolve"
      busy={busy}
      error={error}
      submitDisabled={Boolean(problem)}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
      noValidate
    >
      <Typography sx={{ mb: 2 }}>{diagnosis.description}</Typography>
      <TextField
        fullWidth
        required
        label={FIELDS.labels.resolvedDate}
        type="date"
        value={resolvedDate}
        onChange={(event) => setResolvedDate(event.target.value)}
        error={Boolean(problem)}
        helperText={problem}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { max: facilityToday(), ...(diagnosis.onsetDate ? { min: diagnosis.onsetDate } : {}) },
        }}
      />
    </FormDialog>
  );
}

/** The server's own check of a resolution, and the onset it must not precede (the API refuses that too). */
function checkResolution(
  diagnosis: DiagnosisRow_DiagnosisFragment,
  resolvedDate: string,
): Checked<{ status: "resolved"; resolvedDate: string }, "resolvedDate"> {
  const parsed = UpdateDiagnosisBody.safeParse({
    action: "update",
    id: diagnosis.id,
    status: "resolved",
    resolvedDate,
  });
  // The API takes no date as today; this form always sends one, so an emptied field is a missing date.
  const problem = !resolvedDate
    ? REQUIRED_MESSAGE
    : parsed.success
      ? diagnosis.onsetDate && resolvedDate < diagnosis.onsetDate
        ? "must not be before the onset date"
        : undefined
      : parsed.error.issues[0]?.message;
  return problem
    ? { ok: false, problems: { resolvedDate: problem } }
    : { ok: true, input: { status: "resolved", resolvedDate } };
}
