import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { displayDate, displayTime } from "../../lib/dates";
import type { GroupNoteView } from "./groupNoteView";
import type { PendingOpenings } from "./sessionOpenings";

const when = (at: string) => `${displayDate(at)} at ${displayTime(at)}`;

/**
 * Where the note stands: not open yet (the session is documented once it has happened), returned
 * for revision (with the supervisor's comment), locked the moment the collab server says so
 * (before the note itself is refetched), approved.
 */
export function NoteBanners({
  note,
  locked,
  pending,
}: {
  note: Pick<GroupNoteView, "status" | "kickBack" | "submittedAt" | "submittedBy" | "approvedAt" | "approvedBy">;
  locked: boolean;
  pending?: PendingOpenings;
}) {
  const sealed = note.status !== "draft" || locked;
  return (
    <Box sx={{ display: "grid", gap: 1, mb: 2 }}>
      {pending?.checkIn && (
        <Alert severity="info" data-testid="not-open-banner">
          This session has not happened yet: check-in, attendance and the note open shortly before it starts, signing
          when it starts.
        </Alert>
      )}
      {note.status === "draft" && note.kickBack && !locked && (
        <Alert severity="warning">
          Returned for revision by {note.kickBack.by.fullname} on {when(note.kickBack.at)}: {note.kickBack.comment}
        </Alert>
      )}
      {sealed && note.status !== "approved" && (
        <Alert severity="info" role="status" data-testid="locked-banner">
          {note.status === "submitted" && note.submittedBy && note.submittedAt
            ? `Submitted by ${note.submittedBy.fullname} on ${when(note.submittedAt)} — this note is signed and read-only`
            : "Submitted — this note is signed and read-only"}
        </Alert>
      )}
      {note.status === "approved" && (
        <Alert severity="success" role="status" data-testid="approved-banner">
          Approved by {note.approvedBy?.fullname ?? "a supervisor"}
          {note.approvedAt ? ` on ${when(note.approvedAt)}` : ""} — this note is final; corrections are addenda
        </Alert>
      )}
    </Box>
  );
}
