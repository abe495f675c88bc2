import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import BackspaceIcon from "@mui/icons-material/Backspace";
import { formatDobInput, parseDob } from "./kioskDob";

const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "clear", "0", "back"] as const;

/**
 * "Confirm your date of birth": the only thing a client types at the kiosk. A big numeric field
 * (the tablet's number pad opens) and an on-screen keypad for tablets without one.
 */
export function DobDialog(props: {
  displayName: string;
  busy: boolean;
  error: string | null;
  onSubmit: (dateOfBirth: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const error = localError ?? props.error;

  const change = (next: string) => {
    setValue(formatDobInput(next));
    setLocalError(null);
  };
  const press = (key: (typeof KEYS)[number]) => {
    const digits = value.replace(/\D/g, "");
    if (key === "clear") change("");
    else if (key === "back") change(digits.slice(0, -1));
    else change(digits + key);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dateOfBirth = parseDob(value);
    if (!dateOfBirth) {
      setLocalError("Enter your date of birth as MM-DD-YYYY, for example 03-14-1988.");
      return;
    }
    if (!props.busy) {
      props.onSubmit(dateOfBirth);
      setValue("");
    }
  };

  return (
    <Dialog
      open
      onClose={props.busy ? undefined : props.onCancel}
      aria-labelledby="dob-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit}>
        <DialogTitle id="dob-dialog-title" sx={{ fontSize: "1.75rem" }}>
          Confirm your date of birth
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ fontSize: "1.25rem", mb: 2 }}>{props.displayName}</Typography>
          <TextField
            autoFocus
            fullWidth
            label="Date of birth (MM-DD-YYYY)"
            placeholder="MM-DD-YYYY"
            value={value}
            onChange={(event) => change(event.target.value)}
            autoComplete="off"
            slotProps={{
              htmlInput: { inputMode: "numeric", maxLength: 10, style: { fontSize: "2rem", letterSpacing: "0.1em" } },
            }}
          />
          <Box
            role="group"
            aria-label="Keypad"
            sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 1, mt: 2 }}
          >
            {KEYS.map((key) => (
              <Button
                key={key}
                variant="outlined"
                onClick={() => press(key)}
                aria-label={key === "back" ? "Delete last digit" : key === "clear" ? "Clear" : key}
                sx={{ minHeight: 64, fontSize: key.length === 1 ? "1.75rem" : "1rem" }}
              >
                {key === "back" ? <BackspaceIcon /> : key === "clear" ? "Clear" : key}
              </Button>
            ))}
          </Box>
          {error && (
            <Alert severity="error" sx={{ mt: 2, fontSize: "1.1rem" }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button size="large" onClick={props.onCancel} disabled={props.busy}>
            Cancel
          </Button>
          <Button size="large" type="submit" variant="contained" disabled={props.busy || value.length < 10}>
            Check in
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
