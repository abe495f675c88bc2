import type { SerializedEditorState } from "lexical";
import { applyUpdate, Doc } from "yjs";
import { bindHeadlessEditor, type BoundEditor } from "./headless";
import { renderHtml } from "./html";
import { isEmptyRoot, renderPlainText } from "./text";

export interface RenderedRoot {
  /** The root's Lexical editor state, as a browser editor bound to it would hold it. */
  json: SerializedEditorState;
  html: string;
  text: string;
  /** True when nothing but headings (or whitespace) was written. */
  empty: boolean;
}

/**
 * Renders each named root of a Yjs document. `state` is the whole document as one update
 * (snapshot and log merged); it is decoded once for all roots. A root the state does not hold
 * renders as an empty root. Throws when the document holds a node type RICH_TEXT_NODES lacks.
 */
export function renderRoots(state: Uint8Array, rootNames: readonly string[]): Map<string, RenderedRoot> {
  const doc = new Doc();
  try {
    return renderInDoc(doc, state, rootNames);
  } finally {
    doc.destroy();
  }
}

/**
 * `renderRoots` into a Y.Doc the caller owns (and destroys): the document stays loaded, so the
 * caller can read the same state further (e.g. who wrote which characters) without decoding it again.
 */
export function renderInDoc(doc: Doc, state: Uint8Array, rootNames: readonly string[]): Map<string, RenderedRoot> {
  const editors = new Map<string, BoundEditor>();
  try {
    // Bind first, then apply: the editors receive the content the way a provider's first sync
    // delivers it. Read-only bindings, so rendering never writes into the document.
    for (const name of rootNames)
      if (!editors.has(name)) editors.set(name, bindHeadlessEditor(doc, name, { readOnly: true }));
    if (state.length > 0) loadState(doc, state);

    const rendered = new Map<string, RenderedRoot>();
    for (const [name, { editor }] of editors) {
      // read() first commits the update the Yjs observer queued, so the state is complete.
      const json = editor.read(() => editor.getEditorState().toJSON());
      rendered.set(name, {
        json,
        html: renderHtml(json.root),
        text: renderPlainText(json.root),
        empty: isEmptyRoot(json.root),
      });
    }
    return rendered;
  } finally {
    for (const { dispose } of editors.values()) dispose();
  }
}

function loadState(doc: Doc, state: Uint8Array): void {
  try {
    applyUpdate(doc, state);
  } catch (error) {
    // A corrupt update, or a node type RICH_TEXT_NODES lacks (Lexical's production build reports
    // that one only as "Minified Lexical error #88"). Either way the note cannot be rendered.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`renderRoots: cannot read the document state: ${reason}`, { cause: error });
  }
}
