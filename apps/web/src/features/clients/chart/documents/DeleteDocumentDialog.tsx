import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ClientDocumentDeleteBody, DELETION_REASON_MAX } from "@hearth/schema";
import type { DocumentRow_DocumentFragment } from "../../../../__generated__/graphql";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { messageOf } from "../../../../lib/errors";
import { DeleteClientDocumentMutation } from "./queries";

/** Deleting a document asks why (the server's own rule); the chart keeps the file and shows who deleted it. */
export function DeleteDocumentDialog({
  mrNo,
  document,
  onClose,
  onDeleted,
}: {
  mrNo: string;
  document: DocumentRow_DocumentFragment;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [reason, setReason] = useState("");
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleteDocument, { loading }] = useMutation(DeleteClientDocumentMutation);
  const check = ClientDocumentDeleteBody.safeParse({ reason });
  const problem = attempted && !check.success ? check.error.issues[0]?.message : undefined;

  const submit = async () => {
    setAttempted(true);
    if (!check.success) return;
    setError(null);
    try {
      await deleteDocument({ variables: { mrNo, documentId: document.id, reason: check.data.reason } });
      onDeleted();
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <FormDialog
      open
      title="Delete this document?"
      submitLabel="Delete"
      submitColor="error"
      busyLabel="Deleting…"
      busy={loading}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography sx={{ mb: 2 }}>
        “{document.title}” leaves the chart. The file is kept with the record, with who deleted it, when and why.
      </Typography>
      <TextField
        autoFocus
        required
        fullWidth
        multiline
        minRows={2}
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? "For example: scanned into the wrong chart."}
        slotProps={{ htmlInput: { maxLength: DELETION_REASON_MAX } }}
      />
    </FormDialog>
  );
}
