/** Loading conversations for one caller: membership is the gate to everything inside a conversation. */
import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import type { ClientRef, Conversation, ConversationPage } from "@hearth/schema";
import type { Db } from "../../db/client";
import { clients, conversationMembers, conversations, messages } from "../../db/schema";
import type { ConversationMemberRow, ConversationRow, MessageRow } from "../../db/schema";
import type { RequestContext } from "../../context";
import { notFound } from "../../errors";
import { canClient } from "../clients/policy";
import { clientRefColumns, clientRefOf, clinicianRefs } from "../../kernel/refs";
import { presentConversation } from "./presenter";

/** A conversation the caller belongs to, with its current members (those who left excluded). */
export interface Membership {
  conversation: ConversationRow;
  members: ConversationMemberRow[];
  me: ConversationMemberRow;
  client: ClientRef | null;
  /** The location of the client it is about: who may join is decided by it. */
  clientLocationId: string | null;
}

const clientColumns = { ...clientRefColumns, locationId: clients.locationId };

/**
 * The conversation when the caller is a current member and, for one about a client, may still see
 * that client (their locations may have changed since they joined); else 404, as if it did not exist.
 */
export async function requireMembership(db: Db, ctx: RequestContext, conversationId: string): Promise<Membership> {
  const [row] = await db
    .select({ conversation: conversations, client: clientColumns })
    .from(conversations)
    .leftJoin(clients, eq(clients.id, conversations.clientId))
    .where(and(eq(conversations.id, conversationId), eq(conversations.organizationId, ctx.organizationId)));
  if (!row) throw notFound("Conversation");
  if (row.client && !canClient(ctx, "client:read", row.client)) throw notFound("Conversation");
  const members = await db
    .select()
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), isNull(conversationMembers.leftAt)))
    .orderBy(conversationMembers.joinedAt, conversationMembers.userId);
  const me = members.find((m) => m.userId === ctx.user.id);
  if (!me) throw notFound("Conversation");
  return {
    conversation: row.conversation,
    members,
    me,
    client: row.client ? clientRefOf(row.client) : null,
    clientLocationId: row.client?.locationId ?? null,
  };
}

/** The message when it belongs to a conversation the caller may read; else 404. */
export async function requireMessage(
  db: Db,
  ctx: RequestContext,
  messageId: string,
): Promise<{ message: MessageRow; membership: Membership }> {
  const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!message) throw notFound("Message");
  try {
    return { message, membership: await requireMembership(db, ctx, message.conversationId) };
  } catch {
    throw notFound("Message");
  }
}

/** How many messages by others each conversation holds after the caller's last read one (since they joined). */
async function unreadCounts(db: Db, userId: string, ids: string[]): Promise<Map<string, number>> {
  const read = alias(messages, "read");
  const rows = await db
    .select({ conversationId: messages.conversationId, n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, userId)),
    )
    .leftJoin(read, eq(read.id, conversationMembers.lastReadMessageId))
    .where(
      and(
        inArray(messages.conversationId, ids),
        ne(messages.authorId, userId),
        isNull(messages.deletedAt),
        or(
          and(isNull(read.id), gt(messages.createdAt, conversationMembers.joinedAt)),
          sql`(${messages.createdAt}, ${messages.id}) > (${read.createdAt}, ${read.id})`,
        ),
      ),
    )
    .groupBy(messages.conversationId);
  return new Map(rows.map((r) => [r.conversationId, Number(r.n)]));
}

/** The newest message of each conversation. */
async function lastMessages(db: Db, ids: string[]): Promise<Map<string, MessageRow>> {
  const rows = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(inArray(messages.conversationId, ids))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
  return new Map(rows.map((r) => [r.conversationId, r]));
}

/** A conversation's place in the list: its last message, or its creation when it has none. */
const activity = sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;

/** The caller's membership row of the conversation, while they have not left it. */
const isCurrentMember = (ctx: RequestContext) =>
  and(
    eq(conversationMembers.conversationId, conversations.id),
    eq(conversationMembers.userId, ctx.user.id),
    isNull(conversationMembers.leftAt),
  );

/**
 * The caller's conversations matching `where`, most recent activity first, at most `limit` rows
 * (before leaving out those about a client the caller may no longer see).
 */
function memberConversations(db: Db, ctx: RequestContext, where: SQL | undefined, limit: number) {
  return db
    .select({ conversation: conversations, client: clientColumns })
    .from(conversations)
    .innerJoin(conversationMembers, isCurrentMember(ctx))
    .leftJoin(clients, eq(clients.id, conversations.clientId))
    .where(and(eq(conversations.organizationId, ctx.organizationId), where))
    .orderBy(desc(activity), desc(conversations.id))
    .limit(limit);
}

type ListedRow = Awaited<ReturnType<typeof memberConversations>>[number];

/** Not about a client, or about one the caller may still see (their locations may have changed since they joined). */
const visibleTo = (ctx: RequestContext) => (row: { client: { locationId: string } | null }) =>
  !row.client || canClient(ctx, "client:read", row.client);

/**
 * One page of the caller's conversations, most recent activity first: the first, or the one after
 * the conversation `before` (one of theirs, else 404). Conversations about a client the caller may
 * no longer see are left out.
 */
export async function loadConversationPage(
  db: Db,
  ctx: RequestContext,
  page: { before?: string | undefined; limit: number },
): Promise<ConversationPage> {
  let after: SQL | undefined;
  if (page.before) {
    const [before] = await memberConversations(db, ctx, eq(conversations.id, page.before), 1);
    if (!before) throw notFound("Conversation");
    after = sql`(${activity}, ${conversations.id}) < (SELECT coalesce(c.last_message_at, c.created_at), c.id FROM ${conversations} c WHERE c.id = ${page.before})`;
  }
  // One more than the page: whether older ones remain.
  const rows = await memberConversations(db, ctx, after, page.limit + 1);
  return {
    results: await present(db, ctx, rows.slice(0, page.limit).filter(visibleTo(ctx))),
    hasOlder: rows.length > page.limit,
  };
}

/** Ids of every conversation the caller belongs to and may see (message search looks in all of them). */
export async function visibleConversationIds(db: Db, ctx: RequestContext): Promise<string[]> {
  const rows = await db
    .select({ id: conversations.id, clientLocationId: clients.locationId })
    .from(conversations)
    .innerJoin(conversationMembers, isCurrentMember(ctx))
    .leftJoin(clients, eq(clients.id, conversations.clientId))
    .where(eq(conversations.organizationId, ctx.organizationId));
  return rows
    .filter(({ clientLocationId }) =>
      visibleTo(ctx)({ client: clientLocationId === null ? null : { locationId: clientLocationId } }),
    )
    .map((row) => row.id);
}

/** These conversations of the caller's (those they belong to and may see), most recent activity first. */
export async function loadConversations(db: Db, ctx: RequestContext, ids: readonly string[]): Promise<Conversation[]> {
  if (ids.length === 0) return [];
  const rows = await memberConversations(db, ctx, inArray(conversations.id, [...ids]), ids.length);
  return present(db, ctx, rows.filter(visibleTo(ctx)));
}

/** Conversations as the caller sees them: members, client, unread count and last message. */
async function present(db: Db, ctx: RequestContext, rows: ListedRow[]): Promise<Conversation[]> {
  const convIds = rows.map((r) => r.conversation.id);
  if (convIds.length === 0) return [];
  const [members, unread, last] = await Promise.all([
    db
      .select()
      .from(conversationMembers)
      .where(and(inArray(conversationMembers.conversationId, convIds), isNull(conversationMembers.leftAt)))
      .orderBy(conversationMembers.joinedAt, conversationMembers.userId),
    unreadCounts(db, ctx.user.id, convIds),
    lastMessages(db, convIds),
  ]);
  const people = await clinicianRefs(db, [
    ...members.map((m) => m.userId),
    ...[...last.values()].flatMap((m) => [m.authorId, ...m.mentions]),
  ]);
  return rows.map(({ conversation, client }) =>
    presentConversation(
      {
        row: conversation,
        members: members.filter((m) => m.conversationId === conversation.id),
        client: client ? clientRefOf(client) : null,
        unreadCount: unread.get(conversation.id) ?? 0,
        lastMessage: last.get(conversation.id) ?? null,
      },
      people,
      ctx.user.id,
    ),
  );
}

/** One conversation of the caller's, presented; 404 when they may not see it. */
export async function loadConversation(db: Db, ctx: RequestContext, id: string): Promise<Conversation> {
  const [found] = await loadConversations(db, ctx, [id]);
  if (!found) throw notFound("Conversation");
  return found;
}
