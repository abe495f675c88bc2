/** /auth/board routes: a location's live board for its staff on shift. */
import { BoardEntryParams, BoardParams, BoardQuery } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { readBoard, readBoardEntry } from "./service";
import { scope, staffAccess } from "../../authz/routeAccess";

const tags = ["board"];

export function boardRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/board/:locationId",
      {
        config: staffAccess(scope.location(403)),
        ...auth,
        schema: {
          tags,
          summary: "A location's live board, newest first (its own staff)",
          params: BoardParams,
          querystring: BoardQuery,
        },
      },
      async (request) => ({
        results: await readBoard(deps, ctxOf(request), request.params.locationId, request.query),
      }),
    );

    app.get(
      "/auth/board/:locationId/entries/:entryId",
      {
        config: staffAccess(scope.location(403)),
        ...auth,
        schema: { tags, summary: "One line of a location's live board", params: BoardEntryParams },
      },
      async (request) => ({
        results: await readBoardEntry(deps, ctxOf(request), request.params.locationId, request.params.entryId),
      }),
    );
  };
}
