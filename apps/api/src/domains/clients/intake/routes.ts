/** POST /auth/clients (intake, §7) and the duplicate check the intake form asks before submitting. */
import { CLIENT_CHART_ROLES, ClientDuplicatesQuery, ClientIntakeBody } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { Deps } from "../../../deps";
import { rolesAccess, scope } from "../../../authz/routeAccess";
import { checkDuplicates, intakeClient } from "./service";

const tags = ["clients"];

export function intakeRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.post(
      "/auth/clients",
      {
        // The role decides first (403, portal clients too); a location the caller does not work at is 404.
        config: rolesAccess(CLIENT_CHART_ROLES["client:create"], 403, scope.location(404)),
        ...auth,
        schema: {
          tags,
          summary:
            "Register a new client (pending admission) with their demographics; 409 listing the clients with the same name and date of birth unless confirmDuplicate",
          body: ClientIntakeBody,
        },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await intakeClient(deps, ctxOf(request), request.body) }),
    );

    app.get(
      "/auth/clients/duplicates",
      {
        config: rolesAccess(CLIENT_CHART_ROLES["client:duplicate_check"], 403),
        ...auth,
        schema: {
          tags,
          summary: "Clients of the organization with this name (any case) and date of birth, before an intake",
          querystring: ClientDuplicatesQuery,
        },
      },
      async (request) => ({
        results: await checkDuplicates(deps, ctxOf(request), request.query),
      }),
    );
  };
}
