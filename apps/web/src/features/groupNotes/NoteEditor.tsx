import { memo, useEffect, useMemo, useRef } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { CollaborationPlugin } from "@lexical/react/LexicalCollaborationPlugin";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import type { Provider } from "@lexical/yjs";
import type { Doc } from "yjs";
import { collabEditorConfig } from "../../lib/richText/collabEditorConfig";
import { TypingSessionPlugin } from "../../lib/richText/TypingSessionPlugin";
import { RICH_TEXT_EDITOR_CLASS, richTextEditorSx } from "../../lib/richText/editorTheme";
import { NoteToolbar } from "./NoteToolbar";

/** Several fields share the page, so each starts shorter than the handoff board's one editor. */
const editorSx = richTextEditorSx({ minHeight: 120 });

export interface EditorUser {
  id: string;
  name: string;
  color: string;
}

/**
 * One rich-text field of a group note: a Lexical editor bound to one root of the note's Y.Doc.
 * It must sit inside the note's one `<LexicalCollaboration>` (shared Y.Doc map) and get the
 * note's shared `providerFactory`, so every field rides the same socket. Memoised: the note
 * re-renders as its save state flips with each keystroke, its editors need not.
 */
export const NoteEditor = memo(function NoteEditor(props: {
  documentName: string;
  rootName: string;
  label: string;
  testId: string;
  providerFactory: (id: string, docMap: Map<string, Doc>) => Provider;
  editable: boolean;
  user: EditorUser;
}) {
  const cursorsContainer = useRef<HTMLDivElement>(null);
  // Stable identities: CollaborationPlugin reconnects whenever these change.
  const awarenessData = useMemo(() => ({ userId: props.user.id }), [props.user.id]);
  // Read-only until the document has synced (see EditableWhen).
  const initialConfig = useMemo(() => collabEditorConfig(`GroupNote:${props.rootName}`), [props.rootName]);

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Paper variant="outlined" sx={editorSx}>
        <NoteToolbar label={props.label} />
        <Box ref={cursorsContainer} sx={{ position: "relative" }}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className={RICH_TEXT_EDITOR_CLASS}
                data-testid={props.testId}
                aria-label={props.label}
                aria-multiline
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </Box>
      </Paper>
      <ListPlugin />
      <CollaborationPlugin
        id={props.documentName}
        rootName={props.rootName}
        providerFactory={props.providerFactory}
        shouldBootstrap={false}
        username={props.user.name}
        cursorColor={props.user.color}
        awarenessData={awarenessData}
        cursorsContainerRef={cursorsContainer}
      />
      <TypingSessionPlugin />
      <EditableWhen editable={props.editable} />
    </LexicalComposer>
  );
});

/** Lexical does not take `editable` as a prop after creation; this keeps it in step. */
function EditableWhen({ editable }: { editable: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    editor.setEditable(editable);
  }, [editor, editable]);
  return null;
}
