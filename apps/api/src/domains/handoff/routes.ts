/** /auth/handoff/:locationId/shifts routes: a handoff board's shift history, for whoever may open the board. */
import { AREA_ROLES, HandoffBoardParams, HandoffHistoryQuery, HandoffShiftParams } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { printShift, readHistory, readShift } from "./service";
import { rolesAccess, scope } from "../../authz/routeAccess";

const tags = ["handoff"];

export function handoffRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/handoff/:locationId/shifts",
      {
        config: rolesAccess(AREA_ROLES.handoff, 404, scope.location(404)),
        ...auth,
        schema: {
          tags,
          summary: "A handoff board's shift records, newest first, 25 a page, and the shift in progress (first page)",
          params: HandoffBoardParams,
          querystring: HandoffHistoryQuery,
        },
      },
      async (request) => ({
        results: await readHistory(deps, ctxOf(request), request.params.locationId, request.query),
      }),
    );

    app.get(
      "/auth/handoff/:locationId/shifts/:shiftId",
      {
        config: rolesAccess(AREA_ROLES.handoff, 404, scope.location(404)),
        ...auth,
        schema: {
          tags,
          summary: "One shift of a handoff board with who wrote what (a record, or the shift in progress)",
          params: HandoffShiftParams,
        },
      },
      async (request) => ({
        results: await readShift(deps, ctxOf(request), request.params.locationId, request.params.shiftId),
      }),
    );

    app.get(
      "/auth/handoff/:locationId/shifts/:shiftId/print",
      {
        config: rolesAccess(AREA_ROLES.handoff, 404, scope.location(404)),
        ...auth,
        schema: {
          tags,
          summary: "One shift of a handoff board for printing, with the print header (the print is logged)",
          params: HandoffShiftParams,
        },
      },
      async (request) => ({
        results: await printShift(deps, ctxOf(request), request.params.locationId, request.params.shiftId),
      }),
    );
  };
}
