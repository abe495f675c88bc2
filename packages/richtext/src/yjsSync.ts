import { createYjsBinding } from "@lexical/yjs";
import { createEditor } from "lexical";
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

const PATCHED = Symbol.for("hearth.syncOnlyChangedNodesToYjs");

/**
 * Makes @lexical/yjs mirror a local edit into Yjs by visiting only the nodes the edit changed.
 *
 * @lexical/yjs 0.52 visits every node of the document on each local update: the root's children
 * are compared one by one (`CollabElementNode._syncChildFromLexical`), each paragraph's properties
 * and text diffed against themselves. In a 200 KB note that is ~3 ms of every keystroke. Lexical
 * marks every ancestor of a changed node dirty, so a child that is neither in `dirtyElements` nor in
 * `dirtyLeaves` is the very same node object before and after the update, and those comparisons find
 * nothing: skipping it changes nothing but the time. Creations (no previous node map) are untouched.
 *
 * Applied once per module instance of @lexical/yjs (every call after the first does nothing); when
 * the method is not found, as after an upgrade that renamed it, the library is left as it is.
 */
export function syncOnlyChangedNodesToYjs(): void {
  // The class is not exported: a throwaway binding's root is an instance of it.
  const probe = createYjsBinding({ editor: createEditor(), id: "probe", doc: new Doc(), docMap: new Map() });
  const prototype = Object.getPrototypeOf(probe.root) as Record<string | symbol, unknown>;
  if (prototype[PATCHED]) return;
  const original = prototype._syncChildFromLexical;
  if (typeof original !== "function" || original.length !== 6) return;
  const syncChild: SyncChild = function (this: unknown, binding, index, key, prevNodeMap, dirtyElements, dirtyLeaves) {
    if (
      prevNodeMap !== null &&
      dirtyElements !== null &&
      dirtyLeaves !== null &&
      !dirtyElements.has(key) &&
      !dirtyLeaves.has(key)
    )
      return;
    (original as SyncChild).call(this, binding, index, key, prevNodeMap, dirtyElements, dirtyLeaves);
  };
  prototype._syncChildFromLexical = syncChild;
  prototype[PATCHED] = true;
}
