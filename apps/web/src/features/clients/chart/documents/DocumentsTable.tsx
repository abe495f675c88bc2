import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { DOCUMENT_CATEGORY_LABELS, FILE_TYPE_NAMES, fileSizeText } from "@hearth/schema";
import type { StoredFileType } from "@hearth/schema";
import type { DocumentRow_DocumentFragment } from "../../../../__generated__/graphql";
import { displayDate } from "../../../../lib/dates";

/** The documents as the server orders them (current ones newest first, then the deleted ones). */
export function DocumentsTable({
  rows,
  onDelete,
}: {
  rows: readonly DocumentRow_DocumentFragment[];
  /** Absent: the viewer may not delete documents. */
  onDelete?: (document: DocumentRow_DocumentFragment) => void;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Documents">
        <TableHead>
          <TableRow>
            <TableCell>Title</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell>Uploaded</TableCell>
            <TableCell aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <TableRow key={d.id} data-id={d.id} sx={d.deletedAt ? { opacity: 0.7 } : undefined}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {d.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-all" }}>
                  {d.fileName}
                </Typography>
                {d.deletedAt && (
                  <Typography variant="body2" color="error">
                    Deleted by {d.deletedBy?.fullname ?? "someone"} {displayDate(d.deletedAt)}: {d.deletionReason}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{DOCUMENT_CATEGORY_LABELS[d.category]}</TableCell>
              <TableCell>{FILE_TYPE_NAMES[d.contentType as StoredFileType] ?? d.contentType}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {fileSizeText(d.size)}
              </TableCell>
              <TableCell>
                {d.uploadedBy?.fullname ?? "—"}
                <Typography variant="body2" color="text.secondary">
                  {displayDate(d.uploadedAt)}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {d.downloadUrl && (
                  <Button size="small" href={d.downloadUrl} download aria-label={`Download ${d.title}`}>
                    Download
                  </Button>
                )}
                {onDelete && !d.deletedAt && (
                  <Button size="small" color="error" onClick={() => onDelete(d)} aria-label={`Delete ${d.title}`}>
                    Delete
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
