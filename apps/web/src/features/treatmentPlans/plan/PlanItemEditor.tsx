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
import { rootLoadingExistingText } from "@hearth/richtext";
import { collabEditorConfig } from "../../../lib/richText/collabEditorConfig";
import { RICH_TEXT_EDITOR_CLASS, richTextEditorSx } from "../../../lib/richText/editorTheme";
import { TypingSessionPlugin } from "../../../lib/richText/TypingSessionPlugin";

/** An item's text is a sentence or a short paragraph: a line or two, growing as it is written. */
const editorSx = richTextEditorSx({ minHeight: 48 });

export interface PlanEditorUser {
  id: string;
  name: string;
  color: string;
}

/**
 * The text of one plan item: a Lexical editor bound to the item's root of the plan's Y.Doc, on the
 * plan's one connection (the shared `providerFactory`, inside the plan's `<LexicalCollaboration>`).
 * It mounts when the item shows, usually after the document synced: `rootLoadingExistingText`
 * loads what the root holds already. Memoised: the plan re-renders with every outline change.
 */
export const PlanItemEditor = memo(function PlanItemEditor(props: {
  documentName: string;
  rootName: string;
  label: string;
  testId: string;
  providerFactory: (id: string, docMap: Map<string, Doc>) => Provider;
  editable: boolean;
  user: PlanEditorUser;
}) {
  const cursorsContainer = useRef<HTMLDivElement>(null);
  // Stable identities: CollaborationPlugin reconnects whenever these change.
  const awarenessData = useMemo(() => ({ userId: props.user.id }), [props.user.id]);
  const initialConfig = useMemo(() => collabEditorConfig(`TreatmentPlan:${props.rootName}`), [props.rootName]);
  const getXmlText = useMemo(() => rootLoadingExistingText(props.rootName), [props.rootName]);

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Paper variant="outlined" sx={editorSx}>
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
        getXmlText={getXmlText}
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
