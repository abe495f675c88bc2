import { ContentString, ContentType, decodeStateVector, Doc, XmlText } from "yjs";
import type { Item } from "yjs";
import { renderInDoc, type RenderedRoot } from "./render";
import {
  childrenOf,
  isElement,
  isNestedListHolder,
  leafText,
  listKind,
  nodeType,
  type ListKind,
  type SerializedNodeLike,
} from "./serialized";

/*
 * Who wrote what in a Lexical root bound to Yjs. Every character Yjs stores carries the id of the
 * Yjs client that inserted it and its clock; a state vector taken earlier (the start of a shift)
 * tells the characters inserted since (clock at or beyond the vector's entry for their client) from
 * those that were already there. The caller maps client ids to people.
 *
 * The blocks follow the rendering (the Lexical JSON renderRoots makes), whose text is the root's
 * characters in the same order: @lexical/yjs keeps a text node's characters in its parent element's
 * XmlText, in the order of the element's children, with child elements embedded where they stand.
 */

export interface AttributedSegment {
  text: string;
  /** The person the caller's `authorOf` named for the characters' client; null when unknown. */
  author: string | null;
  /** Inserted after the `since` state vector. */
  isNew: boolean;
}

export interface AttributedBlock {
  kind: "paragraph" | "heading" | "quote" | "listitem";
  tag: string | null;
  listType: ListKind | null;
  depth: number;
  checked: boolean | null;
  /** Everyone whose characters the block holds, in order of appearance. */
  authors: string[];
  segments: AttributedSegment[];
}

export interface AttributionOptions {
  /** A Yjs state vector (`encodeStateVector`): characters beyond it are new. An empty one makes everything new. */
  since: Uint8Array;
  /** The person who introduced a Yjs client id into the document, or null when unknown. */
  authorOf(clientId: number): string | null;
}

/** Renders `rootName` of `state` as renderRoots does, and attributes each block's characters. */
export function renderAttributed(
  state: Uint8Array,
  rootName: string,
  options: AttributionOptions,
): { rendered: RenderedRoot; blocks: AttributedBlock[] } {
  const doc = new Doc();
  try {
    const rendered = renderInDoc(doc, state, [rootName]).get(rootName)!;
    const runs = characterRuns(doc.get(rootName, XmlText), decodeStateVector(options.since), options.authorOf);
    return {
      rendered,
      blocks: attributeBlocks(rendered.json.root as unknown as SerializedNodeLike, new RunCursor(runs)),
    };
  } finally {
    doc.destroy();
  }
}

type Run = AttributedSegment;

/** The root's visible characters in document order, as runs of one author and one side of `since`. */
function characterRuns(
  root: XmlText,
  since: Map<number, number>,
  authorOf: (clientId: number) => string | null,
): Run[] {
  const runs: Run[] = [];
  const authors = new Map<number, string | null>();
  const push = (text: string, author: string | null, isNew: boolean) => {
    if (text === "") return;
    const last = runs.at(-1);
    if (last && last.author === author && last.isNew === isNew) last.text += text;
    else runs.push({ text, author, isNew });
  };
  const visit = (type: XmlText) => {
    for (let item: Item | null = type._start; item !== null; item = item.right) {
      if (item.deleted) continue;
      const { content } = item;
      if (content instanceof ContentString) {
        const { client, clock } = item.id;
        if (!authors.has(client)) authors.set(client, authorOf(client));
        const author = authors.get(client) ?? null;
        // Characters of one item have consecutive clocks: those at or past the vector's entry are new.
        const boundary = Math.min(Math.max((since.get(client) ?? 0) - clock, 0), content.str.length);
        push(content.str.slice(0, boundary), author, false);
        push(content.str.slice(boundary), author, true);
      } else if (content instanceof ContentType && content.type instanceof XmlText) {
        // An element node embedded where it stands among its parent's children.
        visit(content.type);
      }
      // Anything else (the map of a text node's properties, a decorator) holds no text.
    }
  };
  visit(root);
  return runs;
}

/** Hands out the runs' characters in order; once the rendering and the runs disagree, the rest is unattributed. */
class RunCursor {
  private index = 0;
  private offset = 0;
  private lost = false;

  constructor(private readonly runs: Run[]) {}

  take(text: string): Run[] {
    if (this.lost) return [{ text, author: null, isNew: false }];
    const taken: Run[] = [];
    let needed = text.length;
    let index = this.index;
    let offset = this.offset;
    while (needed > 0 && index < this.runs.length) {
      const run = this.runs[index]!;
      const part = run.text.slice(offset, offset + needed);
      taken.push({ ...run, text: part });
      needed -= part.length;
      offset += part.length;
      if (offset >= run.text.length) {
        index++;
        offset = 0;
      }
    }
    if (taken.map((run) => run.text).join("") !== text) {
      // Not the characters the rendering shows (a shape of document this reader does not know).
      this.lost = true;
      return [{ text, author: null, isNew: false }];
    }
    this.index = index;
    this.offset = offset;
    return taken;
  }
}

function attributeBlocks(root: SerializedNodeLike, cursor: RunCursor): AttributedBlock[] {
  const blocks: AttributedBlock[] = [];
  const block = (node: SerializedNodeLike, kind: AttributedBlock["kind"], extra: Partial<AttributedBlock> = {}) => {
    const segments: AttributedSegment[] = [];
    inline(node, cursor, segments);
    const authors = [...new Set(segments.flatMap((segment) => (segment.author === null ? [] : [segment.author])))];
    blocks.push({ kind, tag: null, listType: null, depth: 0, checked: null, ...extra, authors, segments });
  };
  const list = (node: SerializedNodeLike, depth: number) => {
    const listType = listKind(node);
    for (const item of childrenOf(node)) {
      if (!isNestedListHolder(item))
        block(item, "listitem", { listType, depth, checked: listType === "check" ? item.checked === true : null });
      for (const nested of childrenOf(item)) if (nodeType(nested) === "list") list(nested, depth + 1);
    }
  };
  for (const node of childrenOf(root)) {
    switch (nodeType(node)) {
      case "list":
        list(node, 0);
        break;
      case "heading":
        block(node, "heading", { tag: typeof node.tag === "string" && /^h[1-6]$/.test(node.tag) ? node.tag : null });
        break;
      case "quote":
        block(node, "quote");
        break;
      default:
        block(node, "paragraph");
    }
  }
  return blocks;
}

/** A block's text in order; nested lists are blocks of their own, so they are left out here. */
function inline(node: SerializedNodeLike, cursor: RunCursor, segments: AttributedSegment[]): void {
  for (const child of childrenOf(node)) {
    const type = nodeType(child);
    if (type === "list") continue;
    if (type === "linebreak") {
      // A line break has no characters in Yjs: it continues the run before it.
      const last = segments.at(-1);
      if (last) last.text += "\n";
      else segments.push({ text: "\n", author: null, isNew: false });
    } else if (isElement(child)) inline(child, cursor, segments);
    else if (leafText(child) !== "") {
      for (const run of cursor.take(leafText(child))) {
        const last = segments.at(-1);
        if (last && last.author === run.author && last.isNew === run.isNew) last.text += run.text;
        else segments.push(run);
      }
    }
  }
}
