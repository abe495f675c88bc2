import { toPage } from "../../kernel/pageInfo";
import type { DomainResolvers } from "../domain";

/** The signed-in user's reminders on sessions, notes and clients. */
export const remindersResolvers: DomainResolvers = {
  Query: {
    reminders: async (_parent, { status, page, pageSize }, { api }) =>
      toPage(await api.reminders.list({ status, page, pageSize })),
  },

  Mutation: {
    setReminder: (_parent, { input: { subjectType, subjectId, remindAt, note } }, { api }) =>
      api.reminders.set({ subjectType, subjectId, remindAt, ...(note ? { note } : {}) }),

    cancelReminder: (_parent, { id }, { api }) => api.reminders.cancel(id),
  },
};
