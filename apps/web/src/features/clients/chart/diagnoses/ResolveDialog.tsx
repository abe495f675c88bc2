import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { UpdateDiagnosisBody } from "@hearth/schema";
import type { DiagnosisRow_DiagnosisFragment } from "../../../../__generated__/graphql";
import { useShell } from "../../../../app/shell/ShellState";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { messageOf } from "../../../../lib/errors";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { UpdateClientDiagnosisMutation } from "./queries";

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
  const [serverError, setServerError] = useState<string | null>(null);
  const [updateDiagnosis, updated] = useMutation(UpdateClientDiagnosisMutation);
  const parsed = UpdateDiagnosisBody.safeParse({
    action: "update",
    id: diagnosis.id,
    status: "resolved",
    resolvedDate,
  });
  const problem = parsed.success
    ? diagnosis.onsetDate && resolvedDate < diagnosis.onsetDate
      ? "must not be before the onset date"
      : undefined
    : parsed.error.issues[0]?.message;

  const save = async () => {
    if (problem) return;
    setServerError(null);
    try {
      await updateDiagnosis({ variables: { mrNo, id: diagnosis.id, input: { status: "resolved", resolvedDate } } });
      notify(`${diagnosis.code} resolved`, "success");
      onSaved();
      onClose();
    } catch (error) {
      setServerError(messageOf(error));
    }
  };

  return (
    <FormDialog
      open
      title={`Resolve ${diagnosis.code}`}
      submitLabel="Resolve"
      busy={updated.loading}
      error={serverError}
      submitDisabled={Boolean(problem)}
      onSubmit={() => void save()}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography sx={{ mb: 2 }}>{diagnosis.description}</Typography>
      <TextField
        fullWidth
        required
        label="Resolved on"
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
