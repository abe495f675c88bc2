/** Who may read and change the organization's settings: every staff member reads them, administrators change them. */
import type { RequestContext } from "../../context";

export type OrganizationSettingsAction = "organization_settings:read" | "organization_settings:update";

export function canOrganizationSettings(
  ctx: Pick<RequestContext, "isStaff" | "isAdmin">,
  action: OrganizationSettingsAction,
): boolean {
  switch (action) {
    case "organization_settings:read":
      // Staff screens follow them (e.g. when check-in opens); portal clients have no use for them.
      return ctx.isStaff;
    case "organization_settings:update":
      return ctx.isAdmin;
  }
}
