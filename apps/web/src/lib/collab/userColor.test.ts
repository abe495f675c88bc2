import { describe, expect, it } from "vitest";
import { colorForUser, CURSOR_PALETTE } from "./userColor";

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("colorForUser", () => {
  it("gives the same user the same colour every time", () => {
    const id = "5b0e1c64-8a8f-4a57-9d7e-1a2b3c4d5e6f";
    expect(colorForUser(id)).toBe(colorForUser(id));
  });

  it("picks a palette colour, as #rrggbb", () => {
    for (const id of ["a", "b", "nurse", "therapist", "", "ü-unicode-✓"]) {
      const colour = colorForUser(id);
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(CURSOR_PALETTE).toContain(colour);
    }
  });

  it("spreads different users over the palette", () => {
    const ids = Array.from({ length: 200 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    const used = new Set(ids.map(colorForUser));
    expect(used.size).toBe(CURSOR_PALETTE.length);
  });

  it("keeps the white name label readable on every colour (contrast at least 4.5:1)", () => {
    for (const colour of CURSOR_PALETTE) {
      const contrast = (1 + 0.05) / (luminance(colour) + 0.05);
      expect(contrast, colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
