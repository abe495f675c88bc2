import type { MutationResolvers, QueryResolvers } from "../__generated__/resolvers-types";
import { toPage } from "./pageInfo";

/** The signed-in user's notification feed, its counts and read state, their reminders, and admin announcements. */
export const notificationQuery: QueryResolvers = {
  notifications: async (_parent, { page, pageSize, unreadOnly, types }, { rest }) =>
    toPage(await rest.notifications.list({ page, pageSize, unreadOnly, types })),

  notificationCounts: (_parent, _args, { rest }) => rest.notifications.counts(),

  reminders: async (_parent, { status, page, pageSize }, { rest }) =>
    toPage(await rest.reminders.list({ status, page, pageSize })),
};

export const notificationMutation: MutationResolvers = {
  announce: async (_parent, { title, body, userIds }, { rest }) =>
    (await rest.notifications.announce({ title, body, ...(userIds ? { userIds } : {}) })).count,

  markNotificationRead: (_parent, { id }, { rest }) => rest.notifications.markRead(id),

  markAllNotificationsRead: (_parent, { types }, { rest }) => rest.notifications.markAllRead(types),

  setReminder: (_parent, { input: { subjectType, subjectId, remindAt, note } }, { rest }) =>
    rest.reminders.set({ subjectType, subjectId, remindAt, ...(note ? { note } : {}) }),

  cancelReminder: (_parent, { id }, { rest }) => rest.reminders.cancel(id),
};
