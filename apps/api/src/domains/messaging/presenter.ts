/** REST shapes of conversations and messages, as one caller sees them. */
import { MESSAGE_EDIT_WINDOW_MINUTES } from "@hearth/schema";
import type { ClientRef, ClinicianRef, Conversation, ConversationMember, Message } from "@hearth/schema";
import type { ConversationMemberRow, ConversationRow, MessageRow } from "../../db/schema";

const WINDOW_MS = MESSAGE_EDIT_WINDOW_MINUTES * 60_000;

/** When the author's edit window for a message closes. */
export const editableUntil = (row: Pick<MessageRow, "createdAt">): Date =>
  new Date(row.createdAt.getTime() + WINDOW_MS);

/** Someone no longer on the staff list still shows under a name. */
const unknownPerson = (id: string): ClinicianRef => ({ id, fullname: "Former staff member", role: "therapist" });

export function presentMessage(
  row: MessageRow,
  people: Map<string, ClinicianRef>,
  viewerId: string,
  now = new Date(),
): Message {
  const deleted = row.deletedAt !== null;
  const until = editableUntil(row);
  return {
    id: row.id,
    conversationId: row.conversationId,
    author: people.get(row.authorId) ?? unknownPerson(row.authorId),
    // A deleted message keeps its row (order, read receipts) but never shows its words again.
    body: deleted ? "" : row.body,
    mentions: deleted ? [] : row.mentions.map((id) => people.get(id) ?? unknownPerson(id)),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
    editableUntil: until.toISOString(),
    canEdit: row.authorId === viewerId && !deleted && now < until,
  };
}

export function presentMember(row: ConversationMemberRow, people: Map<string, ClinicianRef>): ConversationMember {
  return {
    user: people.get(row.userId) ?? unknownPerson(row.userId),
    joinedAt: row.joinedAt.toISOString(),
    lastReadMessageId: row.lastReadMessageId,
    lastReadAt: row.lastReadAt?.toISOString() ?? null,
  };
}

export interface ConversationParts {
  row: ConversationRow;
  members: ConversationMemberRow[];
  client: ClientRef | null;
  unreadCount: number;
  lastMessage: MessageRow | null;
}

export function presentConversation(
  p: ConversationParts,
  people: Map<string, ClinicianRef>,
  viewerId: string,
): Conversation {
  return {
    id: p.row.id,
    kind: p.row.kind,
    title: p.row.title,
    client: p.client,
    createdAt: p.row.createdAt.toISOString(),
    lastMessageAt: p.row.lastMessageAt?.toISOString() ?? null,
    members: p.members.map((m) => presentMember(m, people)),
    unreadCount: p.unreadCount,
    lastMessage: p.lastMessage ? presentMessage(p.lastMessage, people, viewerId) : null,
  };
}
