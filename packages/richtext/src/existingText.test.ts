import { createYjsBinding, syncYjsChangesToLexical } from "@lexical/yjs";
import type { Provider } from "@lexical/yjs";
import { $getRoot, createEditor } from "lexical";
import { describe, expect, it, vi } from "vitest";
import { applyUpdate, Doc, encodeStateAsUpdate, XmlText } from "yjs";
import type { Transaction, YEvent } from "yjs";
import { replayContent, rootLoadingExistingText } from "./existingText";
import { bindHeadlessEditor } from "./headless";
import { RICH_TEXT_NODES } from "./index";
import { writeParagraphs } from "./template";

const ROOT = "item:1";

// What a Lexical binding needs of a provider while no one else is connected.
const provider = {
  awareness: {
    getLocalState: () => null,
    getStates: () => new Map(),
    on: () => {},
    off: () => {},
    setLocalState: () => {},
    setLocalStateField: () => {},
  },
  connect: () => {},
  disconnect: () => {},
  on: () => {},
  off: () => {},
} as unknown as Provider;

/** A DOM-less editor bound the way the web's CollaborationPlugin binds one: the binding, then its observer of the root. */
function bindLikeTheWeb(doc: Doc, rootName: string) {
  const editor = createEditor({
    nodes: [...RICH_TEXT_NODES],
    onError: (error) => {
      throw error;
    },
  });
  const binding = createYjsBinding({
    editor,
    id: "doc",
    doc,
    docMap: new Map([["doc", doc]]),
    rootName,
    getXmlText: rootLoadingExistingText(rootName),
  });
  (binding.root.getSharedType() as XmlText).observeDeep((events, transaction) => {
    if (transaction.origin !== binding) syncYjsChangesToLexical(binding, provider, events as never, false, () => {});
  });
  return editor;
}

const textOf = (editor: ReturnType<typeof createEditor>) => editor.read(() => $getRoot().getTextContent());

/** A document whose root `ROOT` already holds these paragraphs, as a synced browser's copy does. */
function syncedDoc(paragraphs: string[]): Doc {
  const written = new Doc();
  writeParagraphs(written, ROOT, paragraphs);
  const doc = new Doc();
  applyUpdate(doc, encodeStateAsUpdate(written));
  return doc;
}

describe("binding an editor to a root that already holds text", () => {
  it("shows that text at once, and hands it over once: a later observer gets the plain method", () => {
    const doc = syncedDoc(["F11.20 Opioid dependence, uncomplicated"]);
    const editor = bindLikeTheWeb(doc, ROOT);
    expect(textOf(editor)).toBe("F11.20 Opioid dependence, uncomplicated");
    const root = doc.get(ROOT, XmlText) as XmlText;
    expect(Object.prototype.hasOwnProperty.call(root, "observeDeep")).toBe(false);
  });

  it("then follows later changes the ordinary way", () => {
    const doc = syncedDoc(["Sleeps four hours"]);
    const editor = bindLikeTheWeb(doc, ROOT);
    // Someone else appends a sentence to the same root, and it arrives as a provider delivers it.
    const other = new Doc();
    const writer = bindHeadlessEditor(other, ROOT);
    applyUpdate(other, encodeStateAsUpdate(doc));
    expect(writer.editor.read(() => $getRoot().getTextContent())).toBe("Sleeps four hours");
    writer.editor.update(() => $getRoot().selectEnd().insertText(" a night."), { discrete: true });
    applyUpdate(doc, encodeStateAsUpdate(other));
    expect(textOf(editor)).toBe("Sleeps four hours a night.");
    writer.dispose();
  });

  it("loads nothing for an empty root", () => {
    const editor = bindLikeTheWeb(new Doc(), ROOT);
    expect(textOf(editor)).toBe("");
  });
});

describe("replaying a root's content", () => {
  type Observer = (events: YEvent<XmlText>[], transaction: Transaction) => void;

  it("hands an observer one event inserting the whole content, from no one's origin", () => {
    const doc = syncedDoc(["First line", "Second line"]);
    const root = doc.get(ROOT, XmlText) as XmlText;
    const observer = vi.fn<Observer>();
    replayContent(root, observer);
    expect(observer).toHaveBeenCalledTimes(1);
    const [events, transaction] = observer.mock.calls[0]!;
    expect(events).toHaveLength(1);
    expect(events[0]!.target).toBe(root);
    expect(events[0]!.delta).toEqual(root.toDelta());
    expect(transaction.origin).toBeNull();
    expect(transaction.doc).toBe(doc);
  });

  it("replays nothing for an empty root", () => {
    const root = new Doc().get(ROOT, XmlText) as XmlText;
    const observer = vi.fn<Observer>();
    replayContent(root, observer);
    expect(observer).not.toHaveBeenCalled();
  });
});
