import TextField from "@mui/material/TextField";

/**
 * A session's start and end time, as the new-session and edit-session dialogs both ask for them, each with its
 * problem (the dialog's check or the server's) under it.
 */
export function SessionTimeFields(props: {
  startTime: string;
  endTime: string;
  onChange: (times: { startTime?: string; endTime?: string }) => void;
  problemOf?: (field: "startTime" | "endTime") => string | undefined;
}) {
  const start = props.problemOf?.("startTime");
  const end = props.problemOf?.("endTime");
  return (
    <>
      <TextField
        required
        label="Start time"
        type="time"
        value={props.startTime}
        onChange={(event) => props.onChange({ startTime: event.target.value })}
        error={Boolean(start)}
        helperText={start}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        required
        label="End time"
        type="time"
        value={props.endTime}
        onChange={(event) => props.onChange({ endTime: event.target.value })}
        error={Boolean(end)}
        helperText={end}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
