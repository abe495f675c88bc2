import { isStaff } from "@hearth/schema";
import type { MutationResolvers, QueryResolvers, SubscriptionResolvers } from "../__generated__/resolvers-types";
import type { GatewayContext } from "../context";
import type { MessageHub } from "../pubsub/messageHub";
import { ApiError } from "../rest/errors";
import { toPage } from "./pageInfo";

/** Staff messaging: conversations, history and search. */
export const messagingQuery: QueryResolvers = {
  conversations: (_parent, _args, { rest }) => rest.messaging.conversations(),
  conversationPage: (_parent, { before }, { rest }) => rest.messaging.conversationPage(before),

  conversation: async (_parent, { id }, { rest }) => {
    try {
      return await rest.messaging.conversation(id);
    } catch (error) {
      // Not a member (or no such conversation): nothing to show, as for any other missing item.
      if (error instanceof ApiError && error.code === "NOT_FOUND") return null;
      throw error;
    }
  },

  messages: (_parent, { conversationId, before, limit }, { rest }) =>
    rest.messaging.history(conversationId, { before, limit }),

  searchMessages: async (_parent, { q, page, pageSize }, { rest }) =>
    toPage(await rest.messaging.search({ q, page, pageSize })),
};

export const messagingMutation: MutationResolvers = {
  startDirectConversation: (_parent, { userId }, { rest }) => rest.messaging.startDirect(userId),
  createConversation: (_parent, { input: { title, memberIds, clientMrNo } }, { rest }) =>
    rest.messaging.create({ title, memberIds, ...(clientMrNo ? { clientMrNo } : {}) }),
  addConversationMembers: (_parent, { conversationId, userIds }, { rest }) =>
    rest.messaging.addMembers(conversationId, userIds),
  leaveConversation: (_parent, { conversationId }, { rest }) => rest.messaging.leave(conversationId),
  sendMessage: (_parent, { conversationId, body, mentionIds }, { rest }) =>
    rest.messaging.send(conversationId, body, mentionIds),
  editMessage: (_parent, { id, body }, { rest }) => rest.messaging.edit(id, body),
  deleteMessage: (_parent, { id }, { rest }) => rest.messaging.remove(id),
  markConversationRead: (_parent, { conversationId, messageId }, { rest }) =>
    rest.messaging.markRead(conversationId, messageId),
  sendTyping: async (_parent, { conversationId }, { rest }) => (await rest.messaging.typing(conversationId)).sent,
};

/** The signed-in socket user, who must be a member of the conversation (the API answers 404 otherwise). */
async function memberOf({ viewer, rest }: GatewayContext, conversationId: string): Promise<string> {
  if (!viewer) throw new ApiError("Sign in to follow conversations.", 401, { code: "UNAUTHENTICATED" });
  await rest.messaging.conversation(conversationId);
  return viewer.id;
}

/**
 * Live messaging. Subscribing checks membership with the socket's own credentials; after that the
 * hub re-fetches every change with them too, so someone who leaves (or loses access to the client a
 * conversation is about) stops hearing it. `hub` is absent only in schemas built for tests that never subscribe.
 */
export function messagingSubscription(hub: MessageHub | undefined): SubscriptionResolvers {
  const live = (): MessageHub => {
    if (!hub) throw new ApiError("Live messaging is not available.", 503, { code: "INTERNAL_SERVER_ERROR" });
    return hub;
  };
  const fetchWith = ({ rest }: GatewayContext) => ({
    fetchMessage: (id: string) => rest.messaging.message(id),
    fetchConversation: (id: string) => rest.messaging.conversation(id),
  });
  return {
    messageAdded: {
      subscribe: async (_parent, { conversationId }, ctx) =>
        live().subscribeMessages({ userId: await memberOf(ctx, conversationId), conversationId, ...fetchWith(ctx) }),
    },
    typing: {
      subscribe: async (_parent, { conversationId }, ctx) =>
        live().subscribeTyping({ userId: await memberOf(ctx, conversationId), conversationId }),
    },
    conversationsChanged: {
      subscribe: (_parent, _args, ctx) => {
        if (!ctx.viewer) throw new ApiError("Sign in to follow conversations.", 401, { code: "UNAUTHENTICATED" });
        if (!isStaff(ctx.viewer)) throw new ApiError("Messaging is for staff.", 403, { code: "FORBIDDEN" });
        return live().subscribeConversations({ userId: ctx.viewer.id, ...fetchWith(ctx) });
      },
    },
  };
}
