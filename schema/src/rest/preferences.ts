/** Appearance preferences per user (spec §3: theme, transparent, size, tableSpacing) and the default location. */
import { z } from "zod";
import { id } from "./common";

export const THEMES = ["default", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** Allowed font sizes (px) and table-spacing steps. */
export const FONT_SIZE_RANGE = { min: 10, max: 24 } as const;
export const TABLE_SPACING_RANGE = { min: 1, max: 5 } as const;

/** Spec §3 defaults: theme "default", size 14, tableSpacing 3; not transparent. */
export const DEFAULT_APPEARANCE = {
  theme: "default",
  transparent: false,
  size: 14,
  tableSpacing: 3,
} as const satisfies Omit<Preferences, "defaultLocationId">;

export interface Preferences {
  theme: Theme;
  transparent: boolean;
  size: number;
  tableSpacing: number;
  /** One of the user's own locations, or null (portal clients: always null). */
  defaultLocationId: string | null;
}

const between = (r: { min: number; max: number }) =>
  z
    .number()
    .int({ message: "must be a whole number" })
    .min(r.min, { message: `must be between ${r.min} and ${r.max}` })
    .max(r.max, { message: `must be between ${r.min} and ${r.max}` });

/** PUT /api/auth/preferences: any subset of the fields; unknown keys are refused. */
export const PreferencesBody = z
  .strictObject({
    theme: z.enum(THEMES, { message: `must be one of ${THEMES.join(", ")}` }),
    transparent: z.boolean(),
    size: between(FONT_SIZE_RANGE),
    tableSpacing: between(TABLE_SPACING_RANGE),
    defaultLocationId: id.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "nothing to update" });
export type PreferencesBody = z.input<typeof PreferencesBody>;
