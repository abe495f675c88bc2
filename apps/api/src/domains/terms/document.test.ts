import { describe, expect, it } from "vitest";
import { TERMS_VERSION, isCurrentVersion, statedVersion, termsText } from "./document";

describe("the terms document", () => {
  it("states the same version as the constant, so neither is bumped alone", async () => {
    expect(statedVersion(await termsText())).toBe(TERMS_VERSION);
  });

  it("covers what a clinical records system must say", async () => {
    const text = await termsText();
    for (const phrase of ["password", "42 CFR Part 2", "activity log", "addendum", "portal"])
      expect(text).toContain(phrase);
  });

  it("reads the version line and nothing else", () => {
    expect(statedVersion("# Terms\n\nVersion 2030-01-01\n\nbody")).toBe("2030-01-01");
    expect(statedVersion("# Terms\n\nThis version is new")).toBeNull();
  });

  it("accepts only the current version", () => {
    expect(isCurrentVersion(TERMS_VERSION)).toBe(true);
    expect(isCurrentVersion("2020-01-01")).toBe(false);
    expect(isCurrentVersion(` ${TERMS_VERSION}`)).toBe(false);
  });
});
