import type {
  Conversation,
  ConversationPage,
  Message,
  MessagePage,
  MessageSearchHit,
  Page,
  TypingResult,
} from "@hearth/schema";
import type { RestClient } from "../../rest/client";

const seg = encodeURIComponent;

/** REST routes of staff messaging (`/api/auth/conversations/...`, `/api/auth/messages/...`). */
export class MessagingApi {
  constructor(private readonly rest: RestClient) {}

  conversations(): Promise<Conversation[]> {
    return this.rest.results("GET", "/api/auth/conversations");
  }
  /** Most recent activity first: the first page, or the one after the conversation `before`. */
  conversationPage(before?: string | null): Promise<ConversationPage> {
    return this.rest.call("GET", "/api/auth/conversations", { query: { before } });
  }
  conversation(id: string): Promise<Conversation> {
    return this.rest.results("GET", `/api/auth/conversations/${seg(id)}`);
  }
  startDirect(userId: string): Promise<Conversation> {
    return this.rest.results("POST", "/api/auth/conversations/direct", { body: { userId } });
  }
  create(body: {
    title: string;
    memberIds: readonly string[];
    clientMrNo?: string | undefined;
  }): Promise<Conversation> {
    return this.rest.results("POST", "/api/auth/conversations", { body });
  }
  addMembers(conversationId: string, userIds: readonly string[]): Promise<Conversation> {
    return this.rest.results("POST", `/api/auth/conversations/${seg(conversationId)}/members`, { body: { userIds } });
  }
  leave(conversationId: string): Promise<boolean> {
    return this.rest.results("POST", `/api/auth/conversations/${seg(conversationId)}/leave`);
  }
  /** Oldest first: the newest page, or the one before `before`. */
  history(conversationId: string, query: { before?: string | null; limit?: number | null }): Promise<MessagePage> {
    return this.rest.call("GET", `/api/auth/conversations/${seg(conversationId)}/messages`, { query });
  }
  message(id: string): Promise<Message> {
    return this.rest.results("GET", `/api/auth/messages/${seg(id)}`);
  }
  send(conversationId: string, body: string, mentionIds?: readonly string[] | null): Promise<Message> {
    return this.rest.results("POST", `/api/auth/conversations/${seg(conversationId)}/messages`, {
      body: { body, ...(mentionIds ? { mentionIds } : {}) },
    });
  }
  edit(id: string, body: string): Promise<Message> {
    return this.rest.results("PATCH", `/api/auth/messages/${seg(id)}`, { body: { body } });
  }
  remove(id: string): Promise<Message> {
    return this.rest.results("DELETE", `/api/auth/messages/${seg(id)}`);
  }
  markRead(conversationId: string, messageId?: string | null): Promise<Conversation> {
    return this.rest.results("POST", `/api/auth/conversations/${seg(conversationId)}/read`, {
      body: messageId ? { messageId } : {},
    });
  }
  typing(conversationId: string): Promise<TypingResult> {
    return this.rest.results("POST", `/api/auth/conversations/${seg(conversationId)}/typing`);
  }
  search(query: { q: string; page?: number | null; pageSize?: number | null }): Promise<Page<MessageSearchHit>> {
    return this.rest.call("GET", "/api/auth/messages/search", { query });
  }
}
