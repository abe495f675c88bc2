/** Reading and changing the caller's organization's settings; every change is audited with its before and after. */
import { eq, sql } from "drizzle-orm";
import type { OrganizationSettingsResponse, OrganizationSettingsUpdate } from "@hearth/schema";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { organizationSettings } from "../../db/schema";
import type { RequestContext } from "../../context";
import { authorizeCaller } from "../../authz/authorize";
import type { Deps } from "../../deps";
import type { OrganizationSettingsAction } from "./policy";
import { transact } from "../../deps";
import { recordActivity } from "../activityLog/service";
import { clinicianRefs } from "../../kernel/refs";
import { canOrganizationSettings } from "./policy";
import { presentOrganizationSettings, settingsOf } from "./presenter";

type Body = z.output<typeof OrganizationSettingsUpdate>;

const rowOf = async (db: Db, organizationId: string) =>
  (await db.select().from(organizationSettings).where(eq(organizationSettings.organizationId, organizationId)))[0];

async function present(db: Db, organizationId: string): Promise<OrganizationSettingsResponse> {
  const row = await rowOf(db, organizationId);
  const by = row?.updatedBy ? ((await clinicianRefs(db, [row.updatedBy])).get(row.updatedBy) ?? null) : null;
  return presentOrganizationSettings(row, by);
}

const authorize = (deps: Deps, ctx: RequestContext, action: OrganizationSettingsAction, message: string) =>
  authorizeCaller(deps.db, ctx, action, canOrganizationSettings, {
    subjectType: "organization",
    subjectId: ctx.organizationId,
    message,
  });

export async function getOrganizationSettings(deps: Deps, ctx: RequestContext): Promise<OrganizationSettingsResponse> {
  await authorize(deps, ctx, "organization_settings:read", "Organization settings are for staff");
  return present(deps.db, ctx.organizationId);
}

/** Saves the given settings for the caller's organization (admins only); the audit line holds every setting before and after. */
export async function updateOrganizationSettings(
  deps: Deps,
  ctx: RequestContext,
  body: Body,
): Promise<OrganizationSettingsResponse> {
  await authorize(
    deps,
    ctx,
    "organization_settings:update",
    "Only an administrator changes the organization's settings",
  );
  await transact(deps, async (tx) => {
    // Locked, so two admins saving at once each log the before they actually replaced.
    await tx.execute(
      sql`SELECT 1 FROM ${organizationSettings} WHERE organization_id = ${ctx.organizationId} FOR UPDATE`,
    );
    const before = settingsOf(await rowOf(tx, ctx.organizationId));
    const [row] = await tx
      .insert(organizationSettings)
      .values({ organizationId: ctx.organizationId, ...body, updatedBy: ctx.user.id })
      .onConflictDoUpdate({
        target: organizationSettings.organizationId,
        set: { ...body, updatedBy: ctx.user.id, updatedAt: sql`now()` },
      })
      .returning();
    await recordActivity(tx, {
      actor: ctx,
      action: "organization_settings:update",
      outcome: "success",
      subjectType: "organization",
      subjectId: ctx.organizationId,
      details: { changed: Object.keys(body), before, after: settingsOf(row) },
    });
  });
  return present(deps.db, ctx.organizationId);
}
