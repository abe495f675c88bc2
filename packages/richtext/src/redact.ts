import { renderHtml } from "./html";
import type { SerializedNodeLike } from "./serialized";
import { isEmptyRoot, renderPlainText } from "./text";

/*
 * Redaction of a stored rendering, for copies of a record that leave the care team (a client's
 * copy of a group note must not disclose the other clients). It works on the Lexical JSON and
 * renders HTML and text again from the result, so the three always agree, and it never touches
 * the stored rendering itself: the signed record stays whole.
 */

export interface RedactedRendering {
  json: unknown;
  html: string;
  text: string;
  empty: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One pattern for every term, longest first (a full name goes before its parts), matching whole
 * words only and ignoring case: "Jo" never blacks out "Joanna" or "jog", but "james" is found as
 * well as "James". Terms shorter than two characters are left out (an initial says too little
 * and matches too much). Null when nothing is left to look for.
 */
export function termPattern(terms: readonly string[]): RegExp | null {
  const wanted = [...new Set(terms.map((t) => t.trim()).filter((t) => t.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  if (wanted.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${wanted.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}_])`, "giu");
}

/** Every string in a value (keys aside) with the pattern's matches replaced; a new value, the input untouched. */
function redactValue(value: unknown, pattern: RegExp, replacement: string): unknown {
  if (typeof value === "string") return value.replace(pattern, replacement);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, pattern, replacement));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, redactValue(item, pattern, replacement)]),
    );
  }
  return value;
}

/**
 * A serialized editor state (`{ root }`, as stored at signing) with every occurrence of the terms
 * replaced, and its HTML and plain text rendered again. Every string of the document is searched,
 * not only the text the renderers show: the JSON goes out with the copy, and a client of the
 * shared document can write any property into it.
 */
export function redactRendering(
  editorState: unknown,
  terms: readonly string[],
  replacement: string,
): RedactedRendering {
  const pattern = termPattern(terms);
  const json = pattern ? redactValue(editorState, pattern, replacement) : editorState;
  const root = (typeof json === "object" && json !== null ? (json as { root?: unknown }).root : null) as
    SerializedNodeLike | null | undefined;
  if (!root || typeof root !== "object") return { json, html: "", text: "", empty: true };
  return { json, html: renderHtml(root), text: renderPlainText(root), empty: isEmptyRoot(root) };
}
