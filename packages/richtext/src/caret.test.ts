import type { Provider } from "@lexical/yjs";
import { $getRoot, $getSelection, $isRangeSelection } from "lexical";
import type { ElementNode, TextNode } from "lexical";
import { describe, expect, it } from "vitest";
import { applyUpdate, Doc } from "yjs";
import { keepCaretAfterOwnText } from "./caret";
import { bindHeadlessEditor } from "./headless";
import type { BoundEditor } from "./headless";
import { createTemplateUpdate } from "./template";

const ROOT = "client:1";

/** A provider whose awareness keeps the local state in memory, as y-websocket's does, with the browser's caret rule. */
function localAwarenessProvider(doc: Doc): Provider {
  let state: Record<string, unknown> | null = {
    anchorPos: null,
    focusPos: null,
    name: "x",
    color: "#000",
    focusing: true,
    awarenessData: {},
  };
  const awareness = {
    getLocalState: () => state,
    setLocalState: (next: Record<string, unknown> | null) => {
      state = next;
    },
    getStates: () => new Map(),
    on: () => {},
    off: () => {},
    setLocalStateField: () => {},
  };
  const provider = {
    awareness,
    connect: () => {},
    disconnect: () => {},
    on: () => {},
    off: () => {},
  } as unknown as Provider;
  keepCaretAfterOwnText(provider.awareness, doc);
  return provider;
}

/** One person's copy of a note, and the updates they made that have not reached the others yet. */
interface Writer {
  doc: Doc;
  bound: BoundEditor;
  unsent: Uint8Array[];
}

/** A copy holding the "Participation" template, the caret on the empty line below the heading. */
function writer(template: Uint8Array): Writer {
  const doc = new Doc();
  const bound = bindHeadlessEditor(doc, ROOT, { provider: localAwarenessProvider(doc) });
  applyUpdate(doc, template, "server");
  bound.editor.read(() => {});
  const unsent: Uint8Array[] = [];
  doc.on("update", (update: Uint8Array, origin: unknown) => {
    if (origin !== "peer" && origin !== "server") unsent.push(update);
  });
  bound.editor.update(() => $getRoot().getChildAtIndex<ElementNode>(1)!.selectStart(), { discrete: true });
  return { doc, bound, unsent };
}

/** Everything in flight reaches everyone else; each receiver commits it, as a browser does in a task of its own. */
function exchange(writers: Writer[]): void {
  const batches = writers.map((w) => w.unsent.splice(0));
  writers.forEach((to, i) => {
    batches.forEach((batch, j) => {
      if (i !== j) for (const update of batch) applyUpdate(to.doc, update, "peer");
    });
    to.bound.editor.read(() => {});
  });
}

function typeKey(w: Writer, key: string): void {
  w.bound.editor.update(
    () => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) throw new Error("no caret");
      selection.insertText(key);
    },
    { discrete: true },
  );
}

const lineOf = (w: Writer) =>
  w.bound.editor.getEditorState().read(() => $getRoot().getChildAtIndex(1)!.getTextContent());

/** Each writer types their sentence into the same empty line, a key each in turn, `lag` keys in flight each way. */
function typeTogether(sentences: string[], lag: number): string[] {
  const template = createTemplateUpdate(ROOT, ["Participation"]);
  const writers = sentences.map(() => writer(template));
  const longest = Math.max(...sentences.map((s) => s.length));
  for (let i = 0; i < longest; i++) {
    sentences.forEach((sentence, w) => i < sentence.length && typeKey(writers[w]!, sentence[i]!));
    if (i % lag === lag - 1) exchange(writers);
  }
  exchange(writers);
  return writers.map(lineOf);
}

describe("people typing in the same place at once", () => {
  const sentences = ["Dana wrote this.", "Theo wrote that.", "Bailey agreed."];

  for (const [people, lag] of [
    [2, 1],
    [2, 3],
    [3, 1],
    [3, 4],
  ] as const) {
    it(`${people} people, ${lag} key(s) in flight each way: everyone's sentence comes out whole, the same for all`, () => {
      const typed = sentences.slice(0, people);
      const lines = typeTogether(typed, lag);
      for (const line of lines) expect(line).toBe(lines[0]);
      for (const sentence of typed) expect(lines[0]).toContain(sentence);
      expect(lines[0]).toHaveLength(typed.join("").length);
    });
  }

  it("one starts a moment after the other, once the other's first letter has arrived: both keep their words", () => {
    const template = createTemplateUpdate(ROOT, ["Participation"]);
    const [a, b] = [writer(template), writer(template)];
    const [first, second] = ["Bed 4 slept well.", "Bed 7 asked for water."];
    typeKey(a, first[0]!);
    exchange([a, b]);
    // B's caret is now at the start of A's text, right before a "B" like the one B types first.
    for (let i = 1; i < Math.max(first.length, second.length + 1); i++) {
      if (i < first.length) typeKey(a, first[i]!);
      if (i - 1 < second.length) typeKey(b, second[i - 1]!);
      exchange([a, b]);
    }
    expect(lineOf(a)).toBe(`${second}${first}`);
    expect(lineOf(b)).toBe(lineOf(a));
  });

  it("one typing into the middle of a line while another types at its end: both keep their words", () => {
    const template = createTemplateUpdate(ROOT, ["Participation"]);
    const [a, b] = [writer(template), writer(template)];
    for (const key of "Calm. Engaged.") typeKey(a, key);
    exchange([a, b]);
    b.bound.editor.update(
      () => $getRoot().getChildAtIndex<ElementNode>(1)!.getFirstDescendant<TextNode>()!.select(5, 5),
      { discrete: true },
    );
    const [middle, end] = [" Shared a plan.", " Left at 10."];
    for (let i = 0; i < Math.max(middle.length, end.length); i++) {
      if (i < middle.length) typeKey(b, middle[i]!);
      if (i < end.length) typeKey(a, end[i]!);
      exchange([a, b]);
    }
    expect(lineOf(a)).toBe(`Calm.${middle} Engaged.${end}`);
    expect(lineOf(b)).toBe(lineOf(a));
  });
});
