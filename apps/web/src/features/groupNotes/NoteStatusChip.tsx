import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import type { GroupNoteStatus } from "@hearth/schema";
import { LateEntryChip } from "./LateEntryChip";

export const NOTE_STATUS_LABELS: Record<GroupNoteStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  approved: "Approved",
};
const COLOURS: Record<GroupNoteStatus, "default" | "info" | "success"> = {
  draft: "default",
  submitted: "info",
  approved: "success",
};

/** The note's status, with the late-entry mark beside it when the note is (or was) written past the deadline. */
export function NoteStatusChip({
  status,
  late = false,
  cancelled = false,
}: {
  status: GroupNoteStatus;
  late?: boolean;
  cancelled?: boolean;
}) {
  return (
    <Box component="span" sx={{ display: "inline-flex", gap: 0.5, alignItems: "center", flexWrap: "wrap" }}>
      {cancelled ? (
        <Chip size="small" label="Cancelled" color="error" variant="outlined" />
      ) : (
        <Chip size="small" label={NOTE_STATUS_LABELS[status]} color={COLOURS[status]} />
      )}
      {late && <LateEntryChip status={status} />}
    </Box>
  );
}
