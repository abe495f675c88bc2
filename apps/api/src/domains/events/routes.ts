/** /auth/events routes: the organization's events (§3 eventSize, eventCount, eventTotal). */
import { EventBody, EventIdParams, EventListQuery } from "@hearth/schema";
import type { Role } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { cancelEvent, createEvent, getEvent, listEvents, updateEvent } from "./service";
import { rolesAccess, scope, staffAccess } from "../../authz/routeAccess";

/** Who creates and manages events: administrators, and supervisors within their locations (mayCreateEvents in the contract). */
const MANAGERS: readonly Role[] = ["admin", "supervisor"];
const tags = ["events"];

export function eventRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/events",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary: "Events the caller may see, 25 a page, with eventCount (their upcoming ones) and eventTotal",
          querystring: EventListQuery,
        },
      },
      async (request) => listEvents(deps, ctxOf(request), request.query),
    );

    app.get(
      "/auth/events/:id",
      {
        config: staffAccess(scope.location(404)),
        ...auth,
        schema: { tags, summary: "One event the caller may see", params: EventIdParams },
      },
      async (request) => ({
        results: await getEvent(deps, ctxOf(request), request.params.id),
      }),
    );

    app.post(
      "/auth/events",
      {
        config: rolesAccess(MANAGERS, 403),
        ...auth,
        schema: {
          tags,
          summary: "Create an event (admin; supervisor for audiences within their locations)",
          body: EventBody,
        },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await createEvent(deps, ctxOf(request), request.body) }),
    );

    app.put(
      "/auth/events/:id",
      {
        config: rolesAccess(MANAGERS, 403, scope.location(404)),
        ...auth,
        schema: {
          tags,
          summary: "Replace an event's fields (admin; supervisor within their locations)",
          params: EventIdParams,
          body: EventBody,
        },
      },
      async (request) => ({
        results: await updateEvent(deps, ctxOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      "/auth/events/:id/cancel",
      {
        config: rolesAccess(MANAGERS, 403, scope.location(404)),
        ...auth,
        schema: {
          tags,
          summary: "Cancel an upcoming event; it stays listed, flagged cancelled",
          params: EventIdParams,
        },
      },
      async (request) => ({
        results: await cancelEvent(deps, ctxOf(request), request.params.id),
      }),
    );
  };
}
