/** /auth/__name_kebab__ and /auth/locations/:locationId/__name_kebab__: __label__ items. */
import { z } from "zod";
import { __Name__ItemBody, __Name__ItemListQuery, id } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { scope, staffAccess } from "../../authz/routeAccess";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { create__Name__Item, list__Name__Items } from "./service";

const tags = ["__label__"];
const LocationParams = z.object({ locationId: id });

export function __name__Routes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/__name_kebab__",
      {
        config: staffAccess(),
        ...auth,
        schema: { tags, summary: "Items of the caller's locations", querystring: __Name__ItemListQuery },
      },
      async (request) => ({
        results: await list__Name__Items(deps, ctxOf(request), request.query),
      }),
    );

    app.post(
      "/auth/locations/:locationId/__name_kebab__",
      {
        config: staffAccess(scope.location()),
        ...auth,
        schema: { tags, summary: "Add an item to a location", params: LocationParams, body: __Name__ItemBody },
      },
      async (request, reply) =>
        reply.status(201).send({
          results: await create__Name__Item(deps, ctxOf(request), { ...request.body, ...request.params }),
        }),
    );
  };
}
