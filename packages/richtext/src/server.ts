/**
 * Server-side rich text (Node only): template content for new documents, and the final render of
 * a document's roots when a note is signed, both written by the headless editor binding (which
 * tests type with too). Browser code imports "@hearth/richtext" instead.
 */
export { RICH_TEXT_NODES } from "./index";
export { createTemplateUpdate } from "./template";
export { bindHeadlessEditor, type BoundEditor } from "./headless";
export { renderRoots, type RenderedRoot } from "./render";
export { renderAttributed, type AttributedBlock, type AttributedSegment, type AttributionOptions } from "./attribution";
export { escapeHtml } from "./html";
export { redactRendering, termPattern, type RedactedRendering } from "./redact";
export { canonicalJson, contentHash } from "./hash";
export { writeParagraphs } from "./template";
export { readOutline, setOutlineField, type OutlineNode } from "./outline";
export { addOutlineItemWithText } from "./outlineText";
