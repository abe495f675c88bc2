import {
  childrenOf,
  isElement,
  isNestedListHolder,
  leafText,
  listKind,
  listStart,
  nodeType,
  type SerializedNodeLike,
} from "./serialized";

/**
 * Plain text of a serialized root: one block per top-level node, blank lines between blocks,
 * empty blocks left out. List items go one per line with a marker ("- ", "1. ", "[x] "), nested
 * lists indented by two spaces.
 */
export function renderPlainText(root: SerializedNodeLike): string {
  return childrenOf(root)
    .map((node) => (nodeType(node) === "list" ? listLines(node, 0).join("\n") : inlineText(node)))
    .filter((block) => block.trim() !== "")
    .join("\n\n");
}

/**
 * True when the root holds no text outside headings (whitespace does not count): a template
 * with only its section headings is empty.
 */
export function isEmptyRoot(root: SerializedNodeLike): boolean {
  const hasBodyText = (node: SerializedNodeLike): boolean => {
    if (nodeType(node) === "heading") return false;
    if (isElement(node)) return childrenOf(node).some(hasBodyText);
    return leafText(node).trim() !== "";
  };
  return !childrenOf(root).some(hasBodyText);
}

function inlineText(node: SerializedNodeLike): string {
  switch (nodeType(node)) {
    case "linebreak":
      return "\n";
    case "tab":
      return "\t";
    case "list":
      return listLines(node, 0).join("\n");
    default:
      return isElement(node) ? childrenOf(node).map(inlineText).join("") : leafText(node);
  }
}

function listLines(list: SerializedNodeLike, depth: number): string[] {
  const kind = listKind(list);
  const indent = "  ".repeat(depth);
  const lines: string[] = [];
  let number = listStart(list);
  for (const item of childrenOf(list)) {
    if (isNestedListHolder(item)) {
      for (const nested of childrenOf(item)) lines.push(...listLines(nested, depth + 1));
      continue;
    }
    const marker =
      kind === "number" ? `${number++}. ` : kind === "check" ? (item.checked === true ? "[x] " : "[ ] ") : "- ";
    lines.push(indent + marker + inlineText(item));
  }
  return lines;
}
