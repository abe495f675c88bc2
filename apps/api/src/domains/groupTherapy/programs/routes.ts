/** /auth/programs and /auth/rooms routes. */
import { z } from "zod";
import {
  AREA_ROLES,
  ProgramBody,
  ProgramListQuery,
  ProgramUpdateBody,
  RoomBody,
  RoomListQuery,
  id,
} from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { Deps } from "../../../deps";
import { createProgram, createRoom, listPrograms, listRooms, updateProgram } from "./service";
import { rolesAccess, scope, staffAccess } from "../../../authz/routeAccess";

const tags = ["group therapy"];
const IdParams = z.object({ id });

export function programRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/programs",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary: "Programs (organization-wide and of the caller's locations)",
          querystring: ProgramListQuery,
        },
      },
      async (request) => ({
        results: await listPrograms(deps, ctxOf(request), request.query),
      }),
    );

    app.post(
      "/auth/programs",
      {
        config: rolesAccess(AREA_ROLES.settings, 403),
        ...auth,
        schema: { tags, summary: "Create a program (admin)", body: ProgramBody },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await createProgram(deps, ctxOf(request), request.body) }),
    );

    app.patch(
      "/auth/programs/:id",
      {
        config: rolesAccess(AREA_ROLES.settings, 403, scope.organization),
        ...auth,
        schema: { tags, summary: "Update a program (admin)", params: IdParams, body: ProgramUpdateBody },
      },
      async (request) => ({
        results: await updateProgram(deps, ctxOf(request), request.params.id, request.body),
      }),
    );

    app.get(
      "/auth/rooms",
      {
        config: staffAccess(),
        ...auth,
        schema: { tags, summary: "Rooms of the caller's locations", querystring: RoomListQuery },
      },
      async (request) => ({
        results: await listRooms(deps, ctxOf(request), request.query),
      }),
    );

    app.post(
      "/auth/rooms",
      {
        config: rolesAccess(AREA_ROLES.settings, 403),
        ...auth,
        schema: { tags, summary: "Create a room (admin)", body: RoomBody },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await createRoom(deps, ctxOf(request), request.body) }),
    );
  };
}
