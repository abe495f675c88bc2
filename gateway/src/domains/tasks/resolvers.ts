import { toPage } from "../../kernel/pageInfo";
import type { DomainResolvers } from "../domain";

/** Staff tasks: the signed-in user's lists and counts, and changing them. */
export const tasksResolvers: DomainResolvers = {
  Query: {
    tasks: async (_parent, { scope, status, dueBefore, page, pageSize }, { api }) =>
      toPage(await api.tasks.list({ scope, status, dueBefore, page, pageSize })),
    taskCounts: (_parent, { scope }, { api }) => api.tasks.counts(scope),
    task: (_parent, { id }, { api }) => api.tasks.get(id),
  },

  Mutation: {
    createTask: (_parent, { input: { title, description, dueAt, assigneeId, subjectType, subjectId } }, { api }) =>
      api.tasks.create({
        title,
        ...(description ? { description } : {}),
        ...(dueAt ? { dueAt } : {}),
        ...(assigneeId ? { assigneeId } : {}),
        ...(subjectType ? { subjectType } : {}),
        ...(subjectId ? { subjectId } : {}),
      }),
    // An explicit null clears the description or the due time; an absent field stays as it is.
    updateTask: (_parent, { id, input }, { api }) =>
      api.tasks.update(id, {
        ...(input.title != null ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.dueAt !== undefined ? { dueAt: input.dueAt } : {}),
        ...(input.assigneeId != null ? { assigneeId: input.assigneeId } : {}),
      }),
    completeTask: (_parent, { id }, { api }) => api.tasks.setDone(id, true),
    reopenTask: (_parent, { id }, { api }) => api.tasks.setDone(id, false),
    deleteTask: (_parent, { id }, { api }) => api.tasks.remove(id),
  },
};
