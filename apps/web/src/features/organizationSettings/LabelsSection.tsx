import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { LABEL_COLOR_STYLES, LABEL_COLORS, LabelCreate, LabelUpdate } from "@hearth/schema";
import type { LabelColor } from "@hearth/schema";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { useCan } from "../../app/session/capabilities";
import { useShell } from "../../app/shell/ShellState";
import { messageOf } from "../../lib/errors";
import { LabelChip } from "../clients/list/LabelChip";
import { LabelsQuery } from "../clients/list/labelQueries";
import { SettingsSection } from "./SettingsSection";

const CreateLabelMutation = graphql(`
  mutation CreateLabel($input: LabelInput!) {
    createLabel(input: $input) {
      id
      name
      color
      archived
    }
  }
`);

const UpdateLabelMutation = graphql(`
  mutation UpdateLabel($id: ID!, $input: LabelUpdateInput!) {
    updateLabel(id: $id, input: $input) {
      id
      name
      color
      archived
    }
  }
`);

interface LabelDraft {
  name: string;
  color: LabelColor;
}

/** The first message of each field, as the API's own schema words it. */
function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "name")] ??= issue.message;
  return errors;
}

/**
 * Settings › Labels (administrators): the organization's labels, created, renamed, recoloured,
 * archived and restored here; each change is logged by the server.
 */
export function LabelsSection() {
  const can = useCan();
  const { data, error, refetch } = useQuery(LabelsQuery, { variables: { includeArchived: true } });
  if (!can("label:manage")) return null;
  const labels = data?.labels ?? [];
  return (
    <SettingsSection title="Labels" id="labels">
      <Typography color="text.secondary">
        Coloured tags staff put on clients (“Fall risk”, “MAT”): they show in the client list and the chart, and the
        list filters by them. An archived label leaves every client&apos;s row until you restore it.
      </Typography>
      {error && <LoadError what="The labels" error={error} onRetry={() => void refetch()} />}
      <NewLabelForm />
      <List aria-label="Labels" dense disablePadding>
        {labels.map((label) => (
          <LabelRow key={label.id} label={label} />
        ))}
      </List>
    </SettingsSection>
  );
}

function LabelFields({
  draft,
  errors,
  onChange,
  idPrefix,
}: {
  draft: LabelDraft;
  errors: Partial<Record<string, string>>;
  onChange: (draft: LabelDraft) => void;
  idPrefix: string;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        size="small"
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
        error={Boolean(errors["name"])}
        helperText={errors["name"]}
        slotProps={{ htmlInput: { maxLength: 40 } }}
        sx={{ minWidth: 220 }}
      />
      <TextField
        id={`${idPrefix}-color`}
        select
        label="Colour"
        size="small"
        value={draft.color}
        onChange={(event) => onChange({ ...draft, color: event.target.value as LabelColor })}
        error={Boolean(errors["color"])}
        helperText={errors["color"]}
        sx={{ minWidth: 150 }}
      >
        {LABEL_COLORS.map((color) => (
          <MenuItem key={color} value={color}>
            <Box
              component="span"
              sx={{ width: 14, height: 14, borderRadius: "50%", bgcolor: LABEL_COLOR_STYLES[color].hex, mr: 1 }}
            />
            {LABEL_COLOR_STYLES[color].name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

function NewLabelForm() {
  const { notify } = useShell();
  const [draft, setDraft] = useState<LabelDraft>({ name: "", color: "blue" });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [create, creating] = useMutation(CreateLabelMutation, { refetchQueries: ["Labels"] });

  const submit = async () => {
    const checked = LabelCreate.safeParse(draft);
    if (!checked.success) return setErrors(fieldErrors(checked.error.issues));
    try {
      await create({ variables: { input: checked.data } });
      setDraft({ name: "", color: draft.color });
      setErrors({});
      notify(`Label “${checked.data.name}” added`, "success");
    } catch (failure) {
      setErrors({ name: messageOf(failure) });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="New label"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}
    >
      <LabelFields
        idPrefix="new-label"
        draft={draft}
        errors={errors}
        onChange={(next) => {
          setDraft(next);
          setErrors({});
        }}
      />
      <Button type="submit" variant="contained" disabled={creating.loading}>
        Add label
      </Button>
    </Box>
  );
}

function LabelRow({ label }: { label: { id: string; name: string; color: LabelColor; archived: boolean } }) {
  const { notify } = useShell();
  const [editing, setEditing] = useState<LabelDraft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  // The label is normalised by id: the answer updates every list and chip that shows it.
  const [update, updating] = useMutation(UpdateLabelMutation);

  const save = async (input: { name?: string; color?: LabelColor; archived?: boolean }) => {
    if (Object.keys(input).length === 0) return setEditing(null);
    const checked = LabelUpdate.safeParse(input);
    if (!checked.success) return setErrors(fieldErrors(checked.error.issues));
    try {
      await update({ variables: { id: label.id, input: checked.data } });
      setEditing(null);
      setErrors({});
    } catch (failure) {
      if (editing) setErrors({ name: messageOf(failure) });
      else notify(`The label could not be changed: ${messageOf(failure)}`, "error");
    }
  };

  if (editing)
    return (
      <ListItem
        component="form"
        noValidate
        aria-label={`Edit ${label.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          void save({
            ...(editing.name.trim() !== label.name ? { name: editing.name } : {}),
            ...(editing.color !== label.color ? { color: editing.color } : {}),
          });
        }}
        sx={{ gap: 2, flexWrap: "wrap", alignItems: "flex-start", py: 1 }}
      >
        <LabelFields idPrefix={`label-${label.id}`} draft={editing} errors={errors} onChange={setEditing} />
        <Button type="submit" variant="contained" disabled={updating.loading}>
          Save
        </Button>
        <Button onClick={() => setEditing(null)}>Cancel</Button>
      </ListItem>
    );

  return (
    <ListItem sx={{ gap: 2, py: 1 }} aria-label={label.name}>
      <Box sx={{ flexGrow: 1 }}>
        <LabelChip label={label} />
      </Box>
      {!label.archived && (
        <Button
          size="small"
          aria-label={`Edit ${label.name}`}
          onClick={() => setEditing({ name: label.name, color: label.color })}
        >
          Edit
        </Button>
      )}
      <Button
        size="small"
        color={label.archived ? "primary" : "warning"}
        aria-label={`${label.archived ? "Restore" : "Archive"} ${label.name}`}
        disabled={updating.loading}
        onClick={() => void save({ archived: !label.archived })}
      >
        {label.archived ? "Restore" : "Archive"}
      </Button>
    </ListItem>
  );
}
