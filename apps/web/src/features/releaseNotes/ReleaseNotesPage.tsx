import Typography from "@mui/material/Typography";
import { CHANGELOG } from "./releaseNotes";
import { ReleaseNotesContent } from "./ReleaseNotesContent";

/** `/release-notes`: every version's notes, from the CHANGELOG kept in the repository. */
export default function ReleaseNotesPage() {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Release notes
      </Typography>
      <ReleaseNotesContent versions={CHANGELOG} />
    </>
  );
}
