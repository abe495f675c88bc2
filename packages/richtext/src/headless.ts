import { createHeadlessEditor } from "@lexical/headless";
import {
  createYjsBinding,
  syncLexicalUpdateToYjs,
  syncYjsChangesToLexical,
  type Binding,
  type Provider,
} from "@lexical/yjs";
import { mergeRegister } from "lexical";
import type { LexicalEditor } from "lexical";
import type { Doc, Transaction, XmlText, YEvent } from "yjs";
import { RICH_TEXT_NODES } from "./index";
import { keepTypingSessionsApart } from "./typingSessions";
import { patchLexicalYjsSync } from "./yjsSync";

/** A Lexical editor bound to one root of a Yjs document, with no DOM and no network. */
export interface BoundEditor {
  editor: LexicalEditor;
  binding: Binding;
  /** Stops syncing; the document and the editor's last state stay as they are. */
  dispose(): void;
}

// The binding's sync functions want a provider for cursors and awareness. A server-side editor
// has neither: a null local state makes @lexical/yjs skip every cursor write.
const offlineProvider: Provider = {
  awareness: {
    getLocalState: () => null,
    getStates: () => new Map(),
    on: () => {},
    off: () => {},
    setLocalState: () => {},
    setLocalStateField: () => {},
  },
  connect: () => {},
  disconnect: () => {},
  on: () => {},
  off: () => {},
};

const noCursors = () => {};

/**
 * Binds a headless editor to the `XmlText` named `rootName` in `doc`, wired the way
 * CollaborationPlugin wires a browser editor: Yjs changes flow into Lexical, and (unless
 * `readOnly`) Lexical updates flow back into Yjs, its text nodes kept apart from other sessions'
 * as a browser's are. Content already in `doc` is not loaded: apply updates after binding, as a
 * provider would deliver them. A `provider` whose awareness has a local state makes the editor keep
 * its caret there and restore it after remote changes, as a browser does; the default has none.
 */
export function bindHeadlessEditor(
  doc: Doc,
  rootName: string,
  { readOnly = false, provider = offlineProvider }: { readOnly?: boolean; provider?: Provider } = {},
): BoundEditor {
  patchLexicalYjsSync();
  const editor = createHeadlessEditor({
    namespace: `hearth:${rootName}`,
    nodes: RICH_TEXT_NODES,
    // Throwing makes a document the server cannot read fail loudly (e.g. a node type the web
    // app writes but RICH_TEXT_NODES lacks) instead of rendering a silently truncated note.
    onError: (error) => {
      throw error;
    },
  });
  const binding = createYjsBinding({ editor, id: rootName, doc, docMap: new Map([[rootName, doc]]), rootName });

  const onYjsChanges = (events: YEvent<XmlText>[], transaction: Transaction) => {
    if (transaction.origin !== binding) syncYjsChangesToLexical(binding, provider, events, false, noCursors);
  };
  const sharedType = binding.root.getSharedType();
  sharedType.observeDeep(onYjsChanges);

  const stopWriting = readOnly
    ? () => {}
    : mergeRegister(
        keepTypingSessionsApart(editor),
        editor.registerUpdateListener(
          ({ prevEditorState, editorState, dirtyElements, dirtyLeaves, normalizedNodes, tags }) =>
            syncLexicalUpdateToYjs(
              binding,
              provider,
              prevEditorState,
              editorState,
              dirtyElements,
              dirtyLeaves,
              normalizedNodes,
              tags,
            ),
        ),
      );

  return {
    editor,
    binding,
    dispose() {
      sharedType.unobserveDeep(onYjsChanges);
      stopWriting();
    },
  };
}
