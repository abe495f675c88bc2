import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useParams, useSearchParams } from "react-router";
import { PageLoading } from "../../../app/pages/PageLoading";
import { graphql } from "../../../__generated__";
import { errorCodeOf } from "../../../lib/errors";
import { ClientCopy } from "./ClientCopy";
import { ONLY_SIGNED_MESSAGE, PrintMessage, PrintedNote, printErrorText } from "./PrintedNote";

const ExportNoteQuery = graphql(`
  query GroupNoteExportNote($id: ID!) {
    groupNote(id: $id) {
      id
      status
      session {
        id
      }
    }
  }
`);

const ExportPrintQuery = graphql(`
  query GroupNoteExportPrint($sessionId: ID!) {
    groupNotesPrint(filter: { sessionId: $sessionId }) {
      note {
        ...SignedNoteView_note
      }
      content {
        ...SignedNoteView_content
      }
      header {
        ...PrintHeader_header
      }
    }
  }
`);

/**
 * `/exportPrint/groupNotesExport/:group_notes_export`: one signed note (the parameter is its id)
 * for printing or saving as PDF; with `?clientId=`, that one client's copy instead.
 */
export default function GroupNoteExportPage() {
  const { group_notes_export: noteId = "" } = useParams();
  const [params] = useSearchParams();
  const clientId = params.get("clientId")?.trim();
  if (clientId) {
    return (
      <Box>
        <Typography variant="h1" sx={{ fontSize: "2rem", mb: 2 }}>
          Group note — client copy
        </Typography>
        <ClientCopy noteId={noteId} clientId={clientId} />
      </Box>
    );
  }
  return <WholeNote noteId={noteId} />;
}

function WholeNote({ noteId }: { noteId: string }) {
  const note = useQuery(ExportNoteQuery, { variables: { id: noteId }, fetchPolicy: "network-only" });
  const found = note.data?.groupNote;
  const signed = found !== undefined && found !== null && found.status !== "draft";
  const print = useQuery(ExportPrintQuery, {
    variables: { sessionId: found?.session.id ?? "" },
    skip: !signed,
    fetchPolicy: "network-only",
  });
  const printed = print.data?.groupNotesPrint.find((item) => item.note.id === noteId);

  const body = () => {
    if (note.loading && !note.data) return <PageLoading label="Loading the note" />;
    if (note.error)
      return (
        <PrintMessage severity="error" onRetry={() => void note.refetch()}>
          {printErrorText("The note", note.error)}
        </PrintMessage>
      );
    if (!found)
      return <PrintMessage severity="warning">This group note does not exist, or you may not see it.</PrintMessage>;
    if (!signed) return <PrintMessage>{ONLY_SIGNED_MESSAGE}</PrintMessage>;
    if (print.loading && !print.data) return <PageLoading label="Loading the signed note" />;
    if (print.error && errorCodeOf(print.error) === "CONFLICT")
      return <PrintMessage>{ONLY_SIGNED_MESSAGE}</PrintMessage>;
    if (print.error)
      return (
        <PrintMessage severity="error" onRetry={() => void print.refetch()}>
          {printErrorText("The signed note", print.error)}
        </PrintMessage>
      );
    if (!printed) return <PrintMessage>{ONLY_SIGNED_MESSAGE}</PrintMessage>;
    return <PrintedNote print={printed} />;
  };

  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: "2rem", mb: 2 }}>
        Group note
      </Typography>
      {body()}
    </Box>
  );
}
