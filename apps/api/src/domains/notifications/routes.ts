/** /auth/notifications routes. */
import { z } from "zod";
import { AnnouncementBody, NotificationListQuery, id } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { announce, listOwn, markRead } from "./service";

const tags = ["notifications"];

export function notificationRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.post("/auth/notifications", { ...auth, schema: { tags, summary: "Announce to staff (admin); all active staff when userIds is absent", body: AnnouncementBody } }, async (request, reply) =>
      reply.status(201).send({ results: await announce(deps, ctxOf(request), request.body, request.ip) }),
    );

    app.get("/auth/notifications", { ...auth, schema: { tags, summary: "The caller's notifications, newest first", querystring: NotificationListQuery } }, async (request) =>
      listOwn(deps, ctxOf(request), request.query),
    );

    app.post("/auth/notifications/:id/read", { ...auth, schema: { tags, summary: "Mark one of the caller's notifications read", params: z.object({ id }) } }, async (request) => ({
      results: await markRead(deps, ctxOf(request), request.params.id),
    }));
  };
}
