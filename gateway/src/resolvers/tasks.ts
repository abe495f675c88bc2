import { isStaff } from "@hearth/schema";
import type { MutationResolvers, QueryResolvers, SubscriptionResolvers } from "../__generated__/resolvers-types";
import type { TaskHub } from "../pubsub/taskHub";
import { ApiError } from "../rest/errors";
import { toPage } from "./pageInfo";

/** Staff tasks: the signed-in user's lists and counts. */
export const taskQuery: QueryResolvers = {
  tasks: async (_parent, { scope, status, dueBefore, page, pageSize }, { rest }) =>
    toPage(await rest.tasks.list({ scope, status, dueBefore, page, pageSize })),
  taskCounts: (_parent, { scope }, { rest }) => rest.tasks.counts(scope),
  task: (_parent, { id }, { rest }) => rest.tasks.get(id),
};

export const taskMutation: MutationResolvers = {
  createTask: (_parent, { input: { title, description, dueAt, assigneeId, subjectType, subjectId } }, { rest }) =>
    rest.tasks.create({
      title,
      ...(description ? { description } : {}),
      ...(dueAt ? { dueAt } : {}),
      ...(assigneeId ? { assigneeId } : {}),
      ...(subjectType ? { subjectType } : {}),
      ...(subjectId ? { subjectId } : {}),
    }),
  // An explicit null clears the description or the due time; an absent field stays as it is.
  updateTask: (_parent, { id, input }, { rest }) =>
    rest.tasks.update(id, {
      ...(input.title != null ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.dueAt !== undefined ? { dueAt: input.dueAt } : {}),
      ...(input.assigneeId != null ? { assigneeId: input.assigneeId } : {}),
    }),
  completeTask: (_parent, { id }, { rest }) => rest.tasks.setDone(id, true),
  reopenTask: (_parent, { id }, { rest }) => rest.tasks.setDone(id, false),
  deleteTask: (_parent, { id }, { rest }) => rest.tasks.remove(id),
};

export function taskSubscription(taskHub: TaskHub | undefined): SubscriptionResolvers {
  return {
    taskChanged: {
      // The hub delivers only changes naming the viewer; each task is fetched with the socket's own
      // credentials, so the API checks again, per event, what they may see.
      subscribe: (_parent, _args, { viewer, rest }) => {
        if (!viewer) throw new ApiError("Sign in to follow your tasks.", 401, { code: "UNAUTHENTICATED" });
        if (!isStaff(viewer)) throw new ApiError("Tasks are for staff.", 403, { code: "FORBIDDEN" });
        if (!taskHub) throw new ApiError("Live tasks are not available.", 503, { code: "INTERNAL_SERVER_ERROR" });
        return taskHub.subscribe({ userId: viewer.id, fetchTask: (id) => rest.tasks.get(id) });
      },
    },
  };
}
