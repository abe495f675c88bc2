import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { ROLE_LABELS } from "@hearth/schema";
import type { Role } from "@hearth/schema";

interface Option {
  id: string;
  fullname: string;
  role: Role;
}

/** Several clinicians picked by name from a list already loaded (the clinical staff of a location). */
export function ClinicianMultiSelect(props: {
  label: string;
  options: readonly Option[];
  value: string[];
  onChange: (ids: string[]) => void;
  required?: boolean;
  helperText?: string;
  error?: boolean;
}) {
  // Grouped by role: the options must come in that order, or a role's heading repeats.
  const options = [...props.options].sort(
    (a, b) => ROLE_LABELS[a.role].localeCompare(ROLE_LABELS[b.role]) || a.fullname.localeCompare(b.fullname),
  );
  const selected = props.value.map(
    (id) => props.options.find((o) => o.id === id) ?? { id, fullname: "Unknown clinician", role: "therapist" as const },
  );
  return (
    <Autocomplete<Option, true>
      multiple
      options={options}
      value={selected}
      getOptionLabel={(option) => option.fullname}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      groupBy={(option) => ROLE_LABELS[option.role]}
      onChange={(_event, next) => props.onChange(next.map((option) => option.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          helperText={props.helperText}
          error={props.error}
          // The chips are the value, the text box only searches: the browser must not demand text in it.
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, required: false } }}
        />
      )}
    />
  );
}
