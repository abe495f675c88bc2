import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import FolderOpenOutlined from "@mui/icons-material/FolderOpenOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from "@hearth/schema";
import type { DocumentCategory } from "@hearth/schema";
import type { DocumentRow_DocumentFragment } from "../../../../__generated__/graphql";
import { LoadError } from "../../../../app/pages/LoadError";
import { PageLoading } from "../../../../app/pages/PageLoading";
import { useShell } from "../../../../app/shell/ShellState";
import { EmptyState } from "../../../../lib/EmptyState";
import { DeleteDocumentDialog } from "./DeleteDocumentDialog";
import { DocumentsTable } from "./DocumentsTable";
import { ClientDocumentsQuery } from "./queries";
import { UploadDialog } from "./UploadDialog";
import { useChartCan } from "../chartAccess";

/** The "documents" tab: the client's files by category, uploaded and downloaded here; deleted ones on request. */
export default function DocumentsPanel({ mrNo }: { mrNo: string }) {
  const can = useChartCan();
  const mayUpload = can("client:document_upload");
  const mayDelete = can("client:document_delete");
  const { notify } = useShell();
  const [category, setCategory] = useState<DocumentCategory | "">("");
  const [showDeleted, setShowDeleted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<DocumentRow_DocumentFragment | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(ClientDocumentsQuery, {
    variables: { mrNo, category: category || null, includeDeleted: showDeleted },
  });

  const shown = data ?? previousData;
  if (loading && !shown) return <PageLoading label="Loading the documents" />;
  if (error) return <LoadError what="The documents" error={error} onRetry={() => void refetch()} />;
  const documents = shown?.clientDocuments ?? [];

  return (
    <Box component="section" aria-labelledby="client-documents-title" sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
        <Typography id="client-documents-title" variant="h2" sx={{ fontSize: "1.25rem", flexGrow: 1 }}>
          Documents
        </Typography>
        <TextField
          select
          size="small"
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value as DocumentCategory | "")}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All categories</MenuItem>
          {DOCUMENT_CATEGORIES.map((value) => (
            <MenuItem key={value} value={value}>
              {DOCUMENT_CATEGORY_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={showDeleted} onChange={(event) => setShowDeleted(event.target.checked)} />}
          label="Show deleted"
        />
        {mayUpload && (
          <Button variant="contained" onClick={() => setUploading(true)}>
            Upload document
          </Button>
        )}
      </Box>
      {documents.length === 0 ? (
        <EmptyState
          icon={FolderOpenOutlined}
          title={category ? `No ${DOCUMENT_CATEGORY_LABELS[category].toLowerCase()} documents` : "No documents yet"}
          detail={
            mayUpload
              ? "Upload intake paperwork, releases, ID and insurance cards, lab results: PDF or photos, up to 20 MB each."
              : "No documents have been uploaded to this chart."
          }
        />
      ) : (
        <DocumentsTable rows={documents} onDelete={mayDelete ? setDeleting : undefined} />
      )}
      {uploading && (
        <UploadDialog
          mrNo={mrNo}
          onClose={() => setUploading(false)}
          onUploaded={(document) => {
            notify(`${document.title} uploaded`, "success");
            void refetch();
          }}
        />
      )}
      {deleting && (
        <DeleteDocumentDialog
          mrNo={mrNo}
          document={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            notify(`${deleting.title} deleted`, "success");
            void refetch();
          }}
        />
      )}
    </Box>
  );
}
