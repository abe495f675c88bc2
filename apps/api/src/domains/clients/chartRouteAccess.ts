/**
 * The access declaration of a chart route, read from the chart's role table, stating what `openChart`
 * enforces: portal clients and staff outside the client's locations are told the chart does not exist
 * (404), staff in reach whose role may not do the action get 403.
 */
import { CLIENT_CHART_ROLES, STAFF_ROLES } from "@hearth/schema";
import type { ClientChartAction, StaffRole } from "@hearth/schema";
import { rolesAccess, scope, staffAccess } from "../../authz/routeAccess";

export function chartRouteAccess(action: ClientChartAction) {
  const roles: readonly StaffRole[] = CLIENT_CHART_ROLES[action];
  if (STAFF_ROLES.every((role) => roles.includes(role))) return staffAccess(scope.location(404), 404);
  // Every staff role may know the chart exists: the location decides 404 before the role decides 403.
  return rolesAccess(roles, 403, scope.location(404), { client: 404, readers: STAFF_ROLES });
}
