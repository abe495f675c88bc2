import { useId, useRef, useState } from "react";
import type { DragEvent } from "react";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_TITLE_MAX,
  UPLOAD_ACCEPT,
  UPLOAD_RULES,
  acceptedTypesText,
  clientDocumentsPath,
  fileSizeText,
  megabytes,
  titleFromFileName,
} from "@hearth/schema";
import type { ClientDocument, DocumentCategory } from "@hearth/schema";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { messageOf } from "../../../../lib/errors";
import { sizeProblem, uploadForm } from "./upload";

/**
 * Upload a document: a file (picked, or dropped on the area), its category and a title that follows
 * the file's name until the person types one. A file over the limit is refused here with the
 * server's sentence; what the server refuses (a file that is not what its name says) shows above the fields.
 */
export function UploadDialog({
  mrNo,
  onClose,
  onUploaded,
}: {
  mrNo: string;
  onClose: () => void;
  onUploaded: (document: ClientDocument) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<DocumentCategory | "">("");
  const [title, setTitle] = useState("");
  const [titleTyped, setTitleTyped] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setError(sizeProblem(chosen, "document"));
    if (!titleTyped) setTitle(titleFromFileName(chosen.name));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const submit = async () => {
    setAttempted(true);
    if (!file || !category) return;
    const tooLarge = sizeProblem(file, "document");
    if (tooLarge) return setError(tooLarge);
    const form = new FormData();
    form.append("category", category);
    form.append("title", title.trim());
    form.append("file", file, file.name);
    setBusy(true);
    setError(null);
    try {
      onUploaded(await uploadForm<ClientDocument>("POST", clientDocumentsPath(mrNo), form));
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      title="Upload document"
      submitLabel="Upload"
      busyLabel="Uploading…"
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <Box
          role="group"
          aria-label="File"
          aria-describedby={hintId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          sx={{
            border: 2,
            borderStyle: "dashed",
            borderColor: dragging ? "primary.main" : attempted && !file ? "error.main" : "divider",
            borderRadius: 1,
            p: 3,
            textAlign: "center",
            bgcolor: dragging ? "action.hover" : undefined,
          }}
        >
          <UploadFileOutlined color="action" sx={{ fontSize: 40 }} />
          <Typography sx={{ mt: 1 }}>
            {file ? `${file.name} (${fileSizeText(file.size)})` : "Drop a file here, or"}
          </Typography>
          <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => input.current?.click()}>
            {file ? "Choose another file" : "Choose a file"}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={UPLOAD_ACCEPT.document}
            aria-label="Choose a file"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Typography
            id={hintId}
            variant="body2"
            color={attempted && !file ? "error" : "text.secondary"}
            sx={{ mt: 1 }}
          >
            {attempted && !file
              ? "Choose a file to upload."
              : `${acceptedTypesText("document")}, up to ${megabytes(UPLOAD_RULES.document.maxBytes)} MB.`}
          </Typography>
        </Box>
        <TextField
          select
          required
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value as DocumentCategory)}
          error={attempted && !category}
          helperText={attempted && !category ? "Choose a category." : undefined}
        >
          {DOCUMENT_CATEGORIES.map((value) => (
            <MenuItem key={value} value={value}>
              {DOCUMENT_CATEGORY_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Title"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setTitleTyped(true);
          }}
          helperText="The file's name unless you give one."
          slotProps={{ htmlInput: { maxLength: DOCUMENT_TITLE_MAX } }}
        />
      </Box>
    </FormDialog>
  );
}
