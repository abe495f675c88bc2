import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseChangelog, parseInline } from "./changelog";

describe("changelog", () => {
  it("splits versions, sections and items", () => {
    const versions = parseChangelog(
      [
        "# Changelog",
        "intro",
        "## [1.2.0] - 2026-01-02",
        "### Added",
        "- one **bold** thing",
        "  wrapped",
        "### Fixed",
        "* two",
        "## 1.1.0",
        "- bare",
      ].join("\n"),
    );
    expect(versions.map((v) => [v.version, v.date])).toEqual([
      ["1.2.0", "2026-01-02"],
      ["1.1.0", null],
    ]);
    expect(versions[0]!.sections.map((s) => s.title)).toEqual(["Added", "Fixed"]);
    expect(versions[0]!.sections[0]!.items[0]).toEqual([
      { text: "one " },
      { text: "bold", mark: "bold" },
      { text: " thing" },
      { text: " wrapped" },
    ]);
    expect(versions[1]!.sections[0]).toEqual({ title: "Changes", items: [[{ text: "bare" }]] });
  });
  it("marks code", () => {
    expect(parseInline("see `/x` now")).toEqual([{ text: "see " }, { text: "/x", mark: "code" }, { text: " now" }]);
  });
  it("has an entry for the running version at the repository root", () => {
    const root = new URL("../../../../../", import.meta.url);
    const version = (JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { version: string }).version;
    const versions = parseChangelog(readFileSync(new URL("CHANGELOG.md", root), "utf8"));
    expect(versions[0]?.version).toBe(version);
  });
});
