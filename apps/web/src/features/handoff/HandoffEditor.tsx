import { useEffect, useMemo, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { LexicalCollaboration } from "@lexical/react/LexicalCollaborationContext";
import { CollaborationPlugin } from "@lexical/react/LexicalCollaborationPlugin";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { collabEditorConfig } from "../../lib/richText/collabEditorConfig";
import { TypingSessionPlugin } from "../../lib/richText/TypingSessionPlugin";
import { RICH_TEXT_EDITOR_CLASS, richTextEditorSx } from "../../lib/richText/editorTheme";
import { wsUrl } from "../../lib/wsUrl";
import { CollabConnection } from "../../lib/collab/collabConnection";
import { PausedNotice } from "../../lib/collab/PausedNotice";
import { ConnectionIndicator, PresenceList } from "../../lib/collab/PresenceList";
import { RefusedNotice } from "../../lib/collab/RefusedNotice";
import { EditorToolbar } from "./EditorToolbar";
import { useConnectionState } from "../../lib/collab/useConnectionState";

const editorSx = richTextEditorSx({ minHeight: 320 });

export const NO_ACCESS_MESSAGE = "You do not have access to this handoff board";

/**
 * The live handoff notes of one Yjs document. Mount it with `key={docName}`: a Lexical editor
 * bound to one document cannot be repointed at another.
 */
export function HandoffEditor({
  docName,
  userId,
  userName,
  color,
}: {
  docName: string;
  userId: string;
  userName: string;
  color: string;
}) {
  const [connection] = useState(() => new CollabConnection(wsUrl("/collab")));
  useEffect(() => connection.hold(), [connection]);
  // The status alone: re-rendering the editor's tree for presence would cost each keystroke that
  // much more (ConnectionHeader shows it).
  const status = useConnectionState(connection, (s) => s.status);
  const cursorsContainer = useRef<HTMLDivElement>(null);
  // Stable identities: CollaborationPlugin reconnects whenever these change.
  const awarenessData = useMemo(() => ({ userId }), [userId]);
  // Read-only until the first sync (see EditableOnceSynced).
  const initialConfig = useMemo(() => collabEditorConfig("HandoffBoard"), []);

  if (status.kind === "refused")
    return (
      <RefusedNotice
        status={status}
        noAccess={NO_ACCESS_MESSAGE}
        signedOut="Your session has ended. Sign in again to open this handoff board."
        closed="The handoff board closed the connection"
      />
    );

  return (
    <Box>
      <ConnectionHeader connection={connection} />
      <LexicalCollaboration>
        <LexicalComposer initialConfig={initialConfig}>
          <Paper variant="outlined" sx={editorSx}>
            <EditorToolbar />
            <Box ref={cursorsContainer} sx={{ position: "relative" }}>
              <RichTextPlugin
                contentEditable={
                  <ContentEditable
                    className={RICH_TEXT_EDITOR_CLASS}
                    data-testid="handoff-editor"
                    aria-label="Handoff notes"
                    aria-multiline
                  />
                }
                ErrorBoundary={LexicalErrorBoundary}
              />
            </Box>
          </Paper>
          <CollaborationPlugin
            id={docName}
            providerFactory={connection.providerFactory}
            shouldBootstrap={false}
            username={userName}
            cursorColor={color}
            awarenessData={awarenessData}
            cursorsContainerRef={cursorsContainer}
          />
          <TypingSessionPlugin />
          <EditableOnceSynced synced={status.kind === "connected"} />
        </LexicalComposer>
      </LexicalCollaboration>
    </Box>
  );
}

function ConnectionHeader({ connection }: { connection: CollabConnection }) {
  const status = useConnectionState(connection, (s) => s.status);
  const participants = useConnectionState(connection, (s) => s.participants);
  if (status.kind === "refused") return null;
  return (
    <Box sx={{ mb: 1.5 }}>
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 2 }}>
        <ConnectionIndicator status={status} />
        <PresenceList participants={participants} />
      </Box>
      {status.kind === "paused" && (
        <Box sx={{ mt: 1 }}>
          <PausedNotice status={status} what="the handoff board" />
        </Box>
      )}
    </Box>
  );
}

/** Turns the editor editable after its first sync; later drops keep it editable (Yjs merges on reconnect). */
function EditableOnceSynced({ synced }: { synced: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    if (synced) editor.setEditable(true);
  }, [editor, synced]);
  return null;
}
