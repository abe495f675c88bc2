/** __Label__: named items of a location, listed within the caller's scope and added by its staff. */
import { and, asc, eq } from "drizzle-orm";
import type { __Name__Item, __Name__ItemBody, __Name__ItemListQuery } from "@hearth/schema";
import type { z } from "zod";
import { authorize, authorizeCaller } from "../../authz/authorize";
import type { RequestContext } from "../../context";
import { locations, __name__Items } from "../../db/schema";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { recordActivity } from "../activityLog/service";
import { can__Name__ } from "./policy";
import { present__Name__Item } from "./presenter";

export type __Name__ItemInput = z.output<typeof __Name__ItemBody> & { locationId: string };

/**
 * The items of the locations the caller sees. Not logged: they name no client (a read that shows
 * client data writes an activity line naming the clients, see README "Security notes").
 */
export async function list__Name__Items(
  deps: Deps,
  ctx: RequestContext,
  input: z.output<typeof __Name__ItemListQuery>,
): Promise<__Name__Item[]> {
  await authorizeCaller(deps.db, ctx, "__name_snake__:list", can__Name__);
  const rows = await deps.db
    .select({ item: __name__Items, location: { id: locations.id, name: locations.name } })
    .from(__name__Items)
    .innerJoin(locations, eq(locations.id, __name__Items.locationId))
    .where(
      and(
        ctx.scope.organization(__name__Items.organizationId),
        ctx.scope.locations(__name__Items.locationId),
        input.locationId ? eq(__name__Items.locationId, input.locationId) : undefined,
      ),
    )
    .orderBy(asc(__name__Items.name), asc(__name__Items.id));
  return rows.map((row) => present__Name__Item(row.item, row.location));
}

export async function create__Name__Item(
  deps: Deps,
  ctx: RequestContext,
  input: __Name__ItemInput,
): Promise<__Name__Item> {
  await authorizeCaller(deps.db, ctx, "__name_snake__:create", can__Name__);
  const [found] = await deps.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(
      and(
        eq(locations.id, input.locationId),
        ctx.scope.organization(locations.organizationId),
        ctx.scope.locations(locations.id),
      ),
    );
  // A location outside the caller's scope is answered as one that does not exist.
  const location = await authorize(deps.db, ctx, "__name_snake__:create", {
    subjectType: "location",
    subjectName: "Location",
    subjectId: input.locationId,
    resource: found ?? null,
    denial: () => null,
  });
  const row = await transact(deps, async (tx) => {
    const [created] = await tx
      .insert(__name__Items)
      .values({ organizationId: ctx.organizationId, locationId: location.id, name: input.name })
      .returning();
    await recordActivity(tx, {
      actor: ctx,
      action: "__name_snake__:create",
      outcome: "success",
      subjectType: "__name_snake___item",
      subjectId: created!.id,
      details: { locationId: location.id, name: input.name },
    });
    return created!;
  });
  return present__Name__Item(row, location);
}
