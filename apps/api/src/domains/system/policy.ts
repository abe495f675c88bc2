/** Who may read crash reports (anyone may send one), and which. */
import type { RequestContext } from "../../context";

export function canCrashReports(ctx: RequestContext, action: "crash_report:list"): boolean {
  switch (action) {
    case "crash_report:list":
      return ctx.isAdmin;
  }
}

/**
 * The reports an admin reads: their own organization's. A report sent without a session (before
 * sign-in, or after it expired) belongs to no organization and may carry any organization's page
 * address and user name, so only the installation's operators — the admins of the organization
 * named by HEARTH_OPERATOR_ORGANIZATION — read those too; nobody does when it is not set.
 */
export function crashReportScope(
  ctx: RequestContext,
  operatorOrganizationId: string | undefined,
): { organizationId: string; withoutOrganization: boolean } {
  return {
    organizationId: ctx.organizationId,
    withoutOrganization: operatorOrganizationId !== undefined && ctx.organizationId === operatorOrganizationId,
  };
}
