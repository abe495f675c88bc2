import { $getState, $setState, createState, TextNode } from "lexical";
import type { LexicalEditor } from "lexical";

/** Which editing session typed a text node first; stored with the node in the shared document. */
const typingSession = createState("typingSession", { parse: (value) => (typeof value === "number" ? value : null) });

/**
 * Keeps the text nodes that this editor creates apart from those of every other editing session.
 *
 * When two people start typing at the same spot at once (an empty line), each browser creates a
 * text node; once both arrive, Lexical merges the two adjacent nodes, and @lexical/yjs 0.52 writes
 * that merge back to the shared document from both browsers at the same time, which loses and
 * garbles letters. A node stamped with its session is never merged with another session's node
 * (Lexical merges only text nodes whose state is equal), so each person's text stays in its own
 * node; typing into someone else's node keeps their stamp. Returns the function that stops it.
 */
export function keepTypingSessionsApart(editor: LexicalEditor, session: number = newSession()): () => void {
  return editor.registerNodeTransform(TextNode, (node) => {
    if ($getState(node, typingSession) === null) $setState(node, typingSession, session);
  });
}

const newSession = (): number => Math.floor(Math.random() * 2 ** 31) + 1;
