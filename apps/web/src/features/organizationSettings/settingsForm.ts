/**
 * The settings page's form, checked with the API's own schema (`OrganizationSettingsUpdate`), so
 * the page and the server say the same thing about a bad value before anything is sent.
 */
import { OrganizationSettingsUpdate } from "@hearth/schema";
import type { OrganizationSettings } from "@hearth/schema";

/** What the admin typed, per setting, as text. */
export type SettingsDraft = Partial<Record<keyof OrganizationSettings, string>>;

export type SettingsCheck = { ok: true; body: OrganizationSettingsUpdate } | { ok: false; errors: SettingsDraft };

/** Numbers as the API wants them; an empty field is not a number (and is refused as such). */
const NUMERIC: readonly (keyof OrganizationSettings)[] = ["checkInOpensMinutesBefore"];

/** The changed settings only, as the PATCH body, or each bad field's message. */
export function checkSettings(draft: SettingsDraft, saved: Partial<OrganizationSettings>): SettingsCheck {
  const body: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(draft) as [keyof OrganizationSettings, string | undefined][]) {
    if (text === undefined) continue;
    const value = NUMERIC.includes(key) ? (text.trim() === "" ? Number.NaN : Number(text)) : text;
    if (value !== saved[key]) body[key] = value;
  }
  const parsed = OrganizationSettingsUpdate.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: SettingsDraft = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof OrganizationSettings | undefined;
    // "nothing to update" belongs to no field: the save button is off then anyway.
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
