import { describe, expect, it } from "vitest";
import { applyUpdate, Doc, encodeStateAsUpdate, encodeStateVector, decodeStateVector } from "yjs";
import { $getRoot } from "lexical";
import { bindHeadlessEditor } from "./headless";
import { readOutline } from "./outline";
import { addOutlineItemWithText } from "./outlineText";

const HIERARCHY = { top: ["problem"], problem: ["goal"] };
const rootOf = (id: string) => `item:${id}`;

describe("adding an outline item with its text", () => {
  it("writes the item and its first paragraph as one change of this copy, under its own client id", () => {
    const doc = new Doc();
    const clientId = doc.clientID;
    const updates: Uint8Array[] = [];
    doc.on("update", (update: Uint8Array) => updates.push(update));
    const problem = addOutlineItemWithText(doc, HIERARCHY, { kind: "problem", parentId: null }, rootOf, [
      "Opioid use since 2019",
    ]);
    addOutlineItemWithText(doc, HIERARCHY, { kind: "goal", parentId: problem }, rootOf);

    // Yjs gives a copy a new client id when it sees another writer use its own: adding must not look like that.
    expect(doc.clientID).toBe(clientId);
    expect([...decodeStateVector(encodeStateVector(doc)).keys()]).toEqual([clientId]);
    expect(updates).toHaveLength(2);

    // Another copy gets both at once: the items, and text to show in each.
    const other = new Doc();
    applyUpdate(other, encodeStateAsUpdate(doc));
    const [shown] = readOutline(other);
    expect(shown!.children.map((goal) => goal.kind)).toEqual(["goal"]);
    const texts = [problem, shown!.children[0]!.id].map((id) => {
      const copy = new Doc();
      const bound = bindHeadlessEditor(copy, rootOf(id), { readOnly: true });
      applyUpdate(copy, encodeStateAsUpdate(doc));
      const text = bound.editor.read(() => [$getRoot().getTextContent(), $getRoot().getChildrenSize()]);
      bound.dispose();
      return text;
    });
    expect(texts).toEqual([
      ["Opioid use since 2019", 1],
      ["", 1],
    ]);
  });
});
