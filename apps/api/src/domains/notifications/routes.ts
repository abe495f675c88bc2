/** /auth/notifications routes. */
import { z } from "zod";
import { AREA_ROLES, AnnouncementBody, MarkAllReadBody, NotificationListQuery, id } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { announce, listOwn, markAllRead, markRead, ownCounts } from "./service";
import { rolesAccess, scope, signedInAccess } from "../../authz/routeAccess";

const tags = ["notifications"];

export function notificationRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.post(
      "/auth/notifications",
      {
        config: rolesAccess(AREA_ROLES.settings, 403),
        ...auth,
        schema: {
          tags,
          summary: "Announce to staff (admin); all active staff when userIds is absent",
          body: AnnouncementBody,
        },
      },
      async (request, reply) => reply.status(201).send({ results: await announce(deps, ctxOf(request), request.body) }),
    );

    app.get(
      "/auth/notifications",
      {
        config: signedInAccess(),
        ...auth,
        schema: {
          tags,
          summary: "The caller's notifications, newest first; `type` filters by a list of types",
          querystring: NotificationListQuery,
        },
      },
      async (request) => listOwn(deps, ctxOf(request), request.query),
    );

    app.get(
      "/auth/notifications/counts",
      {
        config: signedInAccess(),
        ...auth,
        schema: { tags, summary: "The caller's unread and total notifications, overall and by type" },
      },
      async (request) => ({
        results: await ownCounts(deps, ctxOf(request)),
      }),
    );

    app.post(
      "/auth/notifications/:id/read",
      {
        config: signedInAccess(scope.own(404)),
        ...auth,
        schema: { tags, summary: "Mark one of the caller's notifications read", params: z.object({ id }) },
      },
      async (request) => ({
        results: await markRead(deps, ctxOf(request), request.params.id),
      }),
    );

    // A body is optional: no body marks every unread notification read.
    app.post(
      "/auth/notifications/read-all",
      {
        config: signedInAccess(),
        ...auth,
        schema: {
          tags,
          summary: "Mark all the caller's unread notifications read, or those of some types; answers the counts",
          body: MarkAllReadBody.nullish(),
        },
      },
      async (request) => ({
        results: await markAllRead(deps, ctxOf(request), request.body ?? {}),
      }),
    );
  };
}
