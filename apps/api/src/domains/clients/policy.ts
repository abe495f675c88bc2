/** Who may look clients up: staff, within their locations (admins everywhere); the group schedule is clinical. */
import type { RequestContext } from "../../context";
import { canReadClinicalAt } from "../groupSessions/access";

export type ClientAction = "list" | "read" | "group_schedule";

export function canClient(ctx: RequestContext, action: ClientAction, client?: { locationId: string }): boolean {
  switch (action) {
    case "list":
    case "read":
      // Demographics for the chart header and the roster picker; admissions staff admit clients.
      return ctx.isStaff && (!client || ctx.isAdmin || ctx.locationIds.includes(client.locationId));
    case "group_schedule":
      return client !== undefined && canReadClinicalAt(ctx, client.locationId);
  }
}
