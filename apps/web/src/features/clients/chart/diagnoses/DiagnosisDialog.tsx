import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { DIAGNOSIS_RANK_LABELS, DIAGNOSIS_RANKS } from "@hearth/schema";
import type { DiagnosisRank } from "@hearth/schema";
import type { DiagnosisRow_DiagnosisFragment } from "../../../../__generated__/graphql";
import { useShell } from "../../../../app/shell/ShellState";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { useFieldRefusal } from "../../../../lib/forms/fieldRefusal";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { RefusalLines } from "../../../../lib/forms/Refusal";
import { CodeSearchField } from "./CodeSearchField";
import { DIAGNOSIS_FIELDS, checkDiagnosisChange, checkNewDiagnosis, draftOf } from "./diagnosisForm";
import type { DiagnosisDraft } from "./diagnosisForm";
import { AddClientDiagnosisMutation, UpdateClientDiagnosisMutation } from "./queries";

const SHRUNK = { inputLabel: { shrink: true } } as const;

/**
 * Add a diagnosis (`diagnosis` null) or edit one (rank, onset, notes; the code stays). Checked as one
 * types with the server's own schema; what the server still refuses shows above the fields.
 */
export function DiagnosisDialog({
  mrNo,
  diagnosis,
  primary,
  onClose,
  onSaved,
}: {
  mrNo: string;
  diagnosis: DiagnosisRow_DiagnosisFragment | null;
  /** The client's active primary diagnosis, which a new primary makes secondary. */
  primary: DiagnosisRow_DiagnosisFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { notify } = useShell();
  const [draft, setDraft] = useState<DiagnosisDraft>(() => draftOf(diagnosis, primary !== null));
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [addDiagnosis, added] = useMutation(AddClientDiagnosisMutation);
  const [updateDiagnosis, updated] = useMutation(UpdateClientDiagnosisMutation);
  const check = diagnosis ? checkDiagnosisChange(diagnosis, draft) : checkNewDiagnosis(draft);
  const refused = useFieldRefusal(refusal, draft, DIAGNOSIS_FIELDS);
  // The date field's own problems (a future date) show at once: they are never half-typed. So do the notes'
  // (a paste longer than they keep); the rest once the person has tried to save.
  const shownNow = (field: keyof DiagnosisDraft) => attempted || (field !== "code" && draft[field] !== "");
  const problemOf = (field: keyof DiagnosisDraft) =>
    (!check.ok && shownNow(field) ? check.problems[field] : undefined) ?? refused.problemOf(field);
  const change = (patch: Partial<DiagnosisDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const demotes = draft.rank === "primary" && primary !== null && primary.id !== diagnosis?.id;

  const save = async () => {
    setAttempted(true);
    if (!check.ok) return;
    setRefusal(null);
    refused.sending();
    try {
      if (diagnosis) {
        const changed = checkDiagnosisChange(diagnosis, draft);
        if (changed.ok && Object.keys(changed.input).length > 0)
          await updateDiagnosis({ variables: { mrNo, id: diagnosis.id, input: changed.input } });
        notify("Diagnosis saved", "success");
      } else {
        const created = checkNewDiagnosis(draft);
        if (!created.ok) return;
        await addDiagnosis({ variables: { mrNo, input: created.input } });
        notify(`${created.input.code} added`, "success");
      }
      onSaved();
      onClose();
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <FormDialog
      open
      title={diagnosis ? `Edit ${diagnosis.code}` : "Add diagnosis"}
      submitLabel={diagnosis ? "Save" : "Add"}
      busy={added.loading || updated.loading}
      error={refused.banner && <RefusalLines {...refused.banner} />}
      onSubmit={() => void save()}
      onClose={onClose}
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        {diagnosis ? (
          <Typography>
            <strong>{diagnosis.code}</strong> — {diagnosis.description}
          </Typography>
        ) : (
          <CodeSearchField
            value={draft.code}
            onChange={(code) => change({ code })}
            error={Boolean(problemOf("code"))}
            helperText={problemOf("code") ?? "Billable codes only; headings group them"}
          />
        )}
        <FormControl>
          <FormLabel id="diagnosis-rank-label">Rank</FormLabel>
          <RadioGroup
            row
            aria-labelledby="diagnosis-rank-label"
            value={draft.rank}
            onChange={(event) => change({ rank: event.target.value as DiagnosisRank })}
          >
            {DIAGNOSIS_RANKS.map((rank) => (
              <FormControlLabel key={rank} value={rank} control={<Radio />} label={DIAGNOSIS_RANK_LABELS[rank]} />
            ))}
          </RadioGroup>
          {demotes && (
            <FormHelperText sx={{ mx: 0 }}>
              {primary.code} ({primary.description}) will become secondary.
            </FormHelperText>
          )}
        </FormControl>
        <TextField
          label={DIAGNOSIS_FIELDS.labels.onsetDate}
          type="date"
          value={draft.onsetDate}
          onChange={(event) => change({ onsetDate: event.target.value })}
          error={Boolean(problemOf("onsetDate"))}
          helperText={problemOf("onsetDate") ?? "Optional"}
          slotProps={{ ...SHRUNK, htmlInput: { max: facilityToday() } }}
        />
        <TextField
          label={DIAGNOSIS_FIELDS.labels.notes}
          multiline
          minRows={2}
          value={draft.notes}
          onChange={(event) => change({ notes: event.target.value })}
          error={Boolean(problemOf("notes"))}
          helperText={problemOf("notes")}
        />
      </Box>
    </FormDialog>
  );
}
