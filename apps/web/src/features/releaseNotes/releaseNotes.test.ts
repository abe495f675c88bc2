import { describe, expect, it } from "vitest";
import type { Role } from "@hearth/schema";
import { shouldShowReleaseNotes } from "./releaseNotes";

describe("when the release notes show (§2)", () => {
  const base = { current: "1.2.0", role: "nurse" as Role, pathname: "/dashboard" };
  it("shows when the stored version differs, once per version", () => {
    expect(shouldShowReleaseNotes({ ...base, stored: "1.1.0" })).toBe(true);
    expect(shouldShowReleaseNotes({ ...base, stored: "1.2.0" })).toBe(false);
  });
  it("shows on a first sign-in in this browser: no stored version differs from the running one", () => {
    expect(shouldShowReleaseNotes({ ...base, stored: null })).toBe(true);
  });
  it("never for a client, never on the form viewer", () => {
    for (const stored of ["1.1.0", null]) {
      expect(shouldShowReleaseNotes({ ...base, role: "client", stored })).toBe(false);
      expect(shouldShowReleaseNotes({ ...base, pathname: "/formViewer", stored })).toBe(false);
      expect(shouldShowReleaseNotes({ ...base, pathname: "/formViewer/abc", stored })).toBe(false);
    }
  });
});
