import Chip from "@mui/material/Chip";
import Tooltip from "@mui/material/Tooltip";
import { GROUP_NOTE_LATE_AFTER_HOURS } from "@hearth/schema";
import type { GroupNoteStatus } from "@hearth/schema";

/** Why a note is a late entry: the server's rule (`late`), said for a draft or a submitted note. */
export function lateEntryReason(status: GroupNoteStatus): string {
  return status === "draft"
    ? `Not submitted within ${GROUP_NOTE_LATE_AFTER_HOURS} hours of the session's end`
    : `First submitted more than ${GROUP_NOTE_LATE_AFTER_HOURS} hours after the session ended`;
}

/**
 * The one mark of a late entry wherever a note shows: "Late entry", with why in its tooltip (and
 * as its description for screen readers). Not focusable itself: it often sits inside a link.
 */
export function LateEntryChip({ status }: { status: GroupNoteStatus }) {
  return (
    <Tooltip title={lateEntryReason(status)} describeChild>
      <Chip size="small" label="Late entry" color="warning" variant="outlined" />
    </Tooltip>
  );
}
