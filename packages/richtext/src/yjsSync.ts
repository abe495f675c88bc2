import { createYjsBinding } from "@lexical/yjs";
import { $getSelection, $isRangeSelection, createEditor } from "lexical";
import type { NodeKey, NodeMap } from "lexical";
import { Doc } from "yjs";

type SyncChild = (
  binding: unknown,
  index: number,
  key: NodeKey,
  prevNodeMap: NodeMap | null,
  dirtyElements: Map<NodeKey, boolean> | null,
  dirtyLeaves: Set<NodeKey> | null,
) => void;

/** The part of @lexical/yjs's (unexported) mirror of a text node that the patches below touch. */
interface CollabText {
  _key: NodeKey;
  _text: string;
  spliceText(index: number, remove: number, insert: string): void;
}

const PATCHED = Symbol.for("hearth.syncOnlyChangedNodesToYjs");
const TEXT_PATCHED = Symbol.for("hearth.textEditAtCaret");

/**
 * Adjusts @lexical/yjs 0.52 in two ways, once per module instance (every call after the first does
 * nothing); when the method patched is not found, as after an upgrade that renamed it, the library
 * is left as it is.
 *
 * **A local edit visits only the nodes it changed.** @lexical/yjs visits every node of the document
 * on each local update: the root's children are compared one by one
 * (`CollabElementNode._syncChildFromLexical`), each paragraph's properties and text diffed against
 * themselves. In a 200 KB note that is ~3 ms of every keystroke. Lexical marks every ancestor of a
 * changed node dirty, so a child that is neither in `dirtyElements` nor in `dirtyLeaves` is the very
 * same node object before and after the update, and those comparisons find nothing: skipping it
 * changes nothing but the time. Creations (no previous node map) are untouched.
 *
 * **Typed text is placed where the caret typed it** (see `textEditAtCaret`).
 */
export function patchLexicalYjsSync(): void {
  // The class is not exported: a throwaway binding's root is an instance of it.
  const probe = createYjsBinding({ editor: createEditor(), id: "probe", doc: new Doc(), docMap: new Map() });
  const prototype = Object.getPrototypeOf(probe.root) as Record<string | symbol, unknown>;
  if (prototype[PATCHED]) return;
  const original = prototype._syncChildFromLexical;
  if (typeof original !== "function" || original.length !== 6) return;
  const syncChild: SyncChild = function (
    this: { _children: unknown[] },
    binding,
    index,
    key,
    prevNodeMap,
    dirtyElements,
    dirtyLeaves,
  ) {
    if (
      prevNodeMap !== null &&
      dirtyElements !== null &&
      dirtyLeaves !== null &&
      !dirtyElements.has(key) &&
      !dirtyLeaves.has(key)
    )
      return;
    // The text node's class is not exported either: its prototype is patched the first time one is synced.
    const child = this._children[index];
    if (isCollabText(child))
      placeTextEditsAtCaret(Object.getPrototypeOf(child) as CollabText & Record<symbol, unknown>);
    (original as SyncChild).call(this, binding, index, key, prevNodeMap, dirtyElements, dirtyLeaves);
  };
  prototype._syncChildFromLexical = syncChild;
  prototype[PATCHED] = true;
}

function isCollabText(node: unknown): node is CollabText {
  return (
    typeof node === "object" &&
    node !== null &&
    typeof (node as CollabText)._text === "string" &&
    typeof (node as CollabText).spliceText === "function"
  );
}

/**
 * @lexical/yjs finds what changed in a text node by comparing its text before and after, and reads
 * an insertion next to an equal letter as made after it: typing "B" before "B" is written to Yjs as
 * a "B" after it. Alone, the text reads the same; with someone typing right there at the same time,
 * Yjs orders the letters by that wrong anchor and one person's sentence lands inside the other's.
 * `spliceText` is called only with that comparison's result, before the node's text is updated, so
 * the edit is worked out again here with the caret's help.
 */
function placeTextEditsAtCaret(prototype: CollabText & Record<symbol, unknown>): void {
  if (prototype[TEXT_PATCHED]) return;
  const splice = prototype.spliceText;
  prototype.spliceText = function (this: CollabText, index, remove, insert) {
    const before = this._text;
    const after = before.slice(0, index) + insert + before.slice(index + remove);
    const edit = textEditAtCaret(before, after, caretIn(this._key, after.length));
    splice.call(this, edit.index, edit.remove, edit.insert);
  };
  prototype[TEXT_PATCHED] = true;
}

function caretIn(key: NodeKey, otherwise: number): number {
  const selection = $getSelection();
  return $isRangeSelection(selection) && selection.isCollapsed() && selection.anchor.key === key
    ? selection.anchor.offset
    : otherwise;
}

/**
 * The edit that turns `before` into `after`, given the caret's offset in `after`: text typed ends at
 * the caret, so the unchanged start is never taken past `caret` less what was added.
 */
export function textEditAtCaret(
  before: string,
  after: string,
  caret: number,
): { index: number; remove: number; insert: string } {
  const keptBeforeCaret = Math.max(0, caret - Math.max(0, after.length - before.length));
  const shorter = Math.min(before.length, after.length);
  let left = 0;
  while (left < shorter && left < keptBeforeCaret && before[left] === after[left]) left++;
  let right = 0;
  while (left + right < shorter && before[before.length - 1 - right] === after[after.length - 1 - right]) right++;
  // Where the caret says nothing more, the longest unchanged start.
  while (left + right < shorter && before[left] === after[left]) left++;
  return { index: left, remove: before.length - left - right, insert: after.slice(left, after.length - right) };
}
