/**
 * Cursor colours: dark enough for the white name label Lexical draws on them (WCAG AA contrast
 * with white, checked by the unit test), and far enough apart to tell two people apart.
 */
export const CURSOR_PALETTE = [
  "#1f6feb", // blue
  "#b3261e", // red
  "#1a7f37", // green
  "#8250df", // violet
  "#bc4c00", // burnt orange
  "#0e7490", // teal
  "#a21caf", // magenta
  "#4d5b00", // olive
  "#9a3412", // brick
  "#3730a3", // indigo
  "#0f766e", // sea green
  "#be185d", // raspberry
] as const;

/** FNV-1a: a tiny, well-spread string hash; the same user id always gives the same number. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A user's cursor colour: stable across sessions and devices, so colleagues learn who is who. */
export function colorForUser(userId: string): string {
  return CURSOR_PALETTE[hash(userId) % CURSOR_PALETTE.length]!;
}
