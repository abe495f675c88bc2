import { useState } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import OutlinedInput from "@mui/material/OutlinedInput";
import Select from "@mui/material/Select";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { GROUP_NOTE_STATUSES } from "@hearth/schema";
import type { GroupNoteStatus } from "@hearth/schema";
import type { ClinicianOption, LocationGroupOption } from "./locationOptions";
import { NOTE_STATUS_LABELS } from "./NoteStatusChip";
import { acceptRange } from "./sessionFilter";
import type { SessionFilterState } from "./sessionFilter";

// "All groups" / "Anyone" show as chosen values rather than as an empty box under the label.
const showEmpty = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** Date range (list view only), group, facilitator, note status and "include cancelled". */
export function SessionFilters(props: {
  filter: SessionFilterState;
  onChange: (next: SessionFilterState) => void;
  groups: LocationGroupOption[];
  clinicians: ClinicianOption[];
}) {
  const { filter, onChange } = props;
  // The date fields hold what is typed; the filter takes a range only once it is whole and in order.
  const [range, setRange] = useState(filter.range);
  const [shownRange, setShownRange] = useState(filter.range);
  if (shownRange !== filter.range) {
    setShownRange(filter.range);
    setRange(filter.range);
  }
  const rangeError = acceptRange(range) === null;
  const changeRange = (next: typeof range) => {
    setRange(next);
    const accepted = acceptRange(next);
    if (accepted) onChange({ ...filter, range: accepted });
  };

  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2, alignItems: "center" }}>
      {filter.view === "list" && (
        <>
          <TextField
            label="From"
            type="date"
            value={range.from}
            onChange={(event) => changeRange({ ...range, from: event.target.value })}
            error={rangeError}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="To"
            type="date"
            value={range.to}
            onChange={(event) => changeRange({ ...range, to: event.target.value })}
            error={rangeError}
            helperText={rangeError ? "Choose a start and an end on or after it" : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
      <TextField
        select
        label="Group"
        value={filter.groupId}
        onChange={(event) => onChange({ ...filter, groupId: event.target.value })}
        sx={{ minWidth: 200 }}
        slotProps={showEmpty}
      >
        <MenuItem value="">All groups</MenuItem>
        {props.groups.map((group) => (
          <MenuItem key={group.id} value={group.id}>
            {group.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Facilitator"
        value={filter.facilitatorId}
        onChange={(event) => onChange({ ...filter, facilitatorId: event.target.value })}
        sx={{ minWidth: 200 }}
        slotProps={showEmpty}
      >
        <MenuItem value="">Anyone</MenuItem>
        {props.clinicians.map((clinician) => (
          <MenuItem key={clinician.id} value={clinician.id}>
            {clinician.fullname}
          </MenuItem>
        ))}
      </TextField>
      <FormControl sx={{ minWidth: 200 }}>
        <InputLabel id="session-status-label" shrink>
          Note status
        </InputLabel>
        <Select<GroupNoteStatus[]>
          labelId="session-status-label"
          multiple
          displayEmpty
          value={filter.status}
          onChange={(event) => {
            const value = event.target.value;
            onChange({
              ...filter,
              status: (typeof value === "string" ? value.split(",") : value) as GroupNoteStatus[],
            });
          }}
          input={<OutlinedInput label="Note status" notched />}
          renderValue={(selected) =>
            selected.length === 0 ? (
              <em>Any status</em>
            ) : (
              <Box sx={{ display: "flex", gap: 0.5 }}>
                {selected.map((status) => (
                  <Chip key={status} size="small" label={NOTE_STATUS_LABELS[status]} />
                ))}
              </Box>
            )
          }
        >
          {GROUP_NOTE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {NOTE_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControlLabel
        control={
          <Switch
            checked={filter.includeCancelled}
            onChange={(event) => onChange({ ...filter, includeCancelled: event.target.checked })}
          />
        }
        label="Include cancelled"
      />
    </Box>
  );
}
