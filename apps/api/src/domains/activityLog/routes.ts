/** /auth/activity-log: the audit trail, for administrators. */
import { z } from "zod";
import { AREA_ROLES, paging } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { listActivity } from "./query";
import { rolesAccess } from "../../authz/routeAccess";

export function activityLogRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/auth/activity-log",
      {
        config: rolesAccess(AREA_ROLES.activityLog, 403),
        preHandler: deps.authenticate,
        schema: {
          tags: ["activity log"],
          summary: "Activity (audit) log of the organization, newest first (admin)",
          querystring: z.object({
            subjectType: z.string().max(50).optional(),
            subjectId: z.string().max(100).optional(),
            actorId: z.uuid().optional(),
            dateFrom: z.iso.datetime({ offset: true }).optional(),
            dateTo: z.iso.datetime({ offset: true }).optional(),
            ...paging(50),
          }),
        },
      },
      async (request) => listActivity(deps, ctxOf(request), request.query, request.ip),
    );
  };
}
