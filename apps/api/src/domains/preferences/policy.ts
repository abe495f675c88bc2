/** Who may read and change which preferences: everybody their own; only staff have a default location. */
import type { RequestContext } from "../../context";

export type PreferencesAction = "read_own" | "update_own" | "set_default_location";

export function canPreferences(ctx: Pick<RequestContext, "isStaff">, action: PreferencesAction): boolean {
  switch (action) {
    case "read_own":
    case "update_own":
      return true;
    case "set_default_location":
      // Portal clients belong to their client record, not to locations they could switch between.
      return ctx.isStaff;
  }
}
