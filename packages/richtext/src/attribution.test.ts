import { $createListItemNode, $createListNode } from "@lexical/list";
import { $createHeadingNode } from "@lexical/rich-text";
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isElementNode,
  $isTextNode,
} from "lexical";
import { describe, expect, it } from "vitest";
import {
  applyUpdate,
  Doc,
  encodeStateAsUpdate,
  encodeStateVector,
  encodeStateVectorFromUpdate,
  mergeUpdates,
} from "yjs";
import { renderAttributed } from "./attribution";
import { bindHeadlessEditor } from "./headless";
import { renderRoots } from "./render";

const ROOT = "root";

/**
 * One person's browser: a bound editor on its own Y.Doc (its own Yjs client id), loaded from the
 * board's state as a provider's first sync would, making one edit. Returns the board's new state.
 */
function edit(state: Uint8Array, clients: Map<number, string>, person: string, change: () => void): Uint8Array {
  const doc = new Doc();
  const { editor, dispose } = bindHeadlessEditor(doc, ROOT);
  try {
    if (state.length > 0) applyUpdate(doc, state);
    editor.read(() => {});
    editor.update(change, { discrete: true });
    clients.set(doc.clientID, person);
    return state.length > 0 ? mergeUpdates([state, encodeStateAsUpdate(doc)]) : encodeStateAsUpdate(doc);
  } finally {
    dispose();
    doc.destroy();
  }
}

const emptyVector = encodeStateVector(new Doc());
const textOf = (segments: { text: string }[]) => segments.map((s) => s.text).join("");

describe("renderAttributed", () => {
  it("attributes each paragraph to the people whose characters it holds, and tells new text from carried-over text", () => {
    const clients = new Map<number, string>();
    let state = edit(new Uint8Array(), clients, "nora", () => {
      $getRoot().append(
        $createParagraphNode().append($createTextNode("Bed 4 asleep since 02:10.")),
        $createParagraphNode().append($createTextNode("Bed 7 refused meds.")),
      );
    });
    // The shift starts here: what the board held then is carried over.
    const shiftStart = encodeStateVectorFromUpdate(state);

    // Tom types into the middle of Nora's first paragraph (a change of the same text node) and adds a paragraph.
    state = edit(state, clients, "tom", () => {
      const first = $getRoot().getFirstChild();
      const text = $isElementNode(first) ? first.getFirstChild() : null;
      if (!$isTextNode(text)) throw new Error("no text node");
      text.setTextContent("Bed 4 asleep since 02:10, woke at 05:30.");
      $getRoot().append($createParagraphNode().append($createTextNode("Family call at 09:00.")));
    });
    // Nora deletes her second paragraph's last word and adds to Tom's paragraph.
    state = edit(state, clients, "nora", () => {
      const [, second, third] = $getRoot().getChildren();
      const secondText = $isElementNode(second) ? second.getFirstChild() : null;
      if (!$isTextNode(secondText) || !$isElementNode(third)) throw new Error("unexpected shape");
      secondText.setTextContent("Bed 7 refused");
      third.append($createTextNode(" Mother confirmed."));
    });

    const authorOf = (client: number) => clients.get(client) ?? null;
    const { rendered, blocks } = renderAttributed(state, ROOT, { since: shiftStart, authorOf });

    expect(rendered.text).toBe(renderRoots(state, [ROOT]).get(ROOT)!.text);
    expect(blocks.map((block) => textOf(block.segments))).toEqual([
      "Bed 4 asleep since 02:10, woke at 05:30.",
      "Bed 7 refused",
      "Family call at 09:00. Mother confirmed.",
    ]);
    expect(blocks[0]).toMatchObject({
      kind: "paragraph",
      authors: ["nora", "tom"],
      segments: [
        { text: "Bed 4 asleep since 02:10", author: "nora", isNew: false },
        { text: ", woke at 05:30", author: "tom", isNew: true },
        { text: ".", author: "nora", isNew: false },
      ],
    });
    // Deleted characters are gone from the record; what remains of the paragraph is carried over.
    expect(blocks[1]).toMatchObject({
      authors: ["nora"],
      segments: [{ text: "Bed 7 refused", author: "nora", isNew: false }],
    });
    expect(blocks[2]).toMatchObject({
      authors: ["tom", "nora"],
      segments: [
        { text: "Family call at 09:00.", author: "tom", isNew: true },
        { text: " Mother confirmed.", author: "nora", isNew: true },
      ],
    });
  });

  it("marks everything new against an empty state vector, names unknown clients null, and keeps headings, list items and line breaks", () => {
    const clients = new Map<number, string>();
    const state = edit(new Uint8Array(), clients, "nora", () => {
      $getRoot().append(
        $createHeadingNode("h2").append($createTextNode("Night")),
        $createListNode("check").append(
          $createListItemNode(true).append($createTextNode("Vitals")),
          $createListItemNode().append(
            $createListNode("bullet").append($createListItemNode().append($createTextNode("Bed 2"))),
          ),
        ),
        $createParagraphNode().append($createTextNode("Line one"), $createLineBreakNode(), $createTextNode("line two")),
      );
    });
    const { blocks } = renderAttributed(state, ROOT, { since: emptyVector, authorOf: () => null });
    expect(blocks.map(({ kind, tag, listType, depth, checked }) => ({ kind, tag, listType, depth, checked }))).toEqual([
      { kind: "heading", tag: "h2", listType: null, depth: 0, checked: null },
      { kind: "listitem", tag: null, listType: "check", depth: 0, checked: true },
      { kind: "listitem", tag: null, listType: "bullet", depth: 1, checked: null },
      { kind: "paragraph", tag: null, listType: null, depth: 0, checked: null },
    ]);
    expect(blocks.map((block) => block.segments)).toEqual([
      [{ text: "Night", author: null, isNew: true }],
      [{ text: "Vitals", author: null, isNew: true }],
      [{ text: "Bed 2", author: null, isNew: true }],
      [{ text: "Line one\nline two", author: null, isNew: true }],
    ]);
    expect(blocks.every((block) => block.authors.length === 0)).toBe(true);
  });

  it("renders an empty board as no blocks beyond its empty paragraph", () => {
    const { rendered, blocks } = renderAttributed(new Uint8Array(), ROOT, {
      since: emptyVector,
      authorOf: () => "nobody",
    });
    expect(rendered.empty).toBe(true);
    expect(blocks.flatMap((block) => block.segments)).toEqual([]);
  });
});
