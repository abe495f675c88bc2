import { describe, expect, it } from "vitest";
import { releaseNotesDecision } from "./releaseNotes";

describe("when the release notes show (§2)", () => {
  const base = { current: "1.2.0", role: "nurse", pathname: "/dashboard" };
  it("shows when the stored version differs, once per version", () => {
    expect(releaseNotesDecision({ ...base, stored: "1.1.0" })).toBe("show");
    expect(releaseNotesDecision({ ...base, stored: "1.2.0" })).toBe("none");
  });
  it("never for a client, never on the form viewer", () => {
    expect(releaseNotesDecision({ ...base, role: "client", stored: "1.1.0" })).toBe("none");
    expect(releaseNotesDecision({ ...base, pathname: "/formViewer", stored: "1.1.0" })).toBe("none");
  });
  it("records the version silently on a first sign-in in this browser", () => {
    expect(releaseNotesDecision({ ...base, stored: null })).toBe("record");
  });
});
