import { useMutation } from "@apollo/client/react";
import Typography from "@mui/material/Typography";
import { ClientDocumentDeleteBody } from "@hearth/schema";
import type { DocumentRow_DocumentFragment } from "../../../../__generated__/graphql";
import { ReasonDialog } from "../../../../lib/forms/ReasonDialog";
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
  const [deleteDocument] = useMutation(DeleteClientDocumentMutation);

  return (
    <ReasonDialog
      title="Delete this document?"
      submitLabel="Delete"
      busyLabel="Deleting…"
      schema={ClientDocumentDeleteBody}
      example="For example: scanned into the wrong chart."
      send={async (reason) => {
        await deleteDocument({ variables: { mrNo, documentId: document.id, reason } });
        onDeleted();
        onClose();
      }}
      onClose={onClose}
    >
      <Typography sx={{ mb: 2 }}>
        “{document.title}” leaves the chart. The file is kept with the record, with who deleted it, when and why.
      </Typography>
    </ReasonDialog>
  );
}
