/**
 * Read access to serialized Lexical nodes for the HTML and text walkers. Every field is treated as
 * untrusted: a client can write any property into the shared document and the headless editor
 * exports it as is, so nothing is used before its type and value are checked here.
 */
export type SerializedNodeLike = Readonly<Record<string, unknown>>;

const isNode = (value: unknown): value is SerializedNodeLike =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const nodeType = (node: SerializedNodeLike): string => (typeof node.type === "string" ? node.type : "");

/** True for element nodes (they carry a children array), false for leaves. */
export const isElement = (node: SerializedNodeLike): boolean => Array.isArray(node.children);

export const childrenOf = (node: SerializedNodeLike): SerializedNodeLike[] =>
  Array.isArray(node.children) ? node.children.filter(isNode) : [];

/** The text a leaf carries: text nodes and any unknown leaf with a string `text`. */
export const leafText = (node: SerializedNodeLike): string => (typeof node.text === "string" ? node.text : "");

export type ListKind = "bullet" | "number" | "check";

export const listKind = (node: SerializedNodeLike): ListKind =>
  node.listType === "number" || node.listType === "check" ? node.listType : "bullet";

/** The first number of an ordered list, 1 unless the node holds a sane positive integer. */
export const listStart = (node: SerializedNodeLike): number =>
  Number.isSafeInteger(node.start) && (node.start as number) > 0 ? (node.start as number) : 1;

/** Lexical nests a list as a list item whose only content is that list. */
export const isNestedListHolder = (node: SerializedNodeLike): boolean => {
  const children = childrenOf(node);
  return nodeType(node) === "listitem" && children.length > 0 && children.every((child) => nodeType(child) === "list");
};
