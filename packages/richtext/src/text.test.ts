import { describe, expect, it } from "vitest";
import { isEmptyRoot, renderPlainText } from "./text";

const text = (value: string) => ({ type: "text", text: value, format: 0 });
const el = (type: string, children: object[], extra: object = {}) => ({ type, children, ...extra });
const root = (...children: object[]) => el("root", children);
const heading = (value: string) => el("heading", [text(value)], { tag: "h3" });

describe("renderPlainText", () => {
  it("puts a blank line between blocks and leaves empty blocks out", () => {
    const doc = root(
      heading("Plan"),
      el("paragraph", []),
      el("paragraph", [text("a"), { type: "linebreak" }, text("b")]),
      el("quote", [text("q")]),
    );
    expect(renderPlainText(doc)).toBe("Plan\n\na\nb\n\nq");
  });

  it("writes lists one item a line, with markers and nested indentation", () => {
    const item = (...children: object[]) => el("listitem", children);
    const doc = root(
      el(
        "list",
        [item(text("one")), item(el("list", [item(text("sub"))], { listType: "bullet" })), item(text("two"))],
        { listType: "number" },
      ),
      el("list", [el("listitem", [text("yes")], { checked: true }), el("listitem", [text("no")])], {
        listType: "check",
      }),
    );
    expect(renderPlainText(doc)).toBe("1. one\n  - sub\n2. two\n\n[x] yes\n[ ] no");
  });
});

describe("isEmptyRoot", () => {
  it("is true for nothing, headings only, or whitespace", () => {
    expect(isEmptyRoot(root())).toBe(true);
    expect(isEmptyRoot(root(heading("Plan"), el("paragraph", [])))).toBe(true);
    expect(isEmptyRoot(root(el("paragraph", [text("  "), { type: "tab" }, { type: "linebreak" }])))).toBe(true);
  });

  it("is false once a paragraph, list or quote holds text", () => {
    expect(isEmptyRoot(root(heading("Plan"), el("paragraph", [text("x")])))).toBe(false);
    expect(isEmptyRoot(root(el("list", [el("listitem", [text("x")])])))).toBe(false);
    expect(isEmptyRoot(root(el("quote", [text("x")])))).toBe(false);
  });
});
