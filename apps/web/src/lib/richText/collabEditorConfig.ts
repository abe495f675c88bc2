import type { InitialConfigType } from "@lexical/react/LexicalComposer";
import { RICH_TEXT_NODES, patchLexicalYjsSync } from "@hearth/richtext";
import { richTextTheme } from "./editorTheme";

/**
 * The Lexical config of a rich-text editor bound to a collaborative (Yjs) document. It knows the
 * node set the server renders and checks with (`RICH_TEXT_NODES`), never seeds content of its own
 * (the document comes from the server), and starts read-only so nothing is typed into an unsynced copy.
 */
export function collabEditorConfig(namespace: string): InitialConfigType {
  // Each keystroke costs the changed paragraph, not the whole note.
  patchLexicalYjsSync();
  return {
    namespace,
    nodes: [...RICH_TEXT_NODES],
    theme: richTextTheme,
    editorState: null,
    editable: false,
    onError: (error: Error) => {
      throw error;
    },
  };
}
