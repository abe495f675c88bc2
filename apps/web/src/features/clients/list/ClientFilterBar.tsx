import type { ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import OutlinedInput from "@mui/material/OutlinedInput";
import Select from "@mui/material/Select";
import TextField from "@mui/material/TextField";
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES, LEVELS_OF_CARE, levelOfCareLabel } from "@hearth/schema";
import type { ClientStatus } from "@hearth/schema";
import { useSessionUser } from "../../../app/session/SessionContext";
import { SearchField } from "../../../lib/SearchField";
import { LabelChip } from "./LabelChip";
import { admissionRangeIsBackwards } from "./clientListFilter";
import type { ClientListFilterState } from "./clientListFilter";
import { LabelsQuery } from "./labelQueries";

/** MUI hands a multiple Select's value as a string when autofill sets it; make it a list again. */
const toArray = (value: string[] | string): string[] => (typeof value === "string" ? value.split(",") : value);

/** The EMR list's filter: search, status, admission dates, level of care, location and labels. */
export function ClientFilterBar({
  filter,
  onChange,
}: {
  filter: ClientListFilterState;
  onChange: (next: ClientListFilterState) => void;
}) {
  const me = useSessionUser();
  const { data } = useQuery(LabelsQuery, { variables: { includeArchived: false } });
  const labels = data?.labels ?? [];
  const change = (patch: Partial<ClientListFilterState>) => onChange({ ...filter, ...patch });
  const backwards = admissionRangeIsBackwards(filter);

  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2, alignItems: "flex-start" }}>
      <SearchField
        value={filter.searchQuery}
        onChange={(searchQuery) => change({ searchQuery })}
        placeholder="Name, MR number or phone"
      />
      <MultiSelect
        id="client-status"
        label="Status"
        empty="Any status"
        value={filter.status}
        onChange={(status) => change({ status: status as ClientStatus[] })}
        options={CLIENT_STATUSES.map((s) => ({ value: s, label: CLIENT_STATUS_LABELS[s] }))}
      />
      <TextField
        label="Admitted from"
        type="date"
        value={filter.admissionDateFrom}
        onChange={(event) => change({ admissionDateFrom: event.target.value })}
        error={backwards}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Admitted to"
        type="date"
        value={filter.admissionDateTo}
        onChange={(event) => change({ admissionDateTo: event.target.value })}
        error={backwards}
        helperText={backwards ? "Choose a day on or after “Admitted from”" : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <MultiSelect
        id="client-level-of-care"
        label="Level of care"
        empty="Any level"
        value={filter.levelOfCare}
        onChange={(levelOfCare) => change({ levelOfCare })}
        options={LEVELS_OF_CARE.map((l) => ({ value: l.id, label: levelOfCareLabel(l.id) }))}
        chipLabel={(id) => levelOfCareLabel(id, { short: true })}
        minWidth={240}
      />
      <TextField
        select
        label="Location"
        value={filter.locationId}
        onChange={(event) => change({ locationId: event.target.value })}
        sx={{ minWidth: 220 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All my locations</MenuItem>
        {me.locations.map((location) => (
          <MenuItem key={location.id} value={location.id}>
            {location.name}
          </MenuItem>
        ))}
      </TextField>
      <MultiSelect
        id="client-labels"
        label="Labels"
        empty="Any labels"
        value={filter.labelIds.filter((id) => labels.some((l) => l.id === id))}
        onChange={(labelIds) => change({ labelIds })}
        options={labels.map((l) => ({ value: l.id, label: l.name, chip: <LabelChip label={l} /> }))}
      />
    </Box>
  );
}

interface Option {
  value: string;
  label: string;
  /** How the option shows in the menu and, chosen, in the field (its label, and a plain chip of it, when absent). */
  chip?: ReactNode;
}

function MultiSelect({
  id,
  label,
  empty,
  value,
  onChange,
  options,
  chipLabel,
  minWidth = 200,
}: {
  id: string;
  label: string;
  empty: string;
  value: string[];
  onChange: (next: string[]) => void;
  options: Option[];
  chipLabel?: (value: string) => string;
  minWidth?: number;
}) {
  const labelId = `${id}-label`;
  return (
    <FormControl sx={{ minWidth, maxWidth: 420, flex: { xs: "1 1 100%", sm: "0 0 auto" } }}>
      <InputLabel id={labelId} shrink>
        {label}
      </InputLabel>
      <Select<string[]>
        labelId={labelId}
        multiple
        displayEmpty
        value={value}
        onChange={(event) => onChange(toArray(event.target.value))}
        input={<OutlinedInput label={label} notched />}
        renderValue={(selected) =>
          selected.length === 0 ? (
            <em>{empty}</em>
          ) : (
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
              {selected.map((v) => {
                const option = options.find((o) => o.value === v);
                return (
                  <Box key={v} component="span">
                    {option?.chip ?? <Chip size="small" label={chipLabel?.(v) ?? option?.label ?? v} />}
                  </Box>
                );
              })}
            </Box>
          )
        }
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.chip ?? option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
