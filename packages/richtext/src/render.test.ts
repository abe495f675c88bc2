import {
  CLIENT_NOTE_SECTIONS,
  GROUP_NOTE_NARRATIVE_ROOT,
  groupNoteClientRoot,
  NARRATIVE_SECTIONS,
} from "@hearth/schema";
import { $createListItemNode, $createListNode } from "@lexical/list";
import { $createQuoteNode, $isHeadingNode } from "@lexical/rich-text";
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  type ElementNode,
  type LexicalNode,
} from "lexical";
import { describe, expect, it } from "vitest";
import { applyUpdate, Doc, encodeStateAsUpdate, mergeUpdates, XmlText } from "yjs";
import { bindHeadlessEditor } from "./headless";
import { contentHash } from "./hash";
import { renderRoots } from "./render";
import { createTemplateUpdate } from "./template";

const NARRATIVE = GROUP_NOTE_NARRATIVE_ROOT;
const CLIENT = groupNoteClientRoot("c-1");

/** A group note as the API creates it: one Yjs document, a template per root. */
const newGroupNote = () =>
  mergeUpdates([
    createTemplateUpdate(NARRATIVE, NARRATIVE_SECTIONS),
    createTemplateUpdate(CLIENT, CLIENT_NOTE_SECTIONS),
  ]);

/**
 * Edits one root the way a browser does: an editor bound to a fresh Y.Doc, loaded from `state` as
 * a provider's first sync would, then one edit. Returns only the update the edit produced.
 */
function browserEdit(state: Uint8Array, rootName: string, edit: () => void): Uint8Array {
  const doc = new Doc();
  const { editor, dispose } = bindHeadlessEditor(doc, rootName);
  applyUpdate(doc, state);
  // Commit the loaded content first: an edit merged into that commit would carry its
  // "collaboration" tag, and the binding does not write collaboration commits back to Yjs.
  editor.read(() => {});
  const updates: Uint8Array[] = [];
  doc.on("update", (update: Uint8Array) => updates.push(update));
  editor.update(edit, { discrete: true });
  dispose();
  return mergeUpdates(updates);
}

/** The empty paragraph that follows the section heading `title`. */
function $paragraphAfter(title: string): ElementNode {
  const heading = $getRoot()
    .getChildren()
    .find((node) => $isHeadingNode(node) && node.getTextContent() === title);
  const next: LexicalNode | null | undefined = heading?.getNextSibling();
  if (!next || !("append" in next)) throw new Error(`no paragraph after ${title}`);
  return next as ElementNode;
}

describe("template → render", () => {
  it("renders every root's section headings and calls a heading-only root empty", () => {
    const rendered = renderRoots(newGroupNote(), [NARRATIVE, CLIENT]);

    const narrative = rendered.get(NARRATIVE)!;
    expect(narrative.html).toBe(
      "<h3>Topic and interventions</h3><p></p><h3>Group process</h3><p></p><h3>Plan</h3><p></p>",
    );
    expect(narrative.text).toBe("Topic and interventions\n\nGroup process\n\nPlan");
    expect(narrative.empty).toBe(true);
    expect(narrative.json.root.children.map((node) => node.type)).toEqual([
      "heading",
      "paragraph",
      "heading",
      "paragraph",
      "heading",
      "paragraph",
    ]);

    const client = rendered.get(CLIENT)!;
    expect(client.text).toBe(CLIENT_NOTE_SECTIONS.join("\n\n"));
    expect(client.empty).toBe(true);
  });

  it("leaves the document's other roots alone when a template is applied", () => {
    const narrativeOnly = createTemplateUpdate(NARRATIVE, NARRATIVE_SECTIONS);
    const typed = mergeUpdates([
      narrativeOnly,
      browserEdit(narrativeOnly, NARRATIVE, () => $paragraphAfter("Plan").append($createTextNode("Meet Friday."))),
    ]);
    const before = renderRoots(typed, [NARRATIVE]).get(NARRATIVE)!;

    const after = renderRoots(mergeUpdates([typed, createTemplateUpdate(CLIENT, CLIENT_NOTE_SECTIONS)]), [
      NARRATIVE,
      CLIENT,
    ]);
    expect(after.get(NARRATIVE)).toEqual(before);
    expect(after.get(CLIENT)!.text).toBe(CLIENT_NOTE_SECTIONS.join("\n\n"));
  });

  it("renders a root the state does not hold as an empty root", () => {
    const rendered = renderRoots(newGroupNote(), [groupNoteClientRoot("late-arrival")]).get(
      groupNoteClientRoot("late-arrival"),
    )!;
    expect(rendered).toEqual({
      json: { root: { children: [], direction: null, format: "", indent: 0, type: "root", version: 1 } },
      html: "",
      text: "",
      empty: true,
    });
    expect(renderRoots(new Uint8Array(), [NARRATIVE]).get(NARRATIVE)!.empty).toBe(true);
  });
});

describe("content typed by a browser", () => {
  const note = newGroupNote();
  const typed = browserEdit(note, CLIENT, () => {
    $paragraphAfter("Participation").append(
      $createTextNode("Engaged; shared "),
      $createTextNode("openly").setFormat("bold"),
    );
  });
  // What the API holds at signing: the stored snapshot and the update log merged.
  const state = mergeUpdates([note, typed]);

  it("shows up in the json, html and text of that root", () => {
    const client = renderRoots(state, [CLIENT]).get(CLIENT)!;
    expect(client.empty).toBe(false);
    expect(client.html).toContain(
      "<h3>Participation</h3><p>Engaged; shared <strong>openly</strong></p><h3>Response</h3>",
    );
    expect(client.text).toBe("Participation\n\nEngaged; shared openly\n\nResponse\n\nProgress\n\nPlan");
    expect(JSON.stringify(client.json)).toContain('"text":"openly"');
  });

  it("leaves the other roots as they were", () => {
    const untouched = renderRoots(note, [NARRATIVE]).get(NARRATIVE)!;
    expect(renderRoots(state, [NARRATIVE]).get(NARRATIVE)).toEqual(untouched);
  });

  it("renders to the same bytes and the same hash every time", () => {
    const first = renderRoots(state, [NARRATIVE, CLIENT]);
    const second = renderRoots(state, [CLIENT, NARRATIVE]);
    expect(second.get(CLIENT)!.html).toBe(first.get(CLIENT)!.html);
    expect(contentHash(second.get(CLIENT)!.json)).toBe(contentHash(first.get(CLIENT)!.json));
  });
});

describe("rich content through Yjs", () => {
  it("renders lists, quotes, formats and line breaks as the editor stored them", () => {
    const note = createTemplateUpdate(NARRATIVE, ["Plan"]);
    const state = mergeUpdates([
      note,
      browserEdit(note, NARRATIVE, () => {
        const nested = $createListNode("bullet").append($createListItemNode().append($createTextNode("daily")));
        $getRoot().append(
          $createListNode("number").append(
            $createListItemNode().append($createTextNode("Journal")),
            $createListItemNode().append(nested),
            $createListItemNode().append($createTextNode("Walk").setFormat("italic")),
          ),
          $createListNode("check").append($createListItemNode(true).append($createTextNode("Consent on file"))),
          $createQuoteNode().append(
            $createTextNode("I can do this"),
            $createLineBreakNode(),
            $createTextNode("— client"),
          ),
        );
      }),
    ]);
    const { html, text, empty } = renderRoots(state, [NARRATIVE]).get(NARRATIVE)!;
    expect(html).toBe(
      "<h3>Plan</h3><p></p>" +
        "<ol><li>Journal<ul><li>daily</li></ul></li><li><em>Walk</em></li></ol>" +
        '<ul data-list="check"><li data-checked="true">☑ Consent on file</li></ul>' +
        "<blockquote>I can do this<br>— client</blockquote>",
    );
    expect(text).toBe("Plan\n\n1. Journal\n  - daily\n2. Walk\n\n[x] Consent on file\n\nI can do this\n— client");
    expect(empty).toBe(false);
  });

  it("escapes what clients typed and ignores hostile node properties", () => {
    const note = createTemplateUpdate(NARRATIVE, ["Plan"]);
    const state = mergeUpdates([
      note,
      browserEdit(note, NARRATIVE, () => {
        const heading = $getRoot().getFirstChildOrThrow();
        // A tampered client can write any property into the shared document.
        (heading.getWritable() as unknown as { __tag: string }).__tag = "img src=x onerror=alert(1)";
        $paragraphAfter("Plan").append($createTextNode(`<script>alert("x")</script> & 'y'`));
      }),
    ]);
    const { html } = renderRoots(state, [NARRATIVE]).get(NARRATIVE)!;
    expect(html).toBe("<p>Plan</p><p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>");
  });

  it("refuses a document holding a node type the server does not register", () => {
    const note = createTemplateUpdate(NARRATIVE, ["Plan"]);
    const doc = new Doc();
    applyUpdate(doc, note);
    // A block of type "callout", written raw the way @lexical/yjs writes an element node: an
    // XmlText embedded in its parent, its type in the "__type" attribute.
    const root = doc.get(NARRATIVE, XmlText);
    const callout = new XmlText();
    doc.transact(() => {
      root.insertEmbed(root.length, callout);
      callout.setAttribute("__type", "callout");
      callout.insert(0, "hidden");
    });
    expect(() => renderRoots(encodeStateAsUpdate(doc), [NARRATIVE])).toThrow(
      /cannot read the document state: .*callout/,
    );
  });
});

describe("a large document", () => {
  it("renders ~200 KB of text in well under a few seconds", () => {
    const note = createTemplateUpdate(NARRATIVE, NARRATIVE_SECTIONS);
    const sentence = "The client described coping strategies and agreed to practise them daily. ";
    const state = mergeUpdates([
      note,
      browserEdit(note, NARRATIVE, () => {
        for (let i = 0; i < 1_000; i++) {
          $getRoot().append(
            $createParagraphNode().append(
              $createTextNode(`${i}. ${sentence}`),
              $createTextNode(sentence.repeat(2)).setFormat("italic"),
            ),
          );
        }
      }),
    ]);
    const started = performance.now();
    const { text, html } = renderRoots(state, [NARRATIVE]).get(NARRATIVE)!;
    const elapsed = performance.now() - started;
    expect(text.length).toBeGreaterThan(200_000);
    expect(html.length).toBeGreaterThan(text.length);
    expect(elapsed).toBeLessThan(3_000);
  });
});
