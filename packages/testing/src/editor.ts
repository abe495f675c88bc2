/**
 * The headless editor every test types with: a Lexical editor bound to one root (a note's section)
 * of a Yjs document by the server's own binding (`bindHeadlessEditor`, wired as a browser's
 * CollaborationPlugin is), with what tests do to it: type, replace and read a section's text,
 * take in remote updates, and answer the Yjs update each edit made.
 */
import { $createParagraphNode, $createTextNode, $getRoot, $isParagraphNode } from "lexical";
import type { LexicalEditor } from "lexical";
import { Doc, applyUpdate, encodeStateAsUpdate, encodeStateVector } from "yjs";
import { bindHeadlessEditor } from "@hearth/richtext/server";

export interface TestEditor {
  readonly doc: Doc;
  readonly rootName: string;
  readonly editor: LexicalEditor;
  /** Applies an update made elsewhere (the server, another editor) and lets the editor take it in. */
  applyUpdate(update: Uint8Array): void;
  /** Runs `change` in one committed Lexical update; answers the Yjs update it made. */
  edit(change: () => void): Uint8Array;
  /** Appends a paragraph holding `text` at the end of the section. */
  appendParagraph(text: string): Uint8Array;
  /** Types `text` into the section's first empty paragraph (a new one at the end when none is empty), as a person clicking into it would. */
  type(text: string): Uint8Array;
  /** Replaces everything in the section with one paragraph holding `text`. */
  replaceText(text: string): Uint8Array;
  /** The section's plain text. */
  text(): string;
  /** Stops syncing; the document and the editor's last state stay as they are. */
  dispose(): void;
}

/**
 * Opens root `rootName` of `doc` in a headless editor. Content already in `doc` is not loaded (as
 * with a browser's provider, it arrives as updates after binding): bind before the document fills.
 */
export function openEditor(doc: Doc, rootName: string): TestEditor {
  const { editor, dispose } = bindHeadlessEditor(doc, rootName);
  const edit = (change: () => void) => {
    const before = encodeStateVector(doc);
    editor.update(change, { discrete: true });
    return encodeStateAsUpdate(doc, before);
  };
  return {
    doc,
    rootName,
    editor,
    applyUpdate(update) {
      applyUpdate(doc, update);
      // read() first commits the update the Yjs observer queued.
      editor.read(() => undefined);
    },
    edit,
    appendParagraph: (text) => edit(() => $getRoot().append($createParagraphNode().append($createTextNode(text)))),
    type: (text) =>
      edit(() => {
        const root = $getRoot();
        const emptyParagraph = root
          .getChildren()
          .filter($isParagraphNode)
          .find((node) => node.getTextContent() === "");
        const paragraph = emptyParagraph ?? $createParagraphNode();
        if (!emptyParagraph) root.append(paragraph);
        paragraph.append($createTextNode(text));
      }),
    replaceText: (text) =>
      edit(() =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode(text))),
      ),
    text: () => editor.read(() => $getRoot().getTextContent()),
    dispose,
  };
}

/**
 * The edit a browser would make to `base`: a copy of it opened at `rootName`, `change` run in one
 * Lexical update. Answers the Yjs update and the copy (a Yjs client of its own); `base` is not
 * changed: apply the update to it, store it, or send it in a frame.
 */
export function editCopy(base: Doc, rootName: string, change: () => void): { update: Uint8Array; doc: Doc } {
  const doc = new Doc();
  const opened = openEditor(doc, rootName);
  opened.applyUpdate(encodeStateAsUpdate(base));
  const update = opened.edit(change);
  opened.dispose();
  return { update, doc };
}

/** `editCopy`'s update alone, the copy destroyed. */
export function lexicalEdit(base: Doc, rootName: string, change: () => void): Uint8Array {
  const { update, doc } = editCopy(base, rootName, change);
  doc.destroy();
  return update;
}
