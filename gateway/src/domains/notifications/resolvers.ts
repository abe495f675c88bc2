import { toPage } from "../../kernel/pageInfo";
import type { DomainResolvers } from "../domain";

/** The signed-in user's notification feed, its counts and read state, and admin announcements. */
export const notificationsResolvers: DomainResolvers = {
  Query: {
    notifications: async (_parent, { page, pageSize, unreadOnly, types }, { api }) =>
      toPage(await api.notifications.list({ page, pageSize, unreadOnly, types })),

    notificationCounts: (_parent, _args, { api }) => api.notifications.counts(),
  },

  Mutation: {
    announce: async (_parent, { title, body, userIds }, { api }) =>
      (await api.notifications.announce({ title, body, ...(userIds ? { userIds } : {}) })).count,

    markNotificationRead: (_parent, { id }, { api }) => api.notifications.markRead(id),

    markAllNotificationsRead: (_parent, { types }, { api }) => api.notifications.markAllRead(types),
  },
};
