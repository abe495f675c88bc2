import { ListItemNode, ListNode } from "@lexical/list";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";
import type { Klass, LexicalNode } from "lexical";

/**
 * The node classes every Hearth rich-text editor registers: the web editors and the server's
 * headless editors alike. A node type missing here cannot be read back from a shared document
 * by the server, so a new node type is added here first, never in one app alone.
 */
export const RICH_TEXT_NODES: ReadonlyArray<Klass<LexicalNode>> = [HeadingNode, QuoteNode, ListNode, ListItemNode];

export { patchLexicalYjsSync } from "./yjsSync";
export { keepCaretAfterOwnText } from "./caret";
export { keepTypingSessionsApart } from "./typingSessions";
export { rootLoadingExistingText } from "./existingText";
export {
  addOutlineItem,
  moveOutlineItem,
  observeOutline,
  readOutline,
  removeOutlineItem,
  setOutlineField,
  type NewOutlineItem,
  type OutlineFields,
  type OutlineFieldValue,
  type OutlineHierarchy,
  type OutlineNode,
  type OutlineOptions,
  type OutlinePlacement,
} from "./outline";
export { addOutlineItemWithText } from "./outlineText";
