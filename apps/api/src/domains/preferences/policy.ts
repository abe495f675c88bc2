/** Who may read and change which preferences: everybody their own; only staff have a default location. */
import type { RequestContext } from "../../context";

export type PreferencesAction = "preferences:read" | "preferences:update" | "preferences:default_location";

export function canPreferences(ctx: Pick<RequestContext, "isStaff">, action: PreferencesAction): boolean {
  switch (action) {
    case "preferences:read":
    case "preferences:update":
      return true;
    case "preferences:default_location":
      // Portal clients belong to their client record, not to locations they could switch between.
      return ctx.isStaff;
  }
}
