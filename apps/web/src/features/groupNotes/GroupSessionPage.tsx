import { useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Link as RouterLink, useParams } from "react-router";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { useSessionUser } from "../../app/session/SessionContext";
import { useShell } from "../../app/shell/ShellState";
import { messageOf } from "../../lib/errors";
import { colorForUser } from "../../lib/collab/userColor";
import { AttendancePanel } from "./AttendancePanel";
import type { GroupNoteView } from "./groupNoteView";
import { NoteBanners } from "./NoteBanners";
import { NoteDocument } from "./NoteDocument";
import { nextSocketAccess, noteDocumentKey, noteRoots } from "./noteRoots";
import { pendingOpenings, useOpeningClock } from "./sessionOpenings";
import { AddendaPanel, HistoryPanel } from "./RecordPanels";
import { AddendumDialog, ApproveDialog, CoSignDialog, KickBackDialog } from "./ReviewDialogs";
import { CancelSessionDialog, SessionDetailsDialog } from "./SessionDialogs";
import { SessionHeader } from "./SessionHeader";
import type { HeaderAction } from "./SessionHeader";
import { SignaturesPanel, SigneesPanel } from "./SignaturesPanel";
import { SubmitDialog } from "./SubmitDialog";
import { useGroupNoteLive } from "./useGroupNoteLive";
import { useNoteConnection } from "./useNoteConnection";

const SessionNoteQuery = graphql(`
  query GroupSessionNoteId($id: ID!) {
    groupSession(id: $id) {
      id
      noteId
    }
  }
`);

const NoteQuery = graphql(`
  query GroupNoteView($id: ID!) {
    groupNote(id: $id) {
      ...GroupNoteView_note
    }
  }
`);

/** One group session and its co-authored note (`/groupnotes/session/:sessionId`). */
export default function GroupSessionPage() {
  const { sessionId = "" } = useParams();
  const session = useQuery(SessionNoteQuery, { variables: { id: sessionId } });
  const noteId = session.data?.groupSession?.noteId;
  const note = useQuery(NoteQuery, { variables: { id: noteId ?? "" }, skip: !noteId });
  const liveError = useGroupNoteLive(noteId, note.refetch);

  const error = session.error ?? note.error;
  const loaded = note.data?.groupNote;
  if (loaded) return <NoteView note={loaded} liveError={liveError} refetch={note.refetch} />;

  return (
    <Box>
      <BackLink />
      <Typography variant="h1" sx={{ mb: 3 }}>
        Group session
      </Typography>
      {error ? (
        <LoadError
          what="The session"
          error={error}
          onRetry={() => void (noteId ? note.refetch() : session.refetch())}
        />
      ) : session.loading || note.loading || (noteId && !note.data) ? (
        <Box sx={{ display: "flex", alignItems: "center", gap: 2 }} role="status">
          <CircularProgress size={24} /> Loading the session…
        </Box>
      ) : (
        <Alert severity="warning">This session does not exist, or it is not at one of your locations.</Alert>
      )}
    </Box>
  );
}

function BackLink() {
  return (
    <Button component={RouterLink} to="/groupnotes" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      Group sessions
    </Button>
  );
}

type Dialog = HeaderAction | "addendum" | null;

function NoteView({ note, liveError, refetch }: { note: GroupNoteView; liveError: unknown; refetch: () => unknown }) {
  const me = useSessionUser();
  // A draft's check-in and signing open at instants the server set: read the note again as each
  // passes, so its permissions open the buttons and (with edit access gained) remount the editors.
  const open = note.status === "draft" && !note.session.cancelledAt;
  const now = useOpeningClock(open ? [note.session.checkInOpensAt, note.session.signingOpensAt] : [], refetch);
  const pending = open ? pendingOpenings(note.session, now) : { checkIn: null, signing: null };
  const { notify } = useShell();
  const [dialog, setDialog] = useState<Dialog>(null);
  const roots = noteRoots(note);
  // See nextSocketAccess: gaining edit access reconnects; a kick-back (new revision) starts over.
  const [access, setAccess] = useState(() => nextSocketAccess(null, note.revision, note.permissions.edit));
  const currentAccess = nextSocketAccess(access, note.revision, note.permissions.edit);
  if (currentAccess !== access) setAccess(currentAccess);
  const documentKey = noteDocumentKey(note.documentName, currentAccess, roots);
  const { note: connection, locked } = useNoteConnection(documentKey, roots.length);
  // One identity for the page's life: the note's editors skip re-rendering while their props hold.
  const user = useMemo(() => ({ id: me.id, name: me.fullname, color: colorForUser(me.id) }), [me.id, me.fullname]);
  const canEdit = note.permissions.edit && note.status === "draft" && !note.session.cancelledAt;

  const close = () => setDialog(null);
  const done = (message: string) => () => {
    setDialog(null);
    notify(message, "success");
  };

  return (
    <Box>
      <BackLink />
      <SessionHeader note={note} pending={pending} onAction={setDialog} />
      {liveError ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Live updates are off ({messageOf(liveError)}). Reload the page to see others' changes.
        </Alert>
      ) : null}
      <NoteBanners note={note} locked={locked} pending={pending} />
      <AttendancePanel note={note} />
      <NoteDocument
        key={documentKey}
        documentName={note.documentName}
        narrativeRoot={note.narrativeRoot}
        roster={note.attendance}
        roots={roots}
        connection={connection}
        canEdit={canEdit}
        user={user}
      />
      <Box sx={{ display: "grid", gap: 2, mt: 3, gridTemplateColumns: { md: "1fr 1fr" }, alignItems: "start" }}>
        <SignaturesPanel note={note} />
        <SigneesPanel note={note} />
        <AddendaPanel note={note} onAdd={() => setDialog("addendum")} />
        <HistoryPanel note={note} />
      </Box>
      {dialog === "submit" && (
        <SubmitDialog
          noteId={note.id}
          connection={connection}
          onClose={close}
          onSubmitted={done("Note signed and submitted")}
        />
      )}
      {dialog === "sign" && <CoSignDialog noteId={note.id} onClose={close} onDone={done("Note signed")} />}
      {dialog === "approve" && <ApproveDialog noteId={note.id} onClose={close} onDone={done("Note approved")} />}
      {dialog === "kickBack" && (
        <KickBackDialog noteId={note.id} onClose={close} onDone={done("Note returned for revision")} />
      )}
      {dialog === "addendum" && <AddendumDialog noteId={note.id} onClose={close} onDone={done("Addendum signed")} />}
      {dialog === "details" && (
        <SessionDetailsDialog session={note.session} onClose={close} onSaved={done("Session saved")} />
      )}
      {dialog === "cancel" && (
        <CancelSessionDialog sessionId={note.session.id} onClose={close} onCancelled={done("Session cancelled")} />
      )}
    </Box>
  );
}
