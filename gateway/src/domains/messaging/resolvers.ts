import { toPage } from "../../kernel/pageInfo";
import { nullIfNotFound } from "../../kernel/restMapping";
import type { DomainResolvers } from "../domain";

/** Staff messaging: conversations, history and search, and sending, editing and reading messages. */
export const messagingResolvers: DomainResolvers = {
  Query: {
    conversations: (_parent, _args, { api }) => api.messaging.conversations(),
    conversationPage: (_parent, { before }, { api }) => api.messaging.conversationPage(before),
    // Not a member (or no such conversation): nothing to show, as for any other missing item.
    conversation: (_parent, { id }, { api }) => nullIfNotFound(api.messaging.conversation(id)),
    messages: (_parent, { conversationId, before, limit }, { api }) =>
      api.messaging.history(conversationId, { before, limit }),
    searchMessages: async (_parent, { q, page, pageSize }, { api }) =>
      toPage(await api.messaging.search({ q, page, pageSize })),
  },

  Mutation: {
    startDirectConversation: (_parent, { userId }, { api }) => api.messaging.startDirect(userId),
    createConversation: (_parent, { input: { title, memberIds, clientMrNo } }, { api }) =>
      api.messaging.create({ title, memberIds, ...(clientMrNo ? { clientMrNo } : {}) }),
    addConversationMembers: (_parent, { conversationId, userIds }, { api }) =>
      api.messaging.addMembers(conversationId, userIds),
    leaveConversation: (_parent, { conversationId }, { api }) => api.messaging.leave(conversationId),
    sendMessage: (_parent, { conversationId, body, mentionIds }, { api }) =>
      api.messaging.send(conversationId, body, mentionIds),
    editMessage: (_parent, { id, body }, { api }) => api.messaging.edit(id, body),
    deleteMessage: (_parent, { id }, { api }) => api.messaging.remove(id),
    markConversationRead: (_parent, { conversationId, messageId }, { api }) =>
      api.messaging.markRead(conversationId, messageId),
    sendTyping: async (_parent, { conversationId }, { api }) => (await api.messaging.typing(conversationId)).sent,
  },
};
