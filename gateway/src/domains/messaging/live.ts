import { isStaff } from "@hearth/schema";
import type { AnyDomainEvent, Conversation, ConversationMember, DomainEvent, EventBus, Message } from "@hearth/schema";
import type { GatewayContext } from "../../context";
import { createLiveHub } from "../../pubsub/refetchHub";
import type { LiveHub } from "../../pubsub/refetchHub";
import { ApiError } from "../../rest/errors";
import type { DomainLive } from "../domain";

/** What `messageAdded` delivers: the message as it is now, or (for a read receipt) the member who read. */
export interface MessageEventMessage {
  conversationId: string;
  change: "added" | "edited" | "deleted" | "read";
  message: Message | null;
  reader: ConversationMember | null;
}
export interface TypingEventMessage {
  conversationId: string;
  userId: string;
  name: string;
}

export type MessageAddedPayload = { messageAdded: MessageEventMessage };
export type TypingPayload = { typing: TypingEventMessage };
export type ConversationsChangedPayload = { conversationsChanged: Conversation };

/** The REST calls a subscriber's changes are fetched with: their own credentials, so the API decides per event. */
export interface MessagingFetch {
  fetchMessage(id: string): Promise<Message>;
  fetchConversation(id: string): Promise<Conversation>;
}

/** One member following one conversation. */
export interface ThreadSubscriber extends MessagingFetch {
  userId: string;
  conversationId: string;
}
export interface TypingSubscriber {
  userId: string;
  conversationId: string;
}
/** A user following the list of their conversations. */
export interface ConversationListSubscriber extends MessagingFetch {
  userId: string;
}

export interface MessageHubs {
  /** Changes and read receipts of one conversation, for one of its members. */
  messages: LiveHub<ThreadSubscriber, MessageAddedPayload>;
  /** Others typing in one conversation (never the subscriber's own typing). */
  typing: LiveHub<TypingSubscriber, TypingPayload>;
  /** Any of the user's conversations, re-fetched as it changes (unread counts, last message). */
  conversations: LiveHub<ConversationListSubscriber, ConversationsChangedPayload>;
  close(): void;
}

export interface MessageHubOptions {
  /** REST fetches in flight at once, per feed, for the whole gateway (default 8). */
  concurrency?: number;
}

type MessageChanged = DomainEvent<"message.changed">;
type ConversationRead = DomainEvent<"conversation.read">;
type ConversationTyping = DomainEvent<"conversation.typing">;
type MembersChanged = DomainEvent<"conversation.members_changed">;
type ThreadEvent = MessageChanged | ConversationRead;
type ListEvent = MessageChanged | ConversationRead | MembersChanged;

const isThreadEvent = (event: AnyDomainEvent): event is ThreadEvent =>
  event.name === "message.changed" || event.name === "conversation.read";
const isListEvent = (event: AnyDomainEvent): event is ListEvent =>
  isThreadEvent(event) || event.name === "conversation.members_changed";
const isTyping = (event: AnyDomainEvent): event is ConversationTyping => event.name === "conversation.typing";

/** Whose list of conversations an event changes: every member's, but for a read receipt only the reader's unread count. */
const listAudience = (event: ListEvent): readonly string[] =>
  event.name === "conversation.read" ? [event.payload.userId] : event.payload.memberIds;

/**
 * The live feeds of staff messaging, one hub each. Events name the conversation's members, so a
 * socket of someone else never costs a REST call; for a member, the message (or conversation) is
 * fetched with their own credentials before anything is sent, and a 403/404 (they left, or lost
 * access to the client it is about) sends nothing; a 401 ends the subscription. Typing carries no
 * content beyond a name and goes to the other members' sockets without a fetch.
 */
export function createMessageHubs(bus: EventBus, o: MessageHubOptions = {}): MessageHubs {
  const messages = createLiveHub<ThreadSubscriber, ThreadEvent, MessageAddedPayload>(bus, {
    accepts: isThreadEvent,
    keys: { ofSubscriber: (s) => [s.conversationId], ofEvent: (event) => [event.payload.conversationId] },
    // Every change is its own delivery, in order: an edit must not be folded into the message's addition.
    itemOf: (event, s) => (event.payload.memberIds.includes(s.userId) ? event.id : null),
    deliver: async (s, event) => {
      const p = event.payload;
      if (event.name === "message.changed") {
        const message = await s.fetchMessage(event.payload.messageId);
        return {
          messageAdded: { conversationId: p.conversationId, change: event.payload.change, message, reader: null },
        };
      }
      const readerId = event.payload.userId;
      const reader = (await s.fetchConversation(p.conversationId)).members.find((m) => m.user.id === readerId);
      return reader
        ? { messageAdded: { conversationId: p.conversationId, change: "read", message: null, reader } }
        : null;
    },
    concurrency: o.concurrency,
  });

  const typing = createLiveHub<TypingSubscriber, ConversationTyping, TypingPayload>(bus, {
    accepts: isTyping,
    keys: { ofSubscriber: (s) => [s.conversationId], ofEvent: (event) => [event.payload.conversationId] },
    itemOf: (event, s) =>
      event.payload.userId !== s.userId && event.payload.memberIds.includes(s.userId) ? event.id : null,
    deliver: async (_s, { payload: p }) => ({
      typing: { conversationId: p.conversationId, userId: p.userId, name: p.name },
    }),
    // Typing is a hint that is stale within seconds: a socket that reads slowly gets only the latest few.
    maxPending: 10,
    capacity: 10,
  });

  const conversations = createLiveHub<ConversationListSubscriber, ListEvent, ConversationsChangedPayload>(bus, {
    accepts: isListEvent,
    keys: { ofSubscriber: (s) => [s.userId], ofEvent: listAudience },
    // A conversation already waiting to be re-fetched for this socket will show this change too.
    itemOf: (event) => event.payload.conversationId,
    deliver: async (s, _event, conversationId) => ({
      conversationsChanged: await s.fetchConversation(conversationId),
    }),
    concurrency: o.concurrency,
  });

  return {
    messages,
    typing,
    conversations,
    close() {
      messages.close();
      typing.close();
      conversations.close();
    },
  };
}

/** The signed-in socket user, who must be a member of the conversation (the API answers 404 otherwise). */
async function memberOf({ viewer, api }: GatewayContext, conversationId: string): Promise<string> {
  if (!viewer) throw new ApiError("Sign in to follow conversations.", 401, { code: "UNAUTHENTICATED" });
  await api.messaging.conversation(conversationId);
  return viewer.id;
}

const fetchWith = ({ api }: GatewayContext): MessagingFetch => ({
  fetchMessage: (id) => api.messaging.message(id),
  fetchConversation: (id) => api.messaging.conversation(id),
});

/**
 * Live messaging. Subscribing checks membership with the socket's own credentials; after that the
 * hubs re-fetch every change with them too, so someone who leaves (or loses access to the client a
 * conversation is about) stops hearing it.
 */
export function messagingLive(bus: EventBus): DomainLive {
  const hubs = createMessageHubs(bus);
  return {
    Subscription: {
      messageAdded: {
        subscribe: async (_parent, { conversationId }, ctx) =>
          hubs.messages.subscribe({ userId: await memberOf(ctx, conversationId), conversationId, ...fetchWith(ctx) }),
      },
      typing: {
        subscribe: async (_parent, { conversationId }, ctx) =>
          hubs.typing.subscribe({ userId: await memberOf(ctx, conversationId), conversationId }),
      },
      conversationsChanged: {
        subscribe: (_parent, _args, ctx) => {
          if (!ctx.viewer) throw new ApiError("Sign in to follow conversations.", 401, { code: "UNAUTHENTICATED" });
          if (!isStaff(ctx.viewer)) throw new ApiError("Messaging is for staff.", 403, { code: "FORBIDDEN" });
          return hubs.conversations.subscribe({ userId: ctx.viewer.id, ...fetchWith(ctx) });
        },
      },
    },
    close: () => hubs.close(),
  };
}
