/** /auth/activity-log: the audit trail, for administrators, and its CSV export. */
import { ActivityLogExportQuery, ActivityLogQuery, AREA_ROLES } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { exportActivity, listActivity } from "./query";
import { rolesAccess } from "../../authz/routeAccess";

const tags = ["activity log"];

export function activityLogRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const access = { config: rolesAccess(AREA_ROLES.activityLog, 403), preHandler: deps.authenticate };

    app.get(
      "/auth/activity-log",
      {
        ...access,
        schema: {
          tags,
          summary: "Activity (audit) log of the organization, newest first, by date, user, client and outcome (admin)",
          querystring: ActivityLogQuery,
        },
      },
      async (request) => listActivity(deps, ctxOf(request), request.query),
    );

    app.get(
      "/auth/activity-log/export",
      {
        ...access,
        schema: {
          tags,
          summary: "Every line the filter matches as CSV, newest first (admin); the export is itself logged",
          querystring: ActivityLogExportQuery,
        },
      },
      async (request, reply) => {
        const csv = await exportActivity(deps, ctxOf(request), request.query);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", 'attachment; filename="activity-log.csv"')
          .send(csv);
      },
    );
  };
}
