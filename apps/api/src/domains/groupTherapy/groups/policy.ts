/** Who may see and manage groups: clinical staff of the group's location read, admins and its supervisors manage. */
import type { RequestContext } from "../../../context";
import { canReadClinicalAt, readsClinicalAnywhere, worksAt } from "../../../authz/principal";

export type GroupAction = "group:list" | "group:read" | "group:create" | "group:update";

/** Lists are for clinical staff and admins (admissions staff and portal clients get 403); one group is its location's. */
export function canGroup(ctx: RequestContext, action: GroupAction, group?: { locationId: string }): boolean {
  switch (action) {
    case "group:list":
      return readsClinicalAnywhere(ctx);
    case "group:read":
      return group !== undefined && canReadClinicalAt(ctx, group.locationId);
    case "group:create":
    case "group:update":
      return group !== undefined && (ctx.isAdmin || (ctx.role === "supervisor" && worksAt(ctx, group.locationId)));
  }
}
