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

/*
 * HTML from serialized Lexical JSON, for print pages that insert it with dangerouslySetInnerHTML.
 * Safe by construction: tag names come only from the constant tables below, attribute values only
 * from checked enums and integers, and every string from the document goes through escapeHtml.
 * No DOM is involved, and the same input always yields the same bytes (the API hashes it).
 */

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

// Lexical's text format bits, outermost tag first.
const FORMAT_TAGS: ReadonlyArray<readonly [bit: number, tag: string]> = [
  [1, "strong"],
  [2, "em"],
  [8, "u"],
  [4, "s"],
  [32, "sub"],
  [64, "sup"],
  [16, "code"],
];

const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const ALIGNMENTS = new Set(["left", "center", "right", "justify", "start", "end"]);
const MAX_INDENT = 10;

/** The HTML of a serialized root node's content (the root itself has no tag). */
export function renderHtml(root: SerializedNodeLike): string {
  return renderChildren(root);
}

function renderChildren(node: SerializedNodeLike): string {
  return childrenOf(node).map(renderNode).join("");
}

function renderNode(node: SerializedNodeLike): string {
  switch (nodeType(node)) {
    case "paragraph":
      return block("p", node);
    case "heading":
      return block(typeof node.tag === "string" && HEADING_TAGS.has(node.tag) ? node.tag : "p", node);
    case "quote":
      return block("blockquote", node);
    case "list":
      return renderList(node);
    case "listitem":
      // Only reached for an item outside a list: keep its content, drop the bullet.
      return renderChildren(node);
    case "text":
      return renderText(node);
    case "linebreak":
      return "<br>";
    case "tab":
      return "\t";
    default:
      return isElement(node) ? renderChildren(node) : escapeHtml(leafText(node));
  }
}

function block(tag: string, node: SerializedNodeLike): string {
  return `<${tag}${blockAttributes(node)}>${renderChildren(node)}</${tag}>`;
}

/** Alignment, indentation and right-to-left direction, each only from a checked value. */
function blockAttributes(node: SerializedNodeLike): string {
  const styles: string[] = [];
  if (typeof node.format === "string" && ALIGNMENTS.has(node.format)) styles.push(`text-align:${node.format}`);
  if (Number.isSafeInteger(node.indent) && (node.indent as number) > 0) {
    styles.push(`padding-inline-start:${Math.min(node.indent as number, MAX_INDENT) * 40}px`);
  }
  let attributes = styles.length > 0 ? ` style="${escapeHtml(styles.join(";"))}"` : "";
  if (node.direction === "rtl") attributes += ' dir="rtl"';
  return attributes;
}

function renderList(node: SerializedNodeLike): string {
  const kind = listKind(node);
  const items: { attributes: string; content: string }[] = [];
  for (const child of childrenOf(node)) {
    const previous = items.at(-1);
    if (isNestedListHolder(child) && previous) {
      // Valid HTML nests a sub-list inside the item it belongs to, not in an item of its own.
      previous.content += renderChildren(child);
    } else if (nodeType(child) === "listitem") {
      items.push(renderListItem(child, kind));
    } else {
      items.push({ attributes: "", content: renderNode(child) });
    }
  }
  const body = items.map(({ attributes, content }) => `<li${attributes}>${content}</li>`).join("");
  if (kind === "number") {
    const start = listStart(node);
    return `<ol${start === 1 ? "" : ` start="${start}"`}>${body}</ol>`;
  }
  return kind === "check" ? `<ul data-list="check">${body}</ul>` : `<ul>${body}</ul>`;
}

function renderListItem(node: SerializedNodeLike, kind: ReturnType<typeof listKind>) {
  if (kind !== "check" || isNestedListHolder(node)) return { attributes: "", content: renderChildren(node) };
  const checked = node.checked === true;
  // A visible box, since print pages carry no checkbox styling.
  return { attributes: ` data-checked="${checked}"`, content: `${checked ? "☑" : "☐"} ${renderChildren(node)}` };
}

function renderText(node: SerializedNodeLike): string {
  const text = escapeHtml(leafText(node));
  if (text === "") return "";
  const format = Number.isSafeInteger(node.format) ? (node.format as number) : 0;
  const tags = FORMAT_TAGS.filter(([bit]) => (format & bit) !== 0).map(([, tag]) => tag);
  return (
    tags.map((tag) => `<${tag}>`).join("") +
    text +
    tags
      .reverse()
      .map((tag) => `</${tag}>`)
      .join("")
  );
}
