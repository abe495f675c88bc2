/** /auth/reminders routes: the caller's own reminders. */
import { ReminderBody, ReminderIdParams, ReminderListQuery } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { cancelReminder, listReminders, setReminder } from "./service";
import { scope, signedInAccess } from "../../authz/routeAccess";

const tags = ["reminders"];

export function reminderRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.post(
      "/auth/reminders",
      {
        config: signedInAccess(),
        ...auth,
        schema: {
          tags,
          summary: "Set a reminder on a group session, a group note or a client the caller may see",
          body: ReminderBody,
        },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await setReminder(deps, ctxOf(request), request.body) }),
    );

    app.get(
      "/auth/reminders",
      {
        config: signedInAccess(),
        ...auth,
        schema: {
          tags,
          summary: "The caller's reminders: upcoming soonest first, or fired newest first",
          querystring: ReminderListQuery,
        },
      },
      async (request) => listReminders(deps, ctxOf(request), request.query),
    );

    app.delete(
      "/auth/reminders/:id",
      {
        config: signedInAccess(scope.own(404)),
        ...auth,
        schema: { tags, summary: "Cancel one of the caller's upcoming reminders", params: ReminderIdParams },
      },
      async (request) => ({
        results: await cancelReminder(deps, ctxOf(request), request.params.id),
      }),
    );
  };
}
