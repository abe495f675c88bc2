import { generateKeyBetween } from "fractional-indexing";
import { Map as YMap } from "yjs";
import type { Doc, Transaction } from "yjs";

/**
 * An ordered tree ("outline") kept in a Yjs document, e.g. a treatment plan's problems → goals →
 * objectives → interventions, edited by several people at once. Each item's text lives elsewhere
 * (a Lexical root of its own); the outline holds structure and small scalar fields only.
 *
 * Layout: a top-level `Y.Map` (default name "outline") of itemId → `Y.Map` with
 *   kind    string, fixed at creation;
 *   place   { parentId: string | null, position: string }, one value so that a move is a single
 *           last-writer-wins write: two people moving one item concurrently can never mix one's
 *           parent with the other's position;
 *   fields  a `Y.Map` of scalar fields, so that two people editing different fields both win.
 * Siblings are ordered by (position, id): `position` is a fractional-index key, and the random id
 * breaks the ties that two people inserting at the same spot at once produce.
 *
 * Visibility rule: an item is shown only while its parent is (top-level items always are). An
 * item whose parent was removed while someone concurrently added it there stays hidden on every
 * copy. Hidden items are never swept away automatically: a child can arrive before its parent
 * does (Yjs does not hold back a key of a map for another key), and a sweep would lose it.
 */

export type OutlineFieldValue = string | number | boolean | null;
export type OutlineFields = Record<string, OutlineFieldValue>;

/**
 * Which kinds may sit under which: `top` lists the kinds allowed at the top level, every other
 * key a parent kind and the kinds allowed under it. It must not loop back on itself (checked), so
 * an item can never become its own ancestor, however moves cross.
 */
export interface OutlineHierarchy {
  readonly top: readonly string[];
  readonly [parentKind: string]: readonly string[];
}

export interface OutlineNode {
  id: string;
  kind: string;
  fields: OutlineFields;
  children: OutlineNode[];
}

export interface OutlineOptions {
  /** Name of the outline's top-level map in the document; "outline" when left out. */
  name?: string;
  /** Transaction origin, so a provider or an undo manager can tell these changes apart. */
  origin?: unknown;
}

/** `after`: the sibling to follow; null puts the item first, undefined (or leaving it out) last. */
export interface OutlinePlacement {
  parentId: string | null;
  after?: string | null | undefined;
}

export interface NewOutlineItem extends OutlinePlacement {
  kind: string;
  fields?: OutlineFields;
}

interface Place {
  parentId: string | null;
  position: string;
}

interface ItemRecord extends Place {
  id: string;
  kind: string;
  map: YMap<unknown>;
}

const DEFAULT_NAME = "outline";

/** Adds an item and returns its new id. */
export function addOutlineItem(
  doc: Doc,
  hierarchy: OutlineHierarchy,
  item: NewOutlineItem,
  options: OutlineOptions = {},
): string {
  const items = readItems(outlineMap(doc, options.name));
  checkPlacement(hierarchy, items, item.kind, item.parentId);
  const initialFields = Object.entries(item.fields ?? {});
  for (const [name, value] of initialFields) checkFieldValue(name, value);
  const position = positionFor(items, item.parentId, item.after, null);
  const id = globalThis.crypto.randomUUID();
  doc.transact(() => {
    const map = new YMap<unknown>();
    const fields = new YMap<OutlineFieldValue>();
    for (const [name, value] of initialFields) fields.set(name, value);
    map.set("kind", item.kind);
    map.set("place", { parentId: item.parentId, position } satisfies Place);
    map.set("fields", fields);
    outlineMap(doc, options.name).set(id, map);
  }, options.origin);
  return id;
}

/** Moves an item, with everything under it, to another parent or another spot among its siblings. */
export function moveOutlineItem(
  doc: Doc,
  hierarchy: OutlineHierarchy,
  id: string,
  to: OutlinePlacement,
  options: OutlineOptions = {},
): void {
  const items = readItems(outlineMap(doc, options.name));
  const item = existingItem(items, id);
  if (to.after === id) throw new Error(`Outline: cannot place item "${id}" after itself`);
  checkPlacement(hierarchy, items, item.kind, to.parentId);
  const position = positionFor(items, to.parentId, to.after, id);
  doc.transact(() => item.map.set("place", { parentId: to.parentId, position } satisfies Place), options.origin);
}

/** Removes an item and everything under it. */
export function removeOutlineItem(doc: Doc, id: string, options: OutlineOptions = {}): void {
  const outline = outlineMap(doc, options.name);
  const items = readItems(outline);
  existingItem(items, id);
  const childrenOf = groupByParent(items.values());
  const doomed = [id];
  for (let i = 0; i < doomed.length; i++) doomed.push(...(childrenOf.get(doomed[i]!) ?? []).map((child) => child.id));
  doc.transact(() => doomed.forEach((doomedId) => outline.delete(doomedId)), options.origin);
}

/** Sets one scalar field of an item (null for "no value"); a new name adds the field. */
export function setOutlineField(
  doc: Doc,
  id: string,
  name: string,
  value: OutlineFieldValue,
  options: OutlineOptions = {},
): void {
  const item = existingItem(readItems(outlineMap(doc, options.name)), id);
  checkFieldValue(name, value);
  doc.transact(() => (item.map.get("fields") as YMap<OutlineFieldValue>).set(name, value), options.origin);
}

/** The outline as plain objects, top-level items first in order; hidden items left out (see the top). */
export function readOutline(doc: Doc, options: Pick<OutlineOptions, "name"> = {}): OutlineNode[] {
  const childrenOf = groupByParent(readItems(outlineMap(doc, options.name)).values());
  // Walking down from the top reaches exactly the shown items; an orphan's subtree is never entered.
  const build = (parentId: string | null): OutlineNode[] =>
    (childrenOf.get(parentId) ?? []).map((item) => ({
      id: item.id,
      kind: item.kind,
      fields: fieldsOf(item),
      children: build(item.id),
    }));
  return build(null);
}

// Keys sorted: a Y.Map lists keys in the order this copy learnt them, and the copies should
// read identically, down to JSON.stringify.
function fieldsOf(item: ItemRecord): OutlineFields {
  const fields = item.map.get("fields") as YMap<OutlineFieldValue>;
  return Object.fromEntries([...fields.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Calls `onChange` once per transaction that changed the outline, local or remote (tell them apart
 * by `transaction.local` or `transaction.origin`). Returns the function that stops it.
 */
export function observeOutline(
  doc: Doc,
  onChange: (transaction: Transaction) => void,
  options: Pick<OutlineOptions, "name"> = {},
): () => void {
  const outline = outlineMap(doc, options.name);
  const handler = (_events: unknown, transaction: Transaction) => onChange(transaction);
  outline.observeDeep(handler);
  return () => outline.unobserveDeep(handler);
}

function outlineMap(doc: Doc, name = DEFAULT_NAME): YMap<unknown> {
  return doc.getMap<unknown>(name);
}

/** Every well-formed item of the map; anything else (e.g. written by a future version) is ignored. */
function readItems(outline: YMap<unknown>): Map<string, ItemRecord> {
  const items = new Map<string, ItemRecord>();
  outline.forEach((value, id) => {
    if (!(value instanceof YMap)) return;
    const map = value as YMap<unknown>;
    const kind = map.get("kind");
    const place = map.get("place") as Partial<Place> | undefined;
    if (typeof kind !== "string" || !(map.get("fields") instanceof YMap) || typeof place?.position !== "string") return;
    if (place.parentId !== null && typeof place.parentId !== "string") return;
    items.set(id, { id, kind, map, parentId: place.parentId, position: place.position });
  });
  return items;
}

/** Items grouped by parent id, each group in sibling order. */
function groupByParent(items: Iterable<ItemRecord>): Map<string | null, ItemRecord[]> {
  const groups = new Map<string | null, ItemRecord[]>();
  for (const item of items) {
    const group = groups.get(item.parentId);
    if (group) group.push(item);
    else groups.set(item.parentId, [item]);
  }
  for (const group of groups.values()) group.sort(siblingOrder);
  return groups;
}

// Plain code-unit comparison, never localeCompare: every copy must order keys the same way, and
// fractional-index keys are built for exactly this comparison.
function siblingOrder(a: ItemRecord, b: ItemRecord): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function existingItem(items: Map<string, ItemRecord>, id: string): ItemRecord {
  const item = items.get(id);
  if (!item) throw new Error(`Outline: unknown item "${id}"`);
  return item;
}

/** Refuses a parent that is not shown, and a kind the hierarchy does not allow there. */
function checkPlacement(
  hierarchy: OutlineHierarchy,
  items: Map<string, ItemRecord>,
  kind: string,
  parentId: string | null,
): void {
  checkHierarchy(hierarchy);
  if (parentId === null) {
    if (!hierarchy.top.includes(kind)) throw new Error(`Outline: a "${kind}" cannot be placed at the top level`);
    return;
  }
  const parent = items.get(parentId);
  if (!parent || !isShown(items, parent)) throw new Error(`Outline: unknown parent "${parentId}"`);
  if (!(hierarchy[parent.kind] ?? []).includes(kind)) {
    throw new Error(`Outline: a "${kind}" cannot be placed under a "${parent.kind}"`);
  }
}

function isShown(items: Map<string, ItemRecord>, item: ItemRecord): boolean {
  // The hierarchy has no loops, so this walk ends within its depth; the size bound guards the rest.
  let current: ItemRecord | undefined = item;
  for (let steps = 0; current && steps <= items.size; steps++) {
    if (current.parentId === null) return true;
    current = items.get(current.parentId);
  }
  return false;
}

const checkedHierarchies = new WeakSet<OutlineHierarchy>();

/** Refuses a hierarchy in which a kind could end up under itself. */
function checkHierarchy(hierarchy: OutlineHierarchy): void {
  if (checkedHierarchies.has(hierarchy)) return;
  const finished = new Set<string>();
  const visit = (kind: string, path: string[]): void => {
    if (path.includes(kind)) throw new Error(`Outline: the hierarchy loops: ${[...path, kind].join(" → ")}`);
    if (finished.has(kind)) return;
    for (const child of hierarchy[kind] ?? []) visit(child, [...path, kind]);
    finished.add(kind);
  };
  for (const kind of Object.keys(hierarchy)) if (kind !== "top") visit(kind, []);
  checkedHierarchies.add(hierarchy);
}

function checkFieldValue(name: string, value: unknown): void {
  const scalar = value === null || ["string", "number", "boolean"].includes(typeof value);
  if (!scalar || (typeof value === "number" && !Number.isFinite(value))) {
    throw new Error(`Outline: field "${name}" must be a string, a finite number, a boolean or null`);
  }
}

/** A position key under `parentId`, after `after` (see OutlinePlacement), ignoring the item being moved. */
function positionFor(
  items: Map<string, ItemRecord>,
  parentId: string | null,
  after: string | null | undefined,
  movingId: string | null,
): string {
  const siblings = (groupByParent(items.values()).get(parentId) ?? []).filter((item) => item.id !== movingId);
  if (after === undefined) return generateKeyBetween(siblings.at(-1)?.position ?? null, null);
  if (after === null) return generateKeyBetween(null, siblings[0]?.position ?? null);
  const index = siblings.findIndex((item) => item.id === after);
  if (index === -1) throw new Error(`Outline: "${after}" is not a child of ${parentId ? `"${parentId}"` : "the top"}`);
  const lower = siblings[index]!.position;
  // Concurrent inserts at one spot leave siblings with equal keys; no key fits between two equal
  // keys, so the new item goes after the whole run of them, before the next greater key.
  const upper = siblings.slice(index + 1).find((item) => item.position > lower)?.position ?? null;
  return generateKeyBetween(lower, upper);
}
