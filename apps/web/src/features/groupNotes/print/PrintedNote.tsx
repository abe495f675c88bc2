import type { ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { SignedNoteView_ContentFragment, SignedNoteView_NoteFragment } from "../../../__generated__/graphql";
import { DATE_FORMAT, formatDate } from "../../../lib/dates";
import { messageOf } from "../../../lib/errors";
import { PrintHeader } from "../../../app/pages/PrintHeader";
import type { PrintHeader_HeaderFragment } from "../../../__generated__/graphql";
import { SignedNoteView } from "./SignedNoteView";

/**
 * One signed note as `groupNotesPrint` answers it. Queries select `note { ...SignedNoteView_note }
 * content { ...SignedNoteView_content }` inline: a fragment around those would add a costly level.
 */
export interface PrintedNoteData {
  note: SignedNoteView_NoteFragment;
  content: SignedNoteView_ContentFragment;
  header: PrintHeader_HeaderFragment;
}

/** The message for a note that is still a draft: print pages show signed snapshots only. */
export const ONLY_SIGNED_MESSAGE = "Only signed notes can be printed.";

/** One signed note on paper; every note after the first starts a new page. */
export function PrintedNote({ print }: { print: PrintedNoteData }) {
  const { note } = print;
  return (
    <Box
      component="article"
      aria-label={`${note.session.groupName} on ${formatDate(note.session.startsAt, DATE_FORMAT.display)}`}
      sx={{
        "& + &": {
          mt: 6,
          pt: 4,
          borderTop: 1,
          borderColor: "divider",
          "@media print": { breakBefore: "page", mt: 0, pt: 0, borderTop: 0 },
        },
      }}
    >
      <PrintHeader header={print.header} />
      <Typography variant="h2" sx={{ fontSize: "1.5rem", mb: 2 }}>
        {note.session.groupName} — {formatDate(note.session.startsAt, DATE_FORMAT.display)}
      </Typography>
      <SignedNoteView note={note} content={print.content} />
    </Box>
  );
}

/** Loading, error with retry, or a message, in the print layout's plain style. */
export function PrintMessage({
  children,
  severity = "info",
  onRetry,
}: {
  children: ReactNode;
  severity?: "info" | "error" | "warning";
  onRetry?: () => void;
}) {
  return (
    <Alert
      severity={severity}
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      {children}
    </Alert>
  );
}

export const printErrorText = (what: string, error: unknown) => `${what} could not be loaded: ${messageOf(error)}`;
