import type { Doc } from "yjs";
import { addOutlineItem } from "./outline";
import type { NewOutlineItem, OutlineHierarchy, OutlineOptions } from "./outline";
import { writeParagraphs } from "./template";

/**
 * Adds an outline item and writes its text root (`rootOf(id)`) with these paragraphs, one empty
 * paragraph when none, in one transaction: every copy receives the item and a place to type in it
 * at once, so no editor opened on the item ever finds its root empty and writes a first paragraph
 * of its own beside someone else's. Both are this copy's own change, under its own client id.
 */
export function addOutlineItemWithText(
  doc: Doc,
  hierarchy: OutlineHierarchy,
  item: NewOutlineItem,
  rootOf: (id: string) => string,
  paragraphs: readonly string[] = [],
  options: OutlineOptions = {},
): string {
  let id = "";
  doc.transact(() => {
    id = addOutlineItem(doc, hierarchy, item, options);
    writeParagraphs(doc, rootOf(id), paragraphs);
  }, options.origin);
  return id;
}
