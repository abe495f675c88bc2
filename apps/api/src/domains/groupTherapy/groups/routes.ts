/** /auth/groups routes. */
import { z } from "zod";
import { CLINICAL_RECORD_ROLES, GroupBody, GroupListQuery, GroupUpdateBody, id } from "@hearth/schema";
import type { Role } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { Deps } from "../../../deps";
import { createGroup, getGroup, listGroups, updateGroup } from "./service";
import { rolesAccess, scope } from "../../../authz/routeAccess";

/** Who creates and changes groups: administrators, and supervisors of the group's location (policy.ts). */
const MANAGERS: readonly Role[] = ["admin", "supervisor"];
const tags = ["group therapy"];
const IdParams = z.object({ id });

export function groupRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/groups",
      {
        config: rolesAccess(CLINICAL_RECORD_ROLES, 403),
        ...auth,
        schema: {
          tags,
          summary: "Groups of the caller's locations (clinical staff and admins)",
          querystring: GroupListQuery,
        },
      },
      async (request) => listGroups(deps, ctxOf(request), request.query),
    );

    app.get(
      "/auth/groups/:id",
      {
        config: rolesAccess(CLINICAL_RECORD_ROLES, 404, scope.location(404)),
        ...auth,
        schema: { tags, summary: "One group with its facilitators, roster and weekly schedule", params: IdParams },
      },
      async (request) => ({
        results: await getGroup(deps, ctxOf(request), request.params.id),
      }),
    );

    app.post(
      "/auth/groups",
      {
        config: rolesAccess(MANAGERS, 403),
        ...auth,
        schema: { tags, summary: "Create a group (admin, or a supervisor of its location)", body: GroupBody },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await createGroup(deps, ctxOf(request), request.body) }),
    );

    app.patch(
      "/auth/groups/:id",
      {
        config: rolesAccess(MANAGERS, 403, scope.location(404), { readers: CLINICAL_RECORD_ROLES }),
        ...auth,
        schema: {
          tags,
          summary: "Update a group (admin, or a supervisor of its location)",
          params: IdParams,
          body: GroupUpdateBody,
        },
      },
      async (request) => ({
        results: await updateGroup(deps, ctxOf(request), request.params.id, request.body),
      }),
    );
  };
}
