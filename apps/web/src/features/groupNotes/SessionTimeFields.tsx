import TextField from "@mui/material/TextField";

/** A session's start and end time, as the new-session and edit-session dialogs both ask for them. */
export function SessionTimeFields(props: {
  startTime: string;
  endTime: string;
  onChange: (times: { startTime?: string; endTime?: string }) => void;
}) {
  return (
    <>
      <TextField
        required
        label="Start time"
        type="time"
        value={props.startTime}
        onChange={(event) => props.onChange({ startTime: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        required
        label="End time"
        type="time"
        value={props.endTime}
        onChange={(event) => props.onChange({ endTime: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
