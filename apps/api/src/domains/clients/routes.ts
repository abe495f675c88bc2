/** /auth/clients list, one client by MR number, and the client's group schedule. */
import { z } from "zod";
import { ClientListQuery } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { clientGroupSchedule, getClient, listClients } from "./service";
import { scope, staffAccess } from "../../authz/routeAccess";

const tags = ["clients"];
const MrNoParams = z.object({ mrNo: z.string().trim().min(1).max(40) });

export function clientRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/clients",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary: "Clients of the caller's locations, by name or MR number",
          querystring: ClientListQuery,
        },
      },
      async (request) => listClients(deps, ctxOf(request), request.query),
    );

    app.get(
      "/auth/clients/:mrNo",
      {
        config: staffAccess(scope.location(404), 404),
        ...auth,
        schema: { tags, summary: "One client by MR number", params: MrNoParams },
      },
      async (request) => ({
        results: await getClient(deps, ctxOf(request), request.params.mrNo),
      }),
    );

    app.get(
      "/auth/clients/:mrNo/group-schedule",
      {
        config: staffAccess(scope.location(404), 404),
        ...auth,
        schema: { tags, summary: "The client's groups and upcoming group sessions (next 14 days)", params: MrNoParams },
      },
      async (request) => ({
        results: await clientGroupSchedule(deps, ctxOf(request), request.params.mrNo),
      }),
    );
  };
}
