import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../__generated__";
import { PageLoading } from "../../app/pages/PageLoading";
import { useCan } from "../../app/session/capabilities";
import { DATE_FORMAT, formatDate } from "../../lib/dates";
import { messageOf } from "../../lib/errors";
import { NoteStatusChips } from "../groupNotes/print/NoteSections";
import { SignedNoteView } from "../groupNotes/print/SignedNoteView";
import { signedAtText, timeSpanText } from "../groupNotes/print/signedNoteFormat";

const ApprovalReviewQuery = graphql(`
  query ApprovalReview($id: ID!) {
    groupNote(id: $id) {
      id
      ...SignedNoteView_note
      ...ApprovalGrid_note
      submittedBy {
        id
        fullname
      }
      approvedAt
      approvedBy {
        id
        fullname
      }
      kickBack {
        at
        comment
        by {
          id
          fullname
        }
      }
    }
    groupNoteContent(id: $id) {
      ...SignedNoteView_content
    }
  }
`);

/**
 * The side-by-side review of one submitted note: the signed text on the left, attendance,
 * signatures and the content hash on the right, and the supervisor's two actions.
 */
export function ReviewDrawer({
  noteId,
  onClose,
  onApprove,
  onReturn,
}: {
  noteId: string | null;
  onClose: () => void;
  onApprove: (id: string) => void;
  onReturn: (id: string) => void;
}) {
  return (
    <Drawer
      anchor="right"
      open={noteId !== null}
      onClose={onClose}
      // A temporary drawer sits at the drawer layer, which the top bar (fixed, one above it) would
      // cover, title and close button included: as the modal it is, it goes above the bar.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: "100vw", md: "min(1200px, 92vw)" } } } }}
    >
      {noteId && <ReviewContent noteId={noteId} onClose={onClose} onApprove={onApprove} onReturn={onReturn} />}
    </Drawer>
  );
}

const BLOCKED_REASON_ID = "review-approve-blocked-reason";

function ReviewContent({
  noteId,
  onClose,
  onApprove,
  onReturn,
}: {
  noteId: string;
  onClose: () => void;
  onApprove: (id: string) => void;
  onReturn: (id: string) => void;
}) {
  const can = useCan();
  const { data, loading, error, refetch } = useQuery(ApprovalReviewQuery, {
    variables: { id: noteId },
    fetchPolicy: "cache-and-network",
  });
  const note = data?.groupNote;

  const header = (
    <Box sx={{ display: "flex", alignItems: "flex-start", gap: 2, mb: 2 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="h2" sx={{ fontSize: "1.5rem" }}>
          {note
            ? `${note.session.groupName} — ${formatDate(note.session.startsAt, DATE_FORMAT.display)}`
            : "Group note"}
        </Typography>
        {note && (
          <Typography color="text.secondary" variant="body2">
            {timeSpanText(note.session.startsAt, note.session.endsAt)} · {note.session.facilitator.fullname}
            {note.submittedAt && ` · submitted ${signedAtText(note.submittedAt)}`}
          </Typography>
        )}
      </Box>
      {note && <NoteStatusChips note={note} />}
      <IconButton aria-label="Close the review" onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Box>
  );

  if (loading && !data) {
    return (
      <Box component="section" aria-label="Review group note" sx={{ p: 3 }}>
        {header}
        <PageLoading label="Loading the note" />
      </Box>
    );
  }
  if (error || !note || !data) {
    return (
      <Box component="section" aria-label="Review group note" sx={{ p: 3 }}>
        {header}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {error
            ? `The note could not be loaded: ${messageOf(error)}`
            : "This note does not exist, or you may no longer see it."}
        </Alert>
      </Box>
    );
  }

  const actionable = note.status === "submitted" && (note.permissions.approve || note.permissions.kickBack);
  // Opened from a notification or a link, the note may have left the queue: say what became of it.
  const sessionLink = (
    <Button color="inherit" size="small" component={RouterLink} to={`/groupnotes/session/${note.session.id}`}>
      Open the session
    </Button>
  );
  // Why a supervisor may not approve it (co-signers to wait for, her own submission), in the server's words.
  const blockedReason =
    note.status === "submitted" && !note.permissions.approve && can("group_note:approve")
      ? note.permissions.approveBlockedReason
      : null;
  return (
    <Box component="section" aria-label="Review group note" sx={{ p: 3 }}>
      {header}
      {note.status === "approved" && (
        <Alert severity="success" sx={{ mb: 2 }} action={sessionLink}>
          Approved{note.approvedBy ? ` by ${note.approvedBy.fullname}` : ""}
          {note.approvedAt ? ` on ${signedAtText(note.approvedAt)}` : ""}.
        </Alert>
      )}
      {note.status === "draft" && (
        <Alert severity="warning" sx={{ mb: 2 }} action={sessionLink}>
          {note.kickBack
            ? `Returned for revision by ${note.kickBack.by.fullname}: ${note.kickBack.comment}`
            : "This note is not submitted."}
        </Alert>
      )}
      {blockedReason && (
        <Alert severity="info" id={BLOCKED_REASON_ID} sx={{ mb: 2 }}>
          {blockedReason}
        </Alert>
      )}
      {actionable && (
        <Box sx={{ display: "flex", gap: 1, mb: 2 }}>
          <Button
            variant="contained"
            disabled={!note.permissions.approve}
            aria-describedby={blockedReason ? BLOCKED_REASON_ID : undefined}
            onClick={() => onApprove(note.id)}
          >
            Approve
          </Button>
          {note.permissions.kickBack && (
            <Button variant="outlined" color="warning" onClick={() => onReturn(note.id)}>
              Return for revision
            </Button>
          )}
        </Box>
      )}
      <SignedNoteView note={note} content={data.groupNoteContent} layout="split" />
    </Box>
  );
}
