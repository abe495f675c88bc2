import { PLAN_ITEM_LABELS, PLAN_OUTLINE_HIERARCHY, planItemRoot, planSigningGaps } from "@hearth/schema";
import type { PlanItemKind } from "@hearth/schema";
import type { OutlineNode, OutlinePlacement } from "@hearth/richtext";
import { XmlText } from "yjs";
import type { Doc } from "yjs";

/** One item of the outline as the page shows it: numbered as clinicians count ("Goal 1.2"). */
export interface NumberedItem {
  node: OutlineNode;
  kind: PlanItemKind;
  /** "1.2": the item's place at each level, counted from 1. */
  number: string;
  /** "Goal 1.2". */
  label: string;
  parentId: string | null;
  /** Where a move up or down puts it among its siblings; null at either end. */
  up: OutlinePlacement | null;
  down: OutlinePlacement | null;
  children: NumberedItem[];
}

/** The kind an item of `kind` holds under it; null for an intervention. */
export function childKindOf(kind: PlanItemKind): PlanItemKind | null {
  const allowed = (PLAN_OUTLINE_HIERARCHY as Record<string, readonly PlanItemKind[]>)[kind] ?? [];
  return allowed[0] ?? null;
}

export const itemLabel = (kind: PlanItemKind, number: string) => `${PLAN_ITEM_LABELS[kind]} ${number}`;

/** The outline numbered, each item with the placements that move it one step up or down. */
export function numberOutline(
  outline: readonly OutlineNode[],
  parentId: string | null = null,
  prefix = "",
): NumberedItem[] {
  return outline.map((node, index) => {
    const kind = node.kind as PlanItemKind;
    const number = `${prefix}${index + 1}`;
    return {
      node,
      kind,
      number,
      label: itemLabel(kind, number),
      parentId,
      // Up: after the sibling two places back (first when there is none); down: after the next one.
      up: index === 0 ? null : { parentId, after: index >= 2 ? outline[index - 2]!.id : null },
      down: index === outline.length - 1 ? null : { parentId, after: outline[index + 1]!.id },
      children: numberOutline(node.children, node.id, `${number}.`),
    };
  });
}

/** Whether any text was written in a Lexical (v1) root of the document: whitespace and empty paragraphs do not count. */
export function rootHasText(doc: Doc, rootName: string): boolean {
  if (!doc.share.has(rootName)) return false;
  return xmlHasText(doc.get(rootName, XmlText) as XmlText);
}

function xmlHasText(text: XmlText): boolean {
  for (const op of text.toDelta() as { insert?: unknown }[]) {
    if (typeof op.insert === "string" && op.insert.trim() !== "") return true;
    if (op.insert instanceof XmlText && xmlHasText(op.insert)) return true;
  }
  return false;
}

/** What keeps the plan from being signed, from the document as it is in this browser now. */
export function liveSigningGaps(doc: Doc, outline: readonly OutlineNode[]): string[] {
  return planSigningGaps(outline, (itemId) => rootHasText(doc, planItemRoot(itemId)));
}

/** "its 2 goals and 3 objectives": what goes with an item when it is removed; "" when nothing. */
export function underText(item: Pick<NumberedItem, "children">): string {
  const counts = new Map<PlanItemKind, number>();
  const visit = (items: readonly Pick<NumberedItem, "children" | "kind">[]) =>
    items.forEach((child) => {
      counts.set(child.kind, (counts.get(child.kind) ?? 0) + 1);
      visit(child.children);
    });
  visit(item.children);
  const parts = [...counts].map(([kind, n]) => `${n} ${PLAN_ITEM_LABELS[kind].toLowerCase()}${n === 1 ? "" : "s"}`);
  if (parts.length === 0) return "";
  const joined = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)!}`;
  return `its ${joined}`;
}
