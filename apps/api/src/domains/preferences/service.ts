/** Reading and saving the caller's own preferences (appearance and default location). */
import { eq, sql } from "drizzle-orm";
import type { Preferences, PreferencesBody } from "@hearth/schema";
import type { z } from "zod";
import { userPreferences, users } from "../../db/schema";
import type { RequestContext } from "../../context";
import { authorizeCaller } from "../../authz/authorize";
import { worksAt } from "../../authz/principal";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { validationFailed } from "../../errors";
import { recordActivity } from "../activityLog/service";
import { reloadUser } from "../auth/service";
import { canPreferences } from "./policy";
import { presentPreferences } from "./presenter";

type Body = z.output<typeof PreferencesBody>;

export async function getPreferences(deps: Deps, ctx: RequestContext): Promise<Preferences> {
  const [row] = await deps.db.select().from(userPreferences).where(eq(userPreferences.userId, ctx.user.id));
  return presentPreferences(row, ctx.user);
}

/** Saves the given fields; a default location must be one of the caller's own locations. */
export async function updatePreferences(deps: Deps, ctx: RequestContext, body: Body): Promise<Preferences> {
  const { defaultLocationId, ...appearance } = body;
  if (defaultLocationId !== undefined) {
    await authorizeCaller(deps.db, ctx, "preferences:default_location", canPreferences, {
      subjectType: "user",
      subjectId: ctx.user.id,
      message: "defaultLocationId: portal users have no default location",
      details: { field: "defaultLocationId" },
    });
    if (defaultLocationId !== null && !worksAt(ctx, defaultLocationId)) {
      throw validationFailed("defaultLocationId: must be one of your locations", {
        in: "body",
        issues: [{ field: "defaultLocationId", message: "must be one of your locations" }],
      });
    }
  }
  await transact(deps, async (tx) => {
    if (Object.keys(appearance).length) {
      await tx
        .insert(userPreferences)
        .values({ userId: ctx.user.id, ...appearance })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { ...appearance, updatedAt: sql`now()` } });
    }
    if (defaultLocationId !== undefined)
      await tx
        .update(users)
        .set({ defaultLocationId, updatedAt: sql`now()` })
        .where(eq(users.id, ctx.user.id));
    await recordActivity(tx, {
      actor: ctx,
      action: "preferences:update",
      outcome: "success",
      subjectType: "user",
      subjectId: ctx.user.id,
      details: { changed: body },
    });
  });
  const [row] = await deps.db.select().from(userPreferences).where(eq(userPreferences.userId, ctx.user.id));
  return presentPreferences(row, await reloadUser(deps.db, ctx.user.id));
}
