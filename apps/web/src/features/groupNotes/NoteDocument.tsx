import { useState } from "react";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { LexicalCollaboration } from "@lexical/react/LexicalCollaborationContext";
import { ATTENDANCE_LABELS } from "@hearth/schema";
import type { AttendanceStatus, ClientIdentityFields } from "@hearth/schema";
import { ClientIdentity, clientLabel } from "../../lib/ClientIdentity";
import { PausedNotice } from "../../lib/collab/PausedNotice";
import { PresenceList } from "../../lib/collab/PresenceList";
import { RefusedNotice } from "../../lib/collab/RefusedNotice";
import { useConnectionState } from "../../lib/collab/useConnectionState";
import { SharedDocumentEditor } from "../../lib/richText/SharedDocumentEditor";
import type { SharedEditorUser } from "../../lib/richText/SharedDocumentEditor";
import { NoteToolbar } from "./NoteToolbar";
import type { NoteRoot } from "./noteRoots";
import { SaveStateIndicator } from "../../lib/collab/SaveStateIndicator";
import type { NoteConnection } from "./useNoteConnection";

interface RosterEntry {
  id: string;
  rootName: string;
  status: AttendanceStatus | null;
  client: ClientIdentityFields & { id: string };
}

/**
 * The note's text: the shared narrative and one section per client on the roster, an editor for
 * each attending client. Every editor is mounted here at once, before the document first syncs,
 * all on the page's one connection; the parent remounts this view (with `key`) when the roots
 * change. Sections collapse with CSS only: unmounting an editor would lose its binding.
 */
export function NoteDocument(props: {
  documentName: string;
  narrativeRoot: string;
  roster: readonly RosterEntry[];
  roots: readonly NoteRoot[];
  connection: NoteConnection;
  /** The server's permission to edit, while the note is an open draft. */
  canEdit: boolean;
  user: SharedEditorUser;
}) {
  // Not the save state: it changes with every keystroke, and only its indicator shows it.
  const { connection } = props.connection;
  const status = useConnectionState(connection, (s) => s.status);
  const participants = useConnectionState(connection, (s) => s.participants);
  const locked = useConnectionState(connection, (s) => s.locked);
  // Read-only until the first sync: typing into an unsynced, empty copy would fork the text.
  const [synced, setSynced] = useState(false);
  if (!synced && status.kind === "connected") setSynced(true);
  const editable = synced && props.canEdit && !locked;
  const attendingRoots = new Set(props.roots.map((root) => root.rootName));

  if (status.kind === "refused")
    return (
      <RefusedNotice
        status={status}
        noAccess="You do not have access to this note's text."
        signedOut="Your session has ended. Sign in again to open this note."
        closed="The note's connection was closed"
      />
    );

  const editor = (rootName: string, label: string, testId: string) => (
    <SharedDocumentEditor
      documentName={props.documentName}
      rootName={rootName}
      label={label}
      testId={testId}
      providerFactory={props.connection.shared.providerFactory}
      editable={editable}
      user={props.user}
      namespace={`GroupNote:${rootName}`}
      // Several fields share the page, so each starts shorter than the handoff board's one editor.
      minHeight={120}
      header={<NoteToolbar label={label} />}
    />
  );

  return (
    <Box component="section" aria-labelledby="group-note-heading">
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 2, mb: 1.5 }}>
        <Typography id="group-note-heading" component="h2" variant="h5" sx={{ flex: 1 }}>
          Note
        </Typography>
        <PresenceList participants={participants} />
        <SaveStateIndicator connection={connection} synced={synced} readOnly={!props.canEdit} />
      </Box>
      {status.kind === "paused" && (
        <Box sx={{ mb: 1.5 }}>
          <PausedNotice status={status} what="the note" />
        </Box>
      )}
      <LexicalCollaboration>
        <NoteSection title="Group narrative" id="narrative">
          {editor(props.narrativeRoot, "Group narrative", "note-editor-narrative")}
        </NoteSection>
        {props.roster.map((entry) => (
          <NoteSection
            key={entry.id}
            id={`client-${entry.client.id}`}
            title={clientLabel(entry.client)}
            heading={<ClientIdentity client={entry.client} />}
            badge={
              <Chip
                size="small"
                variant="outlined"
                label={entry.status ? ATTENDANCE_LABELS[entry.status] : "Not marked"}
              />
            }
          >
            {attendingRoots.has(entry.rootName) ? (
              editor(
                entry.rootName,
                `Individual note — ${clientLabel(entry.client)}`,
                `note-editor-client-${entry.client.id}`,
              )
            ) : (
              <Typography color="text.secondary" sx={{ py: 1 }}>
                {entry.status === null
                  ? "Mark attendance to write this client's note"
                  : `${ATTENDANCE_LABELS[entry.status]} — no individual note`}
              </Typography>
            )}
          </NoteSection>
        ))}
      </LexicalCollaboration>
    </Box>
  );
}

/** `title` names the section to assistive technology; `heading` shows it, when richer than the title. */
function NoteSection({
  id,
  title,
  heading,
  badge,
  children,
}: {
  id: string;
  title: string;
  heading?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const headingId = `note-section-${id}`;
  const bodyId = `${headingId}-body`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 0.5 }}>
        <IconButton
          size="small"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={open ? `Collapse ${title}` : `Expand ${title}`}
          onClick={() => setOpen(!open)}
        >
          {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </IconButton>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {heading ?? title}
        </Typography>
        {badge}
      </Box>
      {/* Hidden with CSS, never unmounted: the editor inside keeps its Yjs binding. */}
      <Box id={bodyId} sx={{ display: open ? "block" : "none" }}>
        {children}
      </Box>
    </Box>
  );
}
