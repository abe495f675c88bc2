import { memo, useEffect, useMemo, useRef } from "react";
import type { ReactNode } from "react";
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
import { rootLoadingExistingText } from "@hearth/richtext";
import { collabEditorConfig } from "./collabEditorConfig";
import { RICH_TEXT_EDITOR_CLASS, richTextEditorSx } from "./editorTheme";
import { TypingSessionPlugin } from "./TypingSessionPlugin";

export interface SharedEditorUser {
  id: string;
  name: string;
  color: string;
}

export interface SharedDocumentEditorProps {
  documentName: string;
  rootName: string;
  /** The editor's accessible name. */
  label: string;
  testId: string;
  providerFactory: (id: string, docMap: Map<string, Doc>) => Provider;
  editable: boolean;
  user: SharedEditorUser;
  /** Lexical's namespace for the editor, e.g. `GroupNote:narrative`. */
  namespace: string;
  minHeight: number;
  /** Shown above the text, inside the editor's frame (a toolbar). */
  header?: ReactNode;
  /**
   * The editor mounts after the document synced (its root known only from the document): it loads
   * what the root holds already, which a binding made after the sync does not hear of.
   */
  mountsAfterSync?: boolean;
}

/**
 * One rich-text field of a collaborative document: a Lexical editor bound to one root of the
 * document's Y.Doc. It must sit inside the document's one `<LexicalCollaboration>` (shared Y.Doc map)
 * and get its shared `providerFactory`, so every field rides the same socket. Memoised: the page
 * re-renders as its save state flips with each keystroke, its editors need not.
 */
export const SharedDocumentEditor = memo(function SharedDocumentEditor(props: SharedDocumentEditorProps) {
  const cursorsContainer = useRef<HTMLDivElement>(null);
  // Stable identities: CollaborationPlugin reconnects whenever these change.
  const awarenessData = useMemo(() => ({ userId: props.user.id }), [props.user.id]);
  // Read-only until the document has synced (see EditableWhen).
  const initialConfig = useMemo(() => collabEditorConfig(props.namespace), [props.namespace]);
  const getXmlText = useMemo(
    () => (props.mountsAfterSync ? rootLoadingExistingText(props.rootName) : undefined),
    [props.mountsAfterSync, props.rootName],
  );
  const frameSx = useMemo(() => richTextEditorSx({ minHeight: props.minHeight }), [props.minHeight]);

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Paper variant="outlined" sx={frameSx}>
        {props.header}
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
        {...(getXmlText ? { getXmlText } : {})}
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
