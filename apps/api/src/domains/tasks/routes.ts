/** /auth/tasks routes: staff tasks; portal clients are refused (403). */
import { TaskBody, TaskCountsQuery, TaskIdParams, TaskListQuery, TaskPatchBody } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffCtxOf } from "../../context";
import type { Deps } from "../../deps";
import { getTask, listTasks, taskCounts } from "./queries";
import { createTask, deleteTask, setTaskDone, updateTask } from "./service";
import { scope, staffAccess } from "../../authz/routeAccess";

const tags = ["tasks"];

export function taskRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/tasks",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary: "The caller's tasks (assigned to them, or by them to others), 25 a page",
          querystring: TaskListQuery,
        },
      },
      async (request) => listTasks(deps, staffCtxOf(request), request.query),
    );

    app.get(
      "/auth/tasks/counts",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary: "Open, overdue and due-today tasks of the caller's list",
          querystring: TaskCountsQuery,
        },
      },
      async (request) => ({
        results: await taskCounts(deps, staffCtxOf(request), request.query),
      }),
    );

    app.get(
      "/auth/tasks/:id",
      {
        config: staffAccess(scope.own(404)),
        ...auth,
        schema: { tags, summary: "One task, for its creator or assignee", params: TaskIdParams },
      },
      async (request) => ({
        results: await getTask(deps, staffCtxOf(request), request.params.id),
      }),
    );

    app.post(
      "/auth/tasks",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary: "Create a task for oneself or another staff member, maybe about a client, a session or a note",
          body: TaskBody,
        },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await createTask(deps, staffCtxOf(request), request.body) }),
    );

    app.patch(
      "/auth/tasks/:id",
      {
        config: staffAccess(scope.own(404)),
        ...auth,
        schema: {
          tags,
          summary: "Edit or reassign a task (its creator or assignee)",
          params: TaskIdParams,
          body: TaskPatchBody,
        },
      },
      async (request) => ({
        results: await updateTask(deps, staffCtxOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      "/auth/tasks/:id/complete",
      {
        config: staffAccess(scope.own(404)),
        ...auth,
        schema: { tags, summary: "Mark a task done", params: TaskIdParams },
      },
      async (request) => ({
        results: await setTaskDone(deps, staffCtxOf(request), request.params.id, true),
      }),
    );

    app.post(
      "/auth/tasks/:id/reopen",
      {
        config: staffAccess(scope.own(404)),
        ...auth,
        schema: { tags, summary: "Open a done task again", params: TaskIdParams },
      },
      async (request) => ({
        results: await setTaskDone(deps, staffCtxOf(request), request.params.id, false),
      }),
    );

    app.delete(
      "/auth/tasks/:id",
      {
        config: staffAccess(scope.own(404, 403)),
        ...auth,
        schema: { tags, summary: "Delete a task (its creator)", params: TaskIdParams },
      },
      async (request) => ({
        results: await deleteTask(deps, staffCtxOf(request), request.params.id),
      }),
    );
  };
}
