/** Who may look clients up: staff, within their locations (admins everywhere); the group schedule is clinical. */
import type { RequestContext } from "../../context";
import { canReadClinicalAt, reachesLocation } from "../../authz/principal";

export type ClientAction = "client:list" | "client:read" | "client:group_schedule";

/** `ctx` is the caller, or any other staff member checked the same way (e.g. the assignee of a task on a client). */
export function canClient(
  ctx: Pick<RequestContext, "role" | "isStaff" | "isAdmin" | "locationIds">,
  action: ClientAction,
  client?: { locationId: string },
): boolean {
  switch (action) {
    case "client:list":
    case "client:read":
      // Demographics for the chart header and the roster picker; admissions staff admit clients.
      return ctx.isStaff && (!client || reachesLocation(ctx, client.locationId));
    case "client:group_schedule":
      return client !== undefined && canReadClinicalAt(ctx, client.locationId);
  }
}
