import { $createHeadingNode } from "@lexical/rich-text";
import { $createParagraphNode, $createTextNode, $getRoot } from "lexical";
import type { RootNode } from "lexical";
import { Doc, encodeStateAsUpdate } from "yjs";
import { bindHeadlessEditor } from "./headless";

/**
 * A Yjs update that fills root `rootName` with one h3 heading per section title, each followed by
 * an empty paragraph to type in. It touches no other root; apply it once, to a root that is still
 * empty (applying it twice appends the template twice).
 */
export function createTemplateUpdate(rootName: string, sections: readonly string[]): Uint8Array {
  const doc = new Doc();
  try {
    writeRoot(doc, rootName, (root) => {
      for (const title of sections) {
        root.append($createHeadingNode("h3").append($createTextNode(title)), $createParagraphNode());
      }
    });
    return encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
}

/**
 * Writes these paragraphs of plain text into root `rootName` of `doc` itself, as this copy's own
 * change (inside the caller's transaction, if any): for a root that is still empty.
 */
export function writeParagraphs(doc: Doc, rootName: string, paragraphs: readonly string[]): void {
  writeRoot(doc, rootName, (root) => {
    for (const text of paragraphs) root.append($createParagraphNode().append(...(text ? [$createTextNode(text)] : [])));
  });
}

/**
 * Writes a root through a bound editor, so it is exactly what a browser's CollaborationPlugin reads.
 * A root left empty still gets one paragraph, a place for the caret.
 */
function writeRoot(doc: Doc, rootName: string, write: (root: RootNode) => void): void {
  const { editor, dispose } = bindHeadlessEditor(doc, rootName);
  try {
    // discrete: commit now, so the update listener has written the Yjs side before we go on.
    editor.update(
      () => {
        const root = $getRoot();
        write(root);
        if (root.getChildrenSize() === 0) root.append($createParagraphNode());
      },
      { discrete: true },
    );
  } finally {
    dispose();
  }
}
