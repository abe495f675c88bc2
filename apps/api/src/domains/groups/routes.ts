/** /auth/groups routes. */
import { z } from "zod";
import { GroupBody, GroupListQuery, GroupUpdateBody, id } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { createGroup, getGroup, listGroups, updateGroup } from "./service";

const tags = ["group therapy"];
const IdParams = z.object({ id });

export function groupRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/groups",
      {
        ...auth,
        schema: {
          tags,
          summary: "Groups of the caller's locations (clinical staff and admins)",
          querystring: GroupListQuery,
        },
      },
      async (request) => listGroups(deps, ctxOf(request), request.query, request.ip),
    );

    app.get(
      "/auth/groups/:id",
      {
        ...auth,
        schema: { tags, summary: "One group with its facilitators, roster and weekly schedule", params: IdParams },
      },
      async (request) => ({
        results: await getGroup(deps, ctxOf(request), request.params.id, request.ip),
      }),
    );

    app.post(
      "/auth/groups",
      {
        ...auth,
        schema: { tags, summary: "Create a group (admin, or a supervisor of its location)", body: GroupBody },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await createGroup(deps, ctxOf(request), request.body, request.ip) }),
    );

    app.patch(
      "/auth/groups/:id",
      {
        ...auth,
        schema: {
          tags,
          summary: "Update a group (admin, or a supervisor of its location)",
          params: IdParams,
          body: GroupUpdateBody,
        },
      },
      async (request) => ({
        results: await updateGroup(deps, ctxOf(request), request.params.id, request.body, request.ip),
      }),
    );
  };
}
