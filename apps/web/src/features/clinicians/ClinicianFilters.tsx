import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import OutlinedInput from "@mui/material/OutlinedInput";
import Select from "@mui/material/Select";
import { ROLE_LABELS, STAFF_ROLES } from "@hearth/schema";
import type { ClinicianStatusValue, StaffRole } from "@hearth/schema";
import { SearchField } from "../../lib/SearchField";
import { STATUS_OPTIONS } from "./clinicianFilter";
import type { ClinicianFilterState } from "./clinicianFilter";

const statusLabel = (value: ClinicianStatusValue) =>
  STATUS_OPTIONS.find((option) => option.value === value)?.label ?? String(value);

/** The §3 clinician filter controls: status and role multi-selects and a search box. */
export function ClinicianFilters({
  filter,
  onChange,
}: {
  filter: ClinicianFilterState;
  onChange: (next: ClinicianFilterState) => void;
}) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2 }}>
      <SearchField
        value={filter.searchQuery}
        onChange={(searchQuery) => onChange({ ...filter, searchQuery })}
        placeholder="Name or email"
      />
      <FormControl sx={{ minWidth: 220, flex: { xs: "1 1 100%", sm: "0 0 auto" } }}>
        <InputLabel id="clinician-status-label" shrink>
          Status
        </InputLabel>
        <Select<ClinicianStatusValue[]>
          labelId="clinician-status-label"
          multiple
          displayEmpty
          value={filter.status}
          onChange={(event) =>
            onChange({ ...filter, status: toArray(event.target.value).map(Number) as ClinicianStatusValue[] })
          }
          input={<OutlinedInput label="Status" notched />}
          renderValue={(selected) =>
            selected.length === 0 ? <em>Any status</em> : <Chips labels={selected.map(statusLabel)} />
          }
        >
          {STATUS_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl sx={{ minWidth: 220, flex: { xs: "1 1 100%", sm: "0 0 auto" } }}>
        <InputLabel id="clinician-role-label" shrink>
          Role
        </InputLabel>
        <Select<StaffRole[]>
          labelId="clinician-role-label"
          multiple
          displayEmpty
          value={filter.role}
          onChange={(event) => onChange({ ...filter, role: toArray(event.target.value) as StaffRole[] })}
          input={<OutlinedInput label="Role" notched />}
          renderValue={(selected) =>
            selected.length === 0 ? <em>Any role</em> : <Chips labels={selected.map((role) => ROLE_LABELS[role])} />
          }
        >
          {STAFF_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}

/** MUI hands a multiple Select's value as a string when autofill sets it; make it a list again. */
function toArray<T>(value: T[] | string): (T | string)[] {
  return typeof value === "string" ? value.split(",") : value;
}

function Chips({ labels }: { labels: string[] }) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" />
      ))}
    </Box>
  );
}
