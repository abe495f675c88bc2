import { useState } from "react";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { ASAM_DIMENSIONS, OBJECTIVE_STATUSES } from "@hearth/schema";
import type { ObjectiveStatus } from "@hearth/schema";
import type { OutlineFieldValue } from "@hearth/richtext";
import type { NumberedItem } from "./planOutline";
import { usePlanEditing } from "./planEditing";

export const OBJECTIVE_STATUS_LABELS: Record<ObjectiveStatus, string> = {
  open: "Open",
  met: "Met",
  progressing: "Progressing",
  not_progressing: "Not progressing",
  revised: "Revised",
  discontinued: "Discontinued",
};

const text = (value: OutlineFieldValue | undefined): string =>
  value === null || value === undefined ? "" : String(value);

/** The scalar fields of an item of the plan, by kind; a goal has none. */
export function ItemFields({ item }: { item: NumberedItem }) {
  switch (item.kind) {
    case "problem":
      return <ProblemFields item={item} />;
    case "objective":
      return <ObjectiveFields item={item} />;
    case "intervention":
      return <InterventionFields item={item} />;
    case "goal":
      return null;
  }
}

const rowSx = { display: "flex", flexWrap: "wrap", gap: 1.5, mt: 1 } as const;

function ProblemFields({ item }: { item: NumberedItem }) {
  const { diagnoses, editable, actions } = usePlanEditing();
  const code = text(item.node.fields["diagnosisCode"]);
  const dimension = text(item.node.fields["asamDimension"]);
  const known = diagnoses.some((d) => d.code === code);
  return (
    <Box sx={rowSx}>
      <TextField
        select
        size="small"
        label="Diagnosis"
        value={code}
        disabled={!editable}
        onChange={(event) => actions.setField(item.node.id, "diagnosisCode", event.target.value || null)}
        sx={{ minWidth: 260, flex: 1 }}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {diagnoses.map((d) => (
          <MenuItem key={d.code} value={d.code}>
            {d.code} {d.description}
          </MenuItem>
        ))}
        {code && !known && <MenuItem value={code}>{code} (no longer an active diagnosis)</MenuItem>}
      </TextField>
      <TextField
        select
        size="small"
        label="ASAM dimension"
        value={dimension}
        disabled={!editable}
        onChange={(event) =>
          actions.setField(item.node.id, "asamDimension", event.target.value ? Number(event.target.value) : null)
        }
        sx={{ minWidth: 260, flex: 1 }}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {ASAM_DIMENSIONS.map((d) => (
          <MenuItem key={d.dimension} value={String(d.dimension)}>
            {d.dimension}. {d.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function ObjectiveFields({ item }: { item: NumberedItem }) {
  const { editable, actions } = usePlanEditing();
  const status = text(item.node.fields["status"]) || "open";
  return (
    <Box sx={rowSx}>
      <TextField
        type="date"
        size="small"
        label="Target date"
        value={text(item.node.fields["targetDate"])}
        disabled={!editable}
        onChange={(event) => actions.setField(item.node.id, "targetDate", event.target.value || null)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        disabled={!editable}
        onChange={(event) => actions.setField(item.node.id, "status", event.target.value)}
        sx={{ minWidth: 180 }}
      >
        {OBJECTIVE_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {OBJECTIVE_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function InterventionFields({ item }: { item: NumberedItem }) {
  const { clinicians, editable, actions } = usePlanEditing();
  const responsible = text(item.node.fields["responsibleId"]);
  const known = clinicians.some((c) => c.id === responsible);
  return (
    <Box sx={rowSx}>
      <CommittedTextField
        label="Frequency"
        placeholder="e.g. Weekly, 50 minutes"
        value={text(item.node.fields["frequency"])}
        disabled={!editable}
        onCommit={(value) => actions.setField(item.node.id, "frequency", value.trim() || null)}
      />
      <TextField
        select
        size="small"
        label="Responsible clinician"
        value={responsible}
        disabled={!editable}
        onChange={(event) => actions.setField(item.node.id, "responsibleId", event.target.value || null)}
        sx={{ minWidth: 220, flex: 1 }}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {clinicians.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.fullname}
          </MenuItem>
        ))}
        {responsible && !known && <MenuItem value={responsible}>Unknown clinician</MenuItem>}
      </TextField>
    </Box>
  );
}

/**
 * A free-text field kept in the document as one value: written when the person leaves it (or
 * presses Enter), so that others' changes do not move the caret while they type. Shows the
 * document's value whenever it is not being edited.
 */
function CommittedTextField(props: {
  label: string;
  placeholder: string;
  value: string;
  disabled: boolean;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== props.value) props.onCommit(draft);
    setDraft(null);
  };
  return (
    <TextField
      size="small"
      label={props.label}
      placeholder={props.placeholder}
      value={draft ?? props.value}
      disabled={props.disabled}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
      }}
      slotProps={{ htmlInput: { maxLength: 200 } }}
      sx={{ minWidth: 220, flex: 1 }}
    />
  );
}
