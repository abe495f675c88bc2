import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { Link as RouterLink } from "react-router";
import { Confetti } from "./Confetti";
import { CHANGELOG } from "./releaseNotes";
import { ReleaseNotesContent } from "./ReleaseNotesContent";

/** The release-notes window (§2): confetti, then the newest version's notes; closing records the version. */
export default function ReleaseNotesModal({ version, onClose }: { version: string; onClose: () => void }) {
  const latest = CHANGELOG.filter((entry) => entry.version === version);
  return (
    <Dialog open onClose={onClose} aria-labelledby="release-notes-title" maxWidth="sm" fullWidth>
      <Confetti />
      <DialogTitle id="release-notes-title">What's new in Hearth {version}</DialogTitle>
      <DialogContent dividers>
        <ReleaseNotesContent versions={latest.length ? latest : CHANGELOG.slice(0, 1)} />
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to="/release-notes" onClick={onClose}>
          All release notes
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
