import { useState } from "react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { KickBackGroupNotesBody } from "@hearth/schema";
import { checkBody } from "../forms/checkBody";
import { FormDialog } from "../forms/FormDialog";
import { useCheckedSubmit } from "../forms/useCheckedSubmit";

/** The comment of the API's return-for-revision body (the notes it goes with are the owner's). */
const ReturnComment = KickBackGroupNotesBody.pick({ comment: true });

/** The server's limit on a return-for-revision comment (schema/src/rest/groupNotes.ts). */
const RETURN_COMMENT_MAX = 2000;

/**
 * "Return for revision" of one note or several: the author must be told what to change, so the
 * comment is required, checked with the API's own body before it is sent. `onReturn` runs the
 * mutation; its refusal shows here in the server's words (at the comment when it names it), and on
 * success the owner closes the dialog.
 */
export function ReturnDialog(props: {
  /** How many notes go back with this comment (the approvals queue returns several at once). */
  count?: number;
  /** The comment box's label, as each screen has always worded it (the e2e specs find it by it). */
  commentLabel: string;
  /** The colour of the screen's own "Return for revision" button, repeated here. */
  submitColor: "warning" | "error";
  onReturn: (comment: string) => Promise<void>;
  onClose: () => void;
}) {
  const [comment, setComment] = useState("");
  const check = checkBody(ReturnComment, { comment });
  const { problemOf, error, busy, submit } = useCheckedSubmit(check, (input) => props.onReturn(input.comment), {
    values: { comment },
    fields: { labels: { comment: props.commentLabel } },
  });
  const count = props.count ?? 1;
  const problem = problemOf("comment");

  return (
    <FormDialog
      open
      title={count > 1 ? `Return ${count} notes for revision` : "Return for revision"}
      submitLabel="Return for revision"
      busyLabel="Returning…"
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={props.onClose}
      submitColor={props.submitColor}
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <Typography variant="body2">
          The note goes back to draft, its signatures are voided, and the facilitator sees your comment.
        </Typography>
        <TextField
          required
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={props.commentLabel}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={Boolean(problem)}
          helperText={problem}
          slotProps={{ htmlInput: { maxLength: RETURN_COMMENT_MAX } }}
        />
      </Box>
    </FormDialog>
  );
}
