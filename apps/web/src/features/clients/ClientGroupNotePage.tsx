import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import PrintIcon from "@mui/icons-material/Print";
import { Link as RouterLink, Navigate, useParams } from "react-router";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { MessagePage } from "../../app/pages/MessagePage";
import { PageLoading } from "../../app/pages/PageLoading";
import { ClientIdentity } from "../../lib/ClientIdentity";
import { DATE_FORMAT, formatDate } from "../../lib/dates";
import { errorCodeOf } from "../../lib/errors";
import { NoteStatusChips } from "../groupNotes/print/NoteSections";
import { SignedNoteView } from "../groupNotes/print/SignedNoteView";
import { clientCopyPath } from "../groupNotes/print/printFilter";

const ClientNoteQuery = graphql(`
  query ClientGroupNote($mrNo: String!, $noteId: ID!) {
    client(mrNo: $mrNo) {
      id
      mrNo
      fullname
      dateOfBirth
    }
    groupNote(id: $noteId) {
      id
      ...SignedNoteView_note
      permissions {
        print
      }
    }
  }
`);

const ClientNoteContentQuery = graphql(`
  query ClientGroupNoteContent($noteId: ID!, $clientId: ID!) {
    groupNoteContent(id: $noteId, clientId: $clientId) {
      ...SignedNoteView_content
    }
  }
`);

/**
 * `/clients/:mrNo/group-notes/:noteId`: the client's copy of a group note, read-only: the shared
 * narrative and this client's own note, never another client's.
 */
export default function ClientGroupNotePage() {
  const { mrNo = "", noteId = "" } = useParams();
  const base = useQuery(ClientNoteQuery, { variables: { mrNo, noteId }, fetchPolicy: "cache-and-network" });
  const client = base.data?.client;
  const note = base.data?.groupNote;
  const onRoster = Boolean(client && note?.attendance.some((entry) => entry.client.id === client.id));
  const content = useQuery(ClientNoteContentQuery, {
    variables: { noteId, clientId: client?.id ?? "" },
    skip: !onRoster,
    fetchPolicy: "cache-and-network",
  });
  const chartPath = `/clients/${encodeURIComponent(mrNo)}?tabs=group-notes`;

  if (base.loading && !base.data) return <PageLoading label="Loading the note" />;
  const error = base.error ?? content.error;
  if (error && errorCodeOf(error) === "FORBIDDEN") return <Navigate to="/403" replace />;
  if (base.error) return <LoadError what="The note" error={base.error} onRetry={() => void base.refetch()} />;
  if (!client || !note || !onRoster) {
    return (
      <MessagePage overline={mrNo} title="Group note not found" standalone={false}>
        This client has no such group note in your locations.
      </MessagePage>
    );
  }

  return (
    <Box>
      <Button component={RouterLink} to={chartPath} size="small" sx={{ mb: 1 }}>
        Back to {client.fullname}'s group notes
      </Button>
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 2, mb: 1 }}>
        <Typography variant="h1">
          {note.session.groupName} — {formatDate(note.session.startsAt, DATE_FORMAT.display)}
        </Typography>
        <NoteStatusChips note={note} />
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 2, mb: 2 }}>
        <Typography sx={{ flex: 1 }}>
          <ClientIdentity client={client} />
          <Box component="span" sx={{ color: "text.secondary" }}>
            {" "}
            · read-only
          </Box>
        </Typography>
        {note.permissions.print && note.status !== "draft" && (
          <Button
            variant="outlined"
            startIcon={<PrintIcon />}
            href={clientCopyPath(note.id, client.id)}
            target="_blank"
            rel="noopener"
          >
            Print client copy
          </Button>
        )}
      </Box>
      {content.error && (
        <LoadError what="The note's text" error={content.error} onRetry={() => void content.refetch()} sx={{ mb: 2 }} />
      )}
      {content.loading && !content.data && <PageLoading label="Loading the note's text" />}
      {content.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <SignedNoteView note={note} content={content.data.groupNoteContent} clientId={client.id} />
        </Paper>
      )}
    </Box>
  );
}
