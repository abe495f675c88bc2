import { describe, expect, it } from "vitest";
import { redactRendering, termPattern } from "./redact";

const text = (value: string, format = 0) => ({
  type: "text",
  text: value,
  format,
  detail: 0,
  mode: "normal",
  style: "",
  version: 1,
});
const paragraph = (...children: object[]) => ({
  type: "paragraph",
  children,
  direction: "ltr",
  format: "",
  indent: 0,
  version: 1,
});
const heading = (value: string) => ({
  type: "heading",
  tag: "h2",
  children: [text(value)],
  direction: "ltr",
  format: "",
  indent: 0,
  version: 1,
});
const state = (...children: object[]) => ({
  root: { type: "root", children, direction: "ltr", format: "", indent: 0, version: 1 },
});

describe("redactRendering", () => {
  it("blacks out whole names and MR numbers in the text, HTML and JSON, whatever their case", () => {
    const stored = state(
      heading("Group process"),
      paragraph(text("James Anderson and "), text("maria", 1), text(" (HRT-000121) shared; Jamesy laughed.")),
    );
    const redacted = redactRendering(
      stored,
      ["James Anderson", "James", "Anderson", "Maria", "HRT-000121"],
      "[redacted]",
    );
    expect(redacted.text).toBe("Group process\n\n[redacted] and [redacted] ([redacted]) shared; Jamesy laughed.");
    expect(redacted.html).toBe(
      "<h2>Group process</h2><p>[redacted] and <strong>[redacted]</strong> ([redacted]) shared; Jamesy laughed.</p>",
    );
    expect(JSON.stringify(redacted.json)).not.toMatch(/James |maria|HRT-000121/i);
    expect(redacted.empty).toBe(false);
  });

  it("searches every string of the document, not only the text the renderers show", () => {
    const stored = state(paragraph({ ...text("fine"), comment: "about Maria" }));
    expect(JSON.stringify(redactRendering(stored, ["Maria"], "[redacted]").json)).toContain(
      '"comment":"about [redacted]"',
    );
  });

  it("leaves the stored rendering untouched and keeps what has no term in it", () => {
    const stored = state(paragraph(text("Linda led the check-in.")));
    const before = JSON.stringify(stored);
    const redacted = redactRendering(stored, ["Maria"], "[redacted]");
    expect(JSON.stringify(stored)).toBe(before);
    expect(redacted.text).toBe("Linda led the check-in.");
  });

  it("is empty for a missing rendering", () => {
    expect(redactRendering(null, ["Maria"], "[redacted]")).toEqual({ json: null, html: "", text: "", empty: true });
  });
});

describe("termPattern", () => {
  it("matches the longest term first, skips one-letter terms, escapes what regular expressions read", () => {
    expect("Mary Ann Lee and Mary".replace(termPattern(["Mary", "Mary Ann Lee"])!, "X")).toBe("X and X");
    expect(termPattern(["J", " "])).toBeNull();
    expect("a (b) c".replace(termPattern(["(b)"])!, "X")).toBe("a (b) c".replace("(b)", "X"));
  });
});
