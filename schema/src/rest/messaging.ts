/** Staff messaging: REST bodies and answers of /api/auth/conversations and /api/auth/messages. */
import { z } from "zod";
import { CONVERSATION_PAGE, MESSAGE_HISTORY_PAGE, PAGE_SIZE } from "../constants";
import { id, paging } from "./common";
import type { ClientRef } from "./clients";
import type { ClinicianRef } from "./groupSessions";

export const CONVERSATION_KINDS = ["direct", "group"] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** A message's body: what a person can read in one go. */
export const MESSAGE_MAX_LENGTH = 4000;
const body = z
  .string()
  .trim()
  .min(1, { message: "must not be empty" })
  .max(MESSAGE_MAX_LENGTH, { message: `must be at most ${MESSAGE_MAX_LENGTH} characters` });
const memberIds = z.array(id).max(100, { message: "at most 100 people at once" });

/** POST /auth/conversations/direct */
export const StartDirectBody = z.object({ userId: id });

/** POST /auth/conversations: a group conversation; the caller is always a member. */
export const CreateConversationBody = z.object({
  title: z.string().trim().min(1, { message: "must not be empty" }).max(120),
  memberIds,
  clientMrNo: z.string().trim().min(1).max(40).optional(),
});

/** POST /auth/conversations/:id/members */
export const AddMembersBody = z.object({ userIds: memberIds.min(1, { message: "name at least one person" }) });

/** GET /auth/conversations: the most recently active page, or the page after the conversation `before` in that order. */
export const ConversationListQuery = z.object({
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(CONVERSATION_PAGE).default(CONVERSATION_PAGE),
});

/** GET /auth/conversations/:id/messages: the newest page, or the page before a message. */
export const MessageHistoryQuery = z.object({
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_HISTORY_PAGE),
});

/** POST /auth/conversations/:id/messages: mentions come from @handles in the body and from `mentionIds`. */
export const SendMessageBody = z.object({ body, mentionIds: z.array(id).max(100).optional() });

/** PATCH /auth/messages/:id */
export const EditMessageBody = z.object({ body });

/** POST /auth/conversations/:id/read: up to this message, or the newest when absent. */
export const MarkConversationReadBody = z.object({ messageId: id.optional() });

/** GET /auth/messages/search */
export const MessageSearchQuery = z.object({
  q: z.string().trim().min(2, { message: "type at least 2 characters" }).max(200),
  ...paging(PAGE_SIZE.messageSearch),
});

export interface ConversationMember {
  user: ClinicianRef;
  joinedAt: string;
  lastReadMessageId: string | null;
  lastReadAt: string | null;
}

export interface Message {
  id: string;
  conversationId: string;
  author: ClinicianRef;
  /** Empty once deleted. */
  body: string;
  mentions: ClinicianRef[];
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  editableUntil: string;
  /** The caller's own, not deleted, and within the edit window. */
  canEdit: boolean;
}

export interface Conversation {
  id: string;
  kind: ConversationKind;
  title: string | null;
  client: ClientRef | null;
  createdAt: string;
  lastMessageAt: string | null;
  members: ConversationMember[];
  /** Messages by others after the caller's last read one. */
  unreadCount: number;
  lastMessage: Message | null;
}

/** Most recent activity first; `hasOlder` when conversations with earlier activity remain. */
export interface ConversationPage {
  results: Conversation[];
  hasOlder: boolean;
}

/** Oldest first. */
export interface MessagePage {
  results: Message[];
  hasEarlier: boolean;
}

export interface MessageSearchHit {
  message: Message;
  conversation: Conversation;
}

/** POST /auth/conversations/:id/typing: false when the caller's last typing signal was too recent to repeat. */
export interface TypingResult {
  sent: boolean;
}

/**
 * The @handle that mentions a person in a message: their full name in lower case, words joined by
 * dots ("Theo Ramirez" -> "theo.ramirez"). The server resolves handles among the members; the app
 * offers them in the composer's autocomplete.
 */
export function mentionHandle(fullname: string): string {
  return fullname
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.+|\.+$/g, "");
}

/** The handles written in a body ("@theo.ramirez", "@theo"), lower case, each once. */
export function handlesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(^|[^\w@.])@([a-z0-9]+(?:\.[a-z0-9]+)*)/gi)) found.add(match[2]!.toLowerCase());
  return [...found];
}
