import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import type { Terms } from "@hearth/schema";
import { useSignOut } from "../../app/session/useSignOut";
import { RestError, restCall } from "../../lib/rest";
import { MarkdownContent } from "./MarkdownContent";

/**
 * The terms-and-conditions window (§2): it blocks the app until the user accepts the current
 * version (recorded on the server, so no other browser asks again) or signs out.
 */
export default function TermsDialog({
  terms,
  onAccepted,
  onOutdated,
}: {
  terms: Terms;
  onAccepted: (terms: Terms) => void;
  onOutdated: () => void;
}) {
  const { signOut, signingOut, error: signOutError } = useSignOut();
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Closed here first so the window leaves with the shell's transition; the gate forgets it afterwards.
  const [accepted, setAccepted] = useState<Terms | null>(null);

  const accept = async () => {
    setAccepting(true);
    setError(null);
    try {
      const { results } = await restCall<{ results: Terms }>("POST", "/api/auth/terms/accept", {
        version: terms.version,
      });
      setAccepted(results);
    } catch (failure) {
      // The terms changed while they were being read: show the new ones.
      if (failure instanceof RestError && failure.status === 409) onOutdated();
      else setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setAccepting(false);
    }
  };

  return (
    // No onClose: neither Escape nor the backdrop dismisses it.
    <Dialog
      open={accepted === null}
      slotProps={{ transition: { onExited: () => accepted && onAccepted(accepted) } }}
      aria-labelledby="terms-title"
      aria-describedby="terms-text"
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id="terms-title">Terms and conditions</DialogTitle>
      <DialogContent dividers id="terms-text">
        <MarkdownContent markdown={terms.text} />
      </DialogContent>
      {(error ?? signOutError) && (
        <Alert severity="error" sx={{ mx: 2, mt: 1 }}>
          {error ?? signOutError}
        </Alert>
      )}
      <DialogActions>
        <Button loading={signingOut} disabled={accepting} onClick={() => void signOut()}>
          Sign out
        </Button>
        <Button variant="contained" loading={accepting} disabled={signingOut} onClick={() => void accept()}>
          I accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}
