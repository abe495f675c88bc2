/** Preferences as the REST contract presents them: stored values over the spec §3 defaults. */
import { DEFAULT_APPEARANCE } from "@hearth/schema";
import type { Preferences } from "@hearth/schema";
import type { UserPreferencesRow, UserRow } from "../../db/schema";

export function presentPreferences(
  row: UserPreferencesRow | undefined,
  user: Pick<UserRow, "role" | "defaultLocationId">,
): Preferences {
  return {
    theme: row?.theme ?? DEFAULT_APPEARANCE.theme,
    transparent: row?.transparent ?? DEFAULT_APPEARANCE.transparent,
    size: row?.size ?? DEFAULT_APPEARANCE.size,
    tableSpacing: row?.tableSpacing ?? DEFAULT_APPEARANCE.tableSpacing,
    defaultLocationId: user.role === "client" ? null : user.defaultLocationId,
  };
}
