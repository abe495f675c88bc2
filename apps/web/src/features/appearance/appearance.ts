/** The appearance settings of §3, saved per user on the server (GET/PUT /api/auth/preferences) with a copy in this browser. */
export type ThemeName = "default" | "dark";
export interface Appearance {
  theme: ThemeName;
  transparent: boolean;
  /** Base font size in px. */
  size: number;
  /** Table row spacing, 1 (tight) to 5 (roomy). */
  tableSpacing: number;
}

export const DEFAULT_APPEARANCE: Appearance = { theme: "default", transparent: false, size: 14, tableSpacing: 3 };
export const FONT_SIZES = [12, 13, 14, 15, 16, 18] as const;
export const TABLE_SPACINGS = [1, 2, 3, 4, 5] as const;

export const appearanceKey = (userId: string) => `appearance:${userId}`;

/** A stored value made safe: anything unknown or out of range falls back to the default. */
export function sanitizeAppearance(value: unknown): Appearance {
  const v = (typeof value === "object" && value !== null ? value : {}) as Partial<Record<keyof Appearance, unknown>>;
  return {
    theme: v.theme === "dark" || v.theme === "default" ? v.theme : DEFAULT_APPEARANCE.theme,
    transparent: typeof v.transparent === "boolean" ? v.transparent : DEFAULT_APPEARANCE.transparent,
    size:
      typeof v.size === "number" && (FONT_SIZES as readonly number[]).includes(v.size)
        ? v.size
        : DEFAULT_APPEARANCE.size,
    tableSpacing:
      typeof v.tableSpacing === "number" && (TABLE_SPACINGS as readonly number[]).includes(v.tableSpacing)
        ? v.tableSpacing
        : DEFAULT_APPEARANCE.tableSpacing,
  };
}

/** Table cell vertical padding in px for a spacing step (3 is MUI's standard 16 px cell). */
export const cellPaddingY = (tableSpacing: number) => 4 + (tableSpacing - 1) * 4;
/** Data-grid density for a spacing step. */
export const gridDensity = (tableSpacing: number): "compact" | "standard" | "comfortable" =>
  tableSpacing <= 2 ? "compact" : tableSpacing >= 4 ? "comfortable" : "standard";
