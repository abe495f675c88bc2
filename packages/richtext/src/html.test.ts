import { describe, expect, it } from "vitest";
import { escapeHtml, renderHtml } from "./html";

// Serialized nodes trimmed to the fields the renderer reads.
const text = (value: string, format = 0) => ({ type: "text", text: value, format });
const el = (type: string, children: object[], extra: object = {}) => ({ type, children, ...extra });
const root = (...children: object[]) => el("root", children);
const p = (...children: object[]) => el("paragraph", children);

describe("renderHtml", () => {
  it("maps every text format bit to its tag, nested in one fixed order", () => {
    const formats: [number, string][] = [
      [1, "<strong>x</strong>"],
      [2, "<em>x</em>"],
      [8, "<u>x</u>"],
      [4, "<s>x</s>"],
      [16, "<code>x</code>"],
      [32, "<sub>x</sub>"],
      [64, "<sup>x</sup>"],
      [1 | 2 | 16, "<strong><em><code>x</code></em></strong>"],
    ];
    for (const [format, html] of formats) expect(renderHtml(root(p(text("x", format))))).toBe(`<p>${html}</p>`);
  });

  it("renders headings, quotes, line breaks and tabs", () => {
    const html = renderHtml(
      root(
        el("heading", [text("Plan")], { tag: "h2" }),
        el("quote", [text("a"), { type: "linebreak" }, { type: "tab" }, text("b")]),
      ),
    );
    expect(html).toBe("<h2>Plan</h2><blockquote>a<br>\tb</blockquote>");
  });

  it("renders bullet, numbered and check lists, nesting a sub-list inside its item", () => {
    const item = (...children: object[]) => el("listitem", children);
    const html = renderHtml(
      root(
        el(
          "list",
          [item(text("one")), item(el("list", [item(text("one.a"))], { listType: "bullet" })), item(text("two"))],
          { listType: "number", start: 3 },
        ),
        el("list", [item(text("a"))], { listType: "bullet" }),
        el(
          "list",
          [el("listitem", [text("done")], { checked: true }), el("listitem", [text("todo")], { checked: false })],
          { listType: "check" },
        ),
      ),
    );
    expect(html).toBe(
      '<ol start="3"><li>one<ul><li>one.a</li></ul></li><li>two</li></ol>' +
        "<ul><li>a</li></ul>" +
        '<ul data-list="check"><li data-checked="true">☑ done</li><li data-checked="false">☐ todo</li></ul>',
    );
  });

  it("keeps the children of unknown elements and the text of unknown leaves", () => {
    const html = renderHtml(
      root(
        p(
          el("link", [text("site")], { url: "javascript:alert(1)" }),
          { type: "mention", text: "@Ana" },
          { type: "image" },
        ),
      ),
    );
    expect(html).toBe("<p>site@Ana</p>");
  });

  it("escapes text: markup typed by a user stays text", () => {
    expect(renderHtml(root(p(text(`<script>alert("x")</script> & 'y'`))))).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>",
    );
    expect(escapeHtml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
  });

  it("takes tags and attributes only from checked values", () => {
    const hostile = renderHtml(
      root(
        el("heading", [text("t")], { tag: "script" }),
        el("paragraph", [text("p", "1 onclick=x" as unknown as number)], {
          format: 'center" onclick="x',
          indent: "9;color:red",
          direction: "rtl' x",
        }),
        el("list", [el("listitem", [text("i")])], { listType: "<ol>", start: '2"><script>' }),
        { type: "text", text: 42, format: 1 },
      ),
    );
    expect(hostile).toBe("<p>t</p><p>p</p><ul><li>i</li></ul>");
    const aligned = renderHtml(root(el("paragraph", [text("c")], { format: "center", indent: 2, direction: "rtl" })));
    expect(aligned).toBe('<p style="text-align:center;padding-inline-start:80px" dir="rtl">c</p>');
  });

  it("returns the same bytes for the same input", () => {
    const doc = root(p(text("a", 3)), el("list", [el("listitem", [text("b")])], { listType: "number" }));
    expect(renderHtml(doc)).toBe(renderHtml(structuredClone(doc)));
  });
});
