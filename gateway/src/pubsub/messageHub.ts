import type { AnyDomainEvent, Conversation, ConversationMember, DomainEvent, EventBus, Message } from "@hearth/schema";
import { ApiError } from "../rest/errors";
import { Channel } from "./channel";
import { RecentIds } from "./recentIds";

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

export interface MessageHub {
  /** Changes and read receipts of one conversation, for one of its members. */
  subscribeMessages(
    s: { userId: string; conversationId: string } & MessagingFetch,
  ): AsyncIterableIterator<MessageAddedPayload>;
  /** Others typing in one conversation (never the subscriber's own typing). */
  subscribeTyping(s: { userId: string; conversationId: string }): AsyncIterableIterator<TypingPayload>;
  /** Any of the user's conversations, re-fetched as it changes (unread counts, last message). */
  subscribeConversations(s: { userId: string } & MessagingFetch): AsyncIterableIterator<ConversationsChangedPayload>;
  close(): void;
}

export interface MessageHubOptions {
  /** REST fetches in flight at once for the whole gateway (default 8). */
  concurrency?: number;
}

/** Deliveries waiting for their fetch, run one at a time so they arrive in event order. */
class Queue {
  readonly jobs: { key: string; run: () => Promise<void> }[] = [];
  busy = false;
}

/** A subscription whose deliveries are fetched with the subscriber's credentials. */
class Fetching<T> extends Queue {
  readonly channel: Channel<T>;
  constructor(
    readonly userId: string,
    readonly fetch: MessagingFetch,
    onClose: (s: Fetching<T>) => void,
  ) {
    super();
    this.channel = new Channel(() => onClose(this));
  }
}

type Registry<S> = Map<string, Set<S>>;
function register<S>(registry: Registry<S>, key: string, s: S): void {
  let set = registry.get(key);
  if (!set) registry.set(key, (set = new Set()));
  set.add(s);
}
function unregister<S>(registry: Registry<S>, key: string, s: S): void {
  const set = registry.get(key);
  set?.delete(s);
  if (set?.size === 0) registry.delete(key);
}

/**
 * One EventBus subscription for every messaging socket of the gateway. Events name the
 * conversation's members, so a socket of someone else never costs a REST call; for a member, the
 * message (or conversation) is fetched with their own credentials before anything is sent, and a
 * 403/404 (they left, or lost access to the client it is about) sends nothing. Typing carries no
 * content beyond a name and goes straight to the other members' sockets.
 */
export function createMessageHub(bus: EventBus, o: MessageHubOptions = {}): MessageHub {
  const concurrency = o.concurrency ?? 8;
  const threads: Registry<Fetching<MessageAddedPayload>> = new Map();
  const typists: Registry<{ userId: string; channel: Channel<TypingPayload> }> = new Map();
  const lists: Registry<Fetching<ConversationsChangedPayload>> = new Map();
  const ready = new Set<Queue>();
  const seen = new RecentIds();
  let inFlight = 0;

  const deliver = async <T>(s: Fetching<T>, job: () => Promise<T | null>): Promise<void> => {
    try {
      const payload = await job();
      if (payload) s.channel.push(payload);
    } catch (error) {
      // Signed out or revoked: the subscription ends. Refused (403/404), or the API unreachable:
      // this change is skipped; the next one is fetched again.
      if (error instanceof ApiError && error.code === "UNAUTHENTICATED") s.channel.close();
    }
  };

  const pump = (): void => {
    while (inFlight < concurrency && ready.size > 0) {
      const s = ready.values().next().value!;
      ready.delete(s);
      const job = s.jobs.shift();
      if (!job) continue;
      s.busy = true;
      inFlight += 1;
      void job.run().finally(() => {
        inFlight -= 1;
        s.busy = false;
        if (s.jobs.length > 0) ready.add(s);
        pump();
      });
    }
  };

  const enqueue = <T>(s: Fetching<T>, key: string, job: () => Promise<T | null>, coalesce = false): void => {
    // A conversation already waiting to be re-fetched for this socket will show this change too.
    if (coalesce && s.jobs.some((j) => j.key === key)) return;
    s.jobs.push({ key, run: () => deliver(s, job) });
    if (s.jobs.length > 100) s.jobs.shift();
    if (!s.busy) ready.add(s);
  };

  const listChanged = (userIds: readonly string[], conversationId: string): void => {
    for (const userId of userIds)
      for (const s of lists.get(userId) ?? []) {
        enqueue(
          s,
          conversationId,
          async () => ({ conversationsChanged: await s.fetch.fetchConversation(conversationId) }),
          true,
        );
      }
  };

  const onMessageChanged = ({ payload: p }: DomainEvent<"message.changed">): void => {
    for (const s of threads.get(p.conversationId) ?? []) {
      if (!p.memberIds.includes(s.userId)) continue;
      enqueue(s, p.messageId, async () => ({
        messageAdded: {
          conversationId: p.conversationId,
          change: p.change,
          message: await s.fetch.fetchMessage(p.messageId),
          reader: null,
        },
      }));
    }
    listChanged(p.memberIds, p.conversationId);
  };

  const onRead = ({ payload: p }: DomainEvent<"conversation.read">): void => {
    for (const s of threads.get(p.conversationId) ?? []) {
      if (!p.memberIds.includes(s.userId)) continue;
      enqueue(s, `read:${p.userId}`, async () => {
        const reader = (await s.fetch.fetchConversation(p.conversationId)).members.find((m) => m.user.id === p.userId);
        return reader
          ? { messageAdded: { conversationId: p.conversationId, change: "read" as const, message: null, reader } }
          : null;
      });
    }
    // Only the reader's own unread count changed.
    listChanged([p.userId], p.conversationId);
  };

  const onTyping = ({ payload: p }: DomainEvent<"conversation.typing">): void => {
    for (const s of typists.get(p.conversationId) ?? []) {
      if (s.userId === p.userId || !p.memberIds.includes(s.userId)) continue;
      s.channel.push({ typing: { conversationId: p.conversationId, userId: p.userId, name: p.name } });
    }
  };

  const onEvent = (event: AnyDomainEvent): void => {
    if (
      event.name !== "message.changed" &&
      event.name !== "conversation.read" &&
      event.name !== "conversation.typing" &&
      event.name !== "conversation.members_changed"
    )
      return;
    if (!seen.add(event.id)) return;
    if (event.name === "message.changed") onMessageChanged(event);
    else if (event.name === "conversation.read") onRead(event);
    else if (event.name === "conversation.members_changed")
      listChanged(event.payload.memberIds, event.payload.conversationId);
    else onTyping(event);
    pump();
  };
  const unsubscribe = bus.subscribe(onEvent);

  const forget = (s: Queue): void => {
    s.jobs.length = 0;
    ready.delete(s);
  };

  return {
    subscribeMessages({ userId, conversationId, ...fetch }) {
      const s = new Fetching<MessageAddedPayload>(userId, fetch, (closed) => {
        forget(closed);
        unregister(threads, conversationId, closed);
      });
      register(threads, conversationId, s);
      return s.channel;
    },
    subscribeTyping({ userId, conversationId }) {
      const entry: { userId: string; channel: Channel<TypingPayload> } = {
        userId,
        channel: new Channel(() => unregister(typists, conversationId, entry), 10),
      };
      register(typists, conversationId, entry);
      return entry.channel;
    },
    subscribeConversations({ userId, ...fetch }) {
      const s = new Fetching<ConversationsChangedPayload>(userId, fetch, (closed) => {
        forget(closed);
        unregister(lists, userId, closed);
      });
      register(lists, userId, s);
      return s.channel;
    },
    close() {
      unsubscribe();
      for (const set of [...threads.values()]) for (const s of [...set]) s.channel.close();
      for (const set of [...lists.values()]) for (const s of [...set]) s.channel.close();
      for (const set of [...typists.values()]) for (const s of [...set]) s.channel.close();
      threads.clear();
      lists.clear();
      typists.clear();
      ready.clear();
    },
  };
}
