import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import { WEEKDAY_LABELS } from "@hearth/schema";
import { scheduleRowErrors, WEEKDAYS_MONDAY_FIRST } from "./schedule";
import type { Slot } from "./schedule";

/** A group's weekly schedule as rows of weekday, start and end (times on the facility's clock). */
export function ScheduleEditor({ value, onChange }: { value: Slot[]; onChange: (slots: Slot[]) => void }) {
  const errors = scheduleRowErrors(value);
  const update = (index: number, patch: Partial<Slot>) =>
    onChange(value.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));
  const last = value[value.length - 1];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Weekly schedule
      </Typography>
      {value.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          No regular sessions: sessions are created by hand.
        </Typography>
      )}
      {value.map((slot, index) => (
        <Box
          key={index}
          sx={{ display: "flex", gap: 1, mb: 1, alignItems: "flex-start", flexWrap: "wrap" }}
          role="group"
          aria-label={`Schedule row ${index + 1}`}
        >
          <TextField
            select
            size="small"
            label="Day"
            value={slot.weekday}
            onChange={(event) => update(index, { weekday: Number(event.target.value) })}
            sx={{ minWidth: 140 }}
          >
            {WEEKDAYS_MONDAY_FIRST.map((weekday) => (
              <MenuItem key={weekday} value={weekday}>
                {WEEKDAY_LABELS[weekday]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Start"
            type="time"
            value={slot.startTime}
            onChange={(event) => update(index, { startTime: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            label="End"
            type="time"
            value={slot.endTime}
            onChange={(event) => update(index, { endTime: event.target.value })}
            error={errors[index] !== null}
            helperText={errors[index] ?? undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <IconButton
            aria-label={`Remove schedule row ${index + 1}`}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        // A new row copies the last one's times on the next day: schedules mostly repeat a slot.
        onClick={() =>
          onChange([
            ...value,
            last ? { ...last, weekday: (last.weekday + 1) % 7 } : { weekday: 1, startTime: "10:00", endTime: "11:00" },
          ])
        }
      >
        Add day
      </Button>
    </Box>
  );
}
