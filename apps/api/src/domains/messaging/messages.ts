/** Messages of a conversation: history, sending with mentions, editing and deleting, reading, typing, search. */
import { and, count, desc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import { MESSAGE_EDIT_WINDOW_MINUTES, handlesIn, mentionHandle } from "@hearth/schema";
import type {
  ClinicianRef,
  Conversation,
  Message,
  MessageHistoryQuery,
  MessagePage,
  MessageSearchHit,
  MessageSearchQuery,
  Page,
  SendMessageBody,
  TypingResult,
} from "@hearth/schema";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { conversationMembers, conversations, locations, messages } from "../../db/schema";
import type { MessageRow } from "../../db/schema";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { conflict, forbidden, notFound, validationFailed } from "../../errors";
import { enqueueEvent } from "../../events/outbox";
import { MemoryLimitStore } from "../../limitStore";
import { Limiter } from "../../rateLimit";
import { postToBoard } from "../board/producers";
import { fullnameOf } from "../../kernel/refs";
import { clinicianRefs } from "../../kernel/refs";
import { notifyUsers } from "../notifications/producers";
import {
  loadConversation,
  loadConversations,
  requireMembership,
  requireMessage,
  visibleConversationIds,
} from "./access";
import type { Membership } from "./access";
import { editableUntil, presentMessage } from "./presenter";
import { logConversationRead, logConversationsShown } from "./reads";

const memberIdsOf = (m: Membership): string[] => m.members.map((x) => x.userId);

async function present(db: Db, ctx: RequestContext, rows: MessageRow[]): Promise<Message[]> {
  const people = await clinicianRefs(
    db,
    rows.flatMap((r) => [r.authorId, ...r.mentions]),
  );
  const now = new Date();
  return rows.map((r) => presentMessage(r, people, ctx.user.id, now));
}

/** The newest messages, or those just before `before`; oldest first. */
export async function history(
  deps: Deps,
  ctx: RequestContext,
  conversationId: string,
  q: z.output<typeof MessageHistoryQuery>,
): Promise<MessagePage> {
  const membership = await requireMembership(deps.db, ctx, conversationId);
  let older;
  if (q.before) {
    const [cursor] = await deps.db
      .select()
      .from(messages)
      .where(and(eq(messages.id, q.before), eq(messages.conversationId, conversationId)));
    if (!cursor) throw validationFailed("before: no such message in this conversation");
    older = sql`(${messages.createdAt}, ${messages.id}) < (${cursor.createdAt}, ${cursor.id})`;
  }
  const rows = await deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), older))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(q.limit + 1);
  await logConversationRead(deps, ctx, conversationId, membership.client);
  const page = rows.slice(0, q.limit).reverse();
  return { results: await present(deps.db, ctx, page), hasEarlier: rows.length > q.limit };
}

/** One message, for a member (the gateway re-fetches each live change with the subscriber's credentials). */
export async function getMessage(deps: Deps, ctx: RequestContext, messageId: string): Promise<Message> {
  const { message, membership } = await requireMessage(deps.db, ctx, messageId);
  await logConversationRead(deps, ctx, message.conversationId, membership.client, { messageId });
  return (await present(deps.db, ctx, [message]))[0]!;
}

/** What a handle names: the full handle, or a first word only one of the candidates has. */
function byHandle<T>(candidates: readonly T[], handleOf: (candidate: T) => string, handle: string): T | undefined {
  const exact = candidates.find((c) => handleOf(c) === handle);
  if (exact) return exact;
  const byFirst = candidates.filter((c) => handleOf(c).split(".")[0] === handle);
  return byFirst.length === 1 ? byFirst[0] : undefined;
}

interface Mentions {
  userIds: string[];
  /** The sender's locations the body names: the message goes to their live boards. */
  locations: { id: string; name: string }[];
}

/**
 * Who a body mentions: members named by @handle or by id, and — for a handle no member has — the
 * sender's own locations ("@riverside"). Anyone else named by id is refused: only members can be
 * mentioned.
 */
async function resolveMentions(
  db: Db,
  ctx: RequestContext,
  membership: Membership,
  body: string,
  mentionIds: readonly string[] = [],
): Promise<Mentions> {
  const memberIds = memberIdsOf(membership);
  const outsiders = mentionIds.filter((id) => !memberIds.includes(id));
  if (outsiders.length)
    throw validationFailed("mentionIds: only members of the conversation can be mentioned", { userIds: outsiders });
  const people = [...(await clinicianRefs(db, memberIds)).values()];
  const found: ClinicianRef[] = [];
  const unmatched: string[] = [];
  for (const handle of handlesIn(body)) {
    const person = byHandle(people, (p) => mentionHandle(p.fullname), handle);
    if (person) found.push(person);
    else unmatched.push(handle);
  }
  const own = unmatched.length
    ? await db.select({ id: locations.id, name: locations.name }).from(locations).where(ctx.scope.worksAt(locations.id))
    : [];
  const named = unmatched
    .map((handle) => byHandle(own, (l) => mentionHandle(l.name), handle))
    .filter((l) => l !== undefined);
  return {
    userIds: [...new Set([...mentionIds, ...found.map((p) => p.id)])],
    locations: [...new Map(named.map((l) => [l.id, l])).values()],
  };
}

const excerpt = (body: string): string => (body.length > 140 ? `${body.slice(0, 139).trimEnd()}…` : body);

/** On a wall screen: a message about a client shows that it exists, not what it says. */
export const CLIENT_LINKED_BOARD_TEXT = "About a client: read it in Messages";

/** A line on each mentioned location's live board, in the change's own transaction. */
async function postToMentionedBoards(
  tx: Db,
  ctx: RequestContext,
  membership: Membership,
  mentioned: Mentions["locations"],
  body: string,
): Promise<void> {
  for (const location of mentioned) {
    await postToBoard(tx, {
      organizationId: ctx.organizationId,
      locationId: location.id,
      kind: "message",
      title: `${fullnameOf(ctx.user)} to ${location.name}`,
      body: membership.client ? CLIENT_LINKED_BOARD_TEXT : excerpt(body),
      actorId: ctx.user.id,
    });
  }
}

/** Mentioned members are notified in the change's own transaction; never the author. */
async function notifyMentioned(
  tx: Db,
  ctx: RequestContext,
  membership: Membership,
  userIds: readonly string[],
  body: string,
): Promise<void> {
  const recipients = userIds.filter((id) => id !== ctx.user.id);
  if (recipients.length === 0) return;
  const conversationId = membership.conversation.id;
  // The excerpt of a message about a client is about them too.
  const clientIds = membership.client ? [membership.client.id] : [];
  await notifyUsers(
    tx,
    recipients,
    {
      type: "mention",
      title: `${fullnameOf(ctx.user)} mentioned you`,
      body: excerpt(body),
      link: `/messages/${conversationId}`,
      clientIds,
    },
    ctx.user.id,
  );
}

export async function send(
  deps: Deps,
  ctx: RequestContext,
  conversationId: string,
  body: z.output<typeof SendMessageBody>,
): Promise<Message> {
  const membership = await requireMembership(deps.db, ctx, conversationId);
  const mentions = await resolveMentions(deps.db, ctx, membership, body.body, body.mentionIds);
  const row = await transact(deps, async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({ conversationId, authorId: ctx.user.id, body: body.body, mentions: mentions.userIds })
      .returning();
    await tx
      .update(conversations)
      .set({ lastMessageAt: message!.createdAt })
      .where(eq(conversations.id, conversationId));
    // One's own message counts as read.
    await tx
      .update(conversationMembers)
      .set({ lastReadMessageId: message!.id, lastReadAt: sql`now()` })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, ctx.user.id)));
    await enqueueEvent(tx, "message.changed", {
      conversationId,
      messageId: message!.id,
      change: "added",
      memberIds: memberIdsOf(membership),
      occurredAt: message!.createdAt.toISOString(),
    });
    await notifyMentioned(tx, ctx, membership, mentions.userIds, body.body);
    await postToMentionedBoards(tx, ctx, membership, mentions.locations, body.body);
    return message!;
  });
  return (await present(deps.db, ctx, [row]))[0]!;
}

/** The caller's own message, not deleted, within the edit window; else 403 or 409 saying why. */
async function requireEditable(
  deps: Deps,
  ctx: RequestContext,
  messageId: string,
  verb: "edit" | "delete",
): Promise<{ message: MessageRow; membership: Membership }> {
  const found = await requireMessage(deps.db, ctx, messageId);
  if (found.message.authorId !== ctx.user.id) throw forbidden(`You can only ${verb} your own messages`);
  if (found.message.deletedAt) throw conflict("This message was deleted");
  if (new Date() >= editableUntil(found.message))
    throw conflict(
      `Messages can be changed only within ${MESSAGE_EDIT_WINDOW_MINUTES} minutes of sending; this one can no longer be ${verb === "edit" ? "edited" : "deleted"}`,
    );
  return found;
}

export async function edit(deps: Deps, ctx: RequestContext, messageId: string, body: string): Promise<Message> {
  const { message, membership } = await requireEditable(deps, ctx, messageId, "edit");
  const mentions = await resolveMentions(deps.db, ctx, membership, body);
  const earlierLocations = new Set(
    (await resolveMentions(deps.db, ctx, membership, message.body)).locations.map((l) => l.id),
  );
  const row = await transact(deps, async (tx) => {
    const [changed] = await tx
      .update(messages)
      .set({ body, mentions: mentions.userIds, editedAt: sql`now()` })
      .where(eq(messages.id, messageId))
      .returning();
    await enqueueEvent(tx, "message.changed", {
      conversationId: message.conversationId,
      messageId,
      change: "edited",
      memberIds: memberIdsOf(membership),
      occurredAt: new Date().toISOString(),
    });
    // Only those the edit newly mentions hear of it; the others were told when it was sent.
    await notifyMentioned(
      tx,
      ctx,
      membership,
      mentions.userIds.filter((id) => !message.mentions.includes(id)),
      body,
    );
    await postToMentionedBoards(
      tx,
      ctx,
      membership,
      mentions.locations.filter((l) => !earlierLocations.has(l.id)),
      body,
    );
    return changed!;
  });
  return (await present(deps.db, ctx, [row]))[0]!;
}

/** Marks the message deleted: it keeps its place in the thread, its words are no longer shown. */
export async function remove(deps: Deps, ctx: RequestContext, messageId: string): Promise<Message> {
  const { message, membership } = await requireEditable(deps, ctx, messageId, "delete");
  const row = await transact(deps, async (tx) => {
    const [changed] = await tx
      .update(messages)
      .set({ deletedAt: sql`now()` })
      .where(eq(messages.id, messageId))
      .returning();
    await enqueueEvent(tx, "message.changed", {
      conversationId: message.conversationId,
      messageId,
      change: "deleted",
      memberIds: memberIdsOf(membership),
      occurredAt: new Date().toISOString(),
    });
    return changed!;
  });
  return (await present(deps.db, ctx, [row]))[0]!;
}

/** Moves the caller's read marker forward to `messageId` (the newest message when absent); never back. */
export async function markRead(
  deps: Deps,
  ctx: RequestContext,
  conversationId: string,
  messageId: string | undefined,
): Promise<Conversation> {
  const membership = await requireMembership(deps.db, ctx, conversationId);
  const [target] = await deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), messageId ? eq(messages.id, messageId) : undefined))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  if (messageId && !target) throw notFound("Message");
  if (target) {
    await transact(deps, async (tx) => {
      const [current] = membership.me.lastReadMessageId
        ? await tx.select().from(messages).where(eq(messages.id, membership.me.lastReadMessageId))
        : [];
      const ahead =
        !current ||
        target.createdAt > current.createdAt ||
        (target.createdAt.getTime() === current.createdAt.getTime() && target.id > current.id);
      if (!ahead) return;
      await tx
        .update(conversationMembers)
        .set({ lastReadMessageId: target.id, lastReadAt: sql`now()` })
        .where(
          and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, ctx.user.id)),
        );
      await enqueueEvent(tx, "conversation.read", {
        conversationId,
        userId: ctx.user.id,
        lastReadMessageId: target.id,
        memberIds: memberIdsOf(membership),
      });
    });
  }
  return loadConversation(deps.db, ctx, conversationId);
}

/** One typing signal per person and conversation every 2 s: keystrokes beyond it are not repeated. */
export const TYPING_INTERVAL_MS = 2000;
// A courtesy against event floods, not a defence: each instance counts alone, in memory.
const typingLimiters = new WeakMap<Deps, Limiter>();

/** Tells the other members the caller is typing; nothing is stored beyond the event's outbox row. */
export async function typing(deps: Deps, ctx: RequestContext, conversationId: string): Promise<TypingResult> {
  const membership = await requireMembership(deps.db, ctx, conversationId);
  let limiter = typingLimiters.get(deps);
  if (!limiter)
    typingLimiters.set(deps, (limiter = new Limiter(new MemoryLimitStore(), "typing", 1, TYPING_INTERVAL_MS)));
  try {
    await limiter.hit(`${ctx.user.id}:${conversationId}`);
  } catch {
    return { sent: false };
  }
  await transact(deps, (tx) =>
    enqueueEvent(tx, "conversation.typing", {
      conversationId,
      userId: ctx.user.id,
      name: fullnameOf(ctx.user),
      memberIds: memberIdsOf(membership),
    }),
  );
  return { sent: true };
}

/** Messages (not deleted) of the caller's conversations whose text contains `q`, newest first. */
export async function search(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof MessageSearchQuery>,
): Promise<Page<MessageSearchHit>> {
  const ids = await visibleConversationIds(deps.db, ctx);
  if (ids.length === 0) return { results: [], total: 0, page: q.page, pageSize: q.pageSize };
  const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(inArray(messages.conversationId, ids), isNull(messages.deletedAt), ilike(messages.body, like));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(messages).where(where),
  ]);
  const [presented, theirConversations] = await Promise.all([
    present(deps.db, ctx, rows),
    loadConversations(deps.db, ctx, [...new Set(rows.map((row) => row.conversationId))]),
  ]);
  const byId = new Map(theirConversations.map((c) => [c.id, c]));
  await logConversationsShown(deps, ctx, "conversation:search", theirConversations, {
    filter: q,
    messageIds: rows.map((r) => r.id),
  });
  return {
    results: presented.map((message) => ({ message, conversation: byId.get(message.conversationId)! })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
