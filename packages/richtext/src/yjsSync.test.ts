import { $createHeadingNode } from "@lexical/rich-text";
import { createYjsBinding } from "@lexical/yjs";
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  createEditor,
  type ElementNode,
  type TextNode,
} from "lexical";
import { describe, expect, it } from "vitest";
import { applyUpdate, Doc } from "yjs";
import { bindHeadlessEditor } from "./headless";
import { patchLexicalYjsSync, textEditAtCaret } from "./yjsSync";

const ROOT = "note";
const PARAGRAPHS = 200;

/** Two copies of one note, each with its own editor, their Yjs updates passed both ways at once. */
function twoCopies() {
  const [docA, docB] = [new Doc(), new Doc()];
  docA.on("update", (update: Uint8Array, origin: unknown) => origin !== "peer" && applyUpdate(docB, update, "peer"));
  docB.on("update", (update: Uint8Array, origin: unknown) => origin !== "peer" && applyUpdate(docA, update, "peer"));
  return { a: bindHeadlessEditor(docA, ROOT), b: bindHeadlessEditor(docB, ROOT) };
}

const textOf = (copy: ReturnType<typeof bindHeadlessEditor>) =>
  copy.editor.getEditorState().read(() => $getRoot().getTextContent());
const paragraph = (i: number) => $getRoot().getChildAtIndex<ElementNode>(i)!;

/** A note of PARAGRAPHS lines written in copy A, and copy B showing it. */
function longNote() {
  const copies = twoCopies();
  copies.a.editor.update(
    () => {
      for (let i = 0; i < PARAGRAPHS; i++)
        $getRoot().append($createParagraphNode().append($createTextNode(`Line ${i}.`)));
    },
    { discrete: true },
  );
  copies.b.editor.read(() => {});
  return copies;
}

describe("syncing a local edit into Yjs, changed nodes only", () => {
  it("is installed once on @lexical/yjs's element node", () => {
    patchLexicalYjsSync();
    patchLexicalYjsSync();
    const root = createYjsBinding({ editor: createEditor(), id: "x", doc: new Doc(), docMap: new Map() })
      .root as unknown as Record<symbol, unknown>;
    expect(Object.getPrototypeOf(root)[Symbol.for("hearth.syncOnlyChangedNodesToYjs")]).toBe(true);
  });

  it("carries typing in the middle of a long note to the other copy, and nothing else changes", () => {
    const { a, b } = longNote();
    expect(textOf(b)).toBe(textOf(a));
    a.editor.update(() => paragraph(100).getFirstChild<TextNode>()!.setTextContent("Line 100, resident calm."), {
      discrete: true,
    });
    b.editor.read(() => {});
    expect(textOf(b)).toBe(textOf(a));
    expect(b.editor.getEditorState().read(() => paragraph(100).getTextContent())).toBe("Line 100, resident calm.");
    expect(b.editor.getEditorState().read(() => $getRoot().getChildrenSize())).toBe(PARAGRAPHS);
  });

  it("carries new, removed, moved and retyped paragraphs, and edits from both copies", () => {
    const { a, b } = longNote();
    a.editor.update(
      () => {
        paragraph(50).remove();
        paragraph(10).insertAfter($createHeadingNode("h3").append($createTextNode("Plan")));
        paragraph(0).insertBefore(paragraph(150));
        $getRoot().append($createParagraphNode().append($createTextNode("Signed off.")));
      },
      { discrete: true },
    );
    // B first commits what arrived from A, as a browser does in a task of its own: an edit merged
    // into that commit would carry its "collaboration" tag and not be written back to Yjs.
    b.editor.read(() => {});
    b.editor.update(() => paragraph(199).getFirstChild<TextNode>()!.setTextContent("Edited in B."), { discrete: true });
    a.editor.read(() => {});
    b.editor.read(() => {});
    expect(textOf(b)).toBe(textOf(a));
    const lines = textOf(a).split("\n\n");
    expect(lines).toHaveLength(PARAGRAPHS + 1);
    expect(lines[0]).toBe("Line 150.");
    expect(lines).toContain("Plan");
    expect(lines).not.toContain("Line 50.");
    expect(lines).toContain("Edited in B.");
    expect(lines.at(-1)).toBe("Signed off.");
    expect(b.editor.getEditorState().read(() => $getRoot().getChildAtIndex(12)!.getType())).toBe("heading");
  });
});

describe("the edit a keystroke made, worked out with the caret", () => {
  it.each([
    ["a letter typed before an equal letter", "B", "BB", 1, { index: 0, remove: 0, insert: "B" }],
    ["an 'l' typed after 'we' in 'wel'", "wel", "well", 3, { index: 2, remove: 0, insert: "l" }],
    ["an 'l' typed at the end of 'wel'", "wel", "well", 4, { index: 3, remove: 0, insert: "l" }],
    ["a backspace over the second 'l' of 'well'", "well", "wel", 3, { index: 3, remove: 1, insert: "" }],
    ["a word pasted over a selected one", "calm day", "tense day", 5, { index: 0, remove: 4, insert: "tense" }],
    ["text typed with the caret elsewhere", "note", "notes", 0, { index: 4, remove: 0, insert: "s" }],
  ])("%s", (_case, before, after, caret, edit) => {
    expect(textEditAtCaret(before, after, caret)).toEqual(edit);
    const { index, remove, insert } = textEditAtCaret(before, after, caret);
    expect(before.slice(0, index) + insert + before.slice(index + remove)).toBe(after);
  });
});
