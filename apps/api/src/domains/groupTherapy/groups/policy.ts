/** Who may see and manage groups: clinical staff of the group's location read, admins and its supervisors manage. */
import type { RequestContext } from "../../../context";
import { canReadClinicalAt } from "../../../authz/principal";

export type GroupAction = "read" | "manage";

export function canGroup(ctx: RequestContext, action: GroupAction, group: { locationId: string }): boolean {
  switch (action) {
    case "read":
      return canReadClinicalAt(ctx, group.locationId);
    case "manage":
      return ctx.isAdmin || (ctx.role === "supervisor" && ctx.locationIds.includes(group.locationId));
  }
}

/** Lists are for clinical staff and admins; admissions staff and portal clients get 403. */
export const canListGroups = (ctx: RequestContext): boolean =>
  ctx.isAdmin || ctx.locationIds.some((l) => canReadClinicalAt(ctx, l));
