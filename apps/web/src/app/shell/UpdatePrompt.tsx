import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import { useShell } from "./ShellState";

/** The update-available state (§2): a lasting prompt that offers to reload into the new version. */
export function UpdatePrompt() {
  const { showUpdate, setShowUpdate } = useShell();
  return (
    <Snackbar open={showUpdate} anchorOrigin={{ vertical: "top", horizontal: "center" }}>
      <Alert
        severity="info"
        variant="filled"
        onClose={() => setShowUpdate(false)}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        A new version of Hearth is available. Reload to use it; save your work first.
      </Alert>
    </Snackbar>
  );
}
