import { describe, expect, it } from "vitest";
import { cellPaddingY, DEFAULT_APPEARANCE, gridDensity, sanitizeAppearance } from "./appearance";

describe("appearance (§3)", () => {
  it('defaults to theme "default", not transparent, size 14, table spacing 3', () => {
    expect(DEFAULT_APPEARANCE).toEqual({ theme: "default", transparent: false, size: 14, tableSpacing: 3 });
    expect(sanitizeAppearance(undefined)).toEqual(DEFAULT_APPEARANCE);
  });
  it("keeps valid stored values and drops the rest", () => {
    expect(sanitizeAppearance({ theme: "dark", transparent: true, size: 16, tableSpacing: 1 })).toEqual({
      theme: "dark",
      transparent: true,
      size: 16,
      tableSpacing: 1,
    });
    expect(sanitizeAppearance({ theme: "neon", transparent: "yes", size: 99, tableSpacing: 0 })).toEqual(
      DEFAULT_APPEARANCE,
    );
  });
  it("maps table spacing to cell padding and grid density", () => {
    expect(cellPaddingY(3)).toBe(12);
    expect([1, 2, 3, 4, 5].map(gridDensity)).toEqual(["compact", "compact", "standard", "comfortable", "comfortable"]);
  });
});
