import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseMarkdown } from "./markdown";

describe("parseMarkdown", () => {
  it("splits headings, paragraphs and lists, joining wrapped lines", () => {
    const blocks = parseMarkdown(
      [
        "# Title",
        "",
        "First line",
        "second **line**.",
        "",
        "## Part",
        "- one",
        "  wrapped",
        "* `two`",
        "",
        "After.",
      ].join("\n"),
    );
    expect(blocks).toEqual([
      { kind: "heading", level: 1, text: [{ text: "Title" }] },
      { kind: "paragraph", text: [{ text: "First line second " }, { text: "line", mark: "bold" }, { text: "." }] },
      { kind: "heading", level: 2, text: [{ text: "Part" }] },
      { kind: "list", items: [[{ text: "one wrapped" }], [{ text: "two", mark: "code" }]] },
      { kind: "paragraph", text: [{ text: "After." }] },
    ]);
  });
  it("reads the API's terms document into numbered sections", () => {
    const text = readFileSync(new URL("../../../../api/src/domains/terms/terms.md", import.meta.url), "utf8");
    const headings = parseMarkdown(text).filter((block) => block.kind === "heading");
    expect(headings[0]).toEqual({ kind: "heading", level: 1, text: [{ text: "Hearth terms of use" }] });
    expect(headings.filter((block) => block.level === 2).length).toBeGreaterThan(3);
  });
});
