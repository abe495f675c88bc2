/** Starting, creating, joining and leaving conversations. */
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { ClinicianStatus } from "@hearth/schema";
import type { Conversation, CreateConversationBody } from "@hearth/schema";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { clients, conversationMembers, conversations, userLocations, users } from "../../db/schema";
import type { UserRow } from "../../db/schema";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { AppError, conflict, notFound, validationFailed } from "../../errors";
import { enqueueEvent } from "../../events/outbox";
import { recordActivity } from "../activityLog/service";
import { canClient } from "../clients/policy";
import { fullnameOf } from "../../kernel/refs";
import { loadConversation, requireMembership } from "./access";
import { staffMaySeeClient } from "./policy";

/** 422: the request is well formed, but these people cannot be members. */
const cannotJoin = (message: string, userIds: string[]) => new AppError("unprocessable", message, { userIds });

interface Person {
  user: UserRow;
  locationIds: string[];
}

/** The people of `ids`, who must all be active staff of the caller's organization; else 422 naming the first who is not. */
async function activeStaff(db: Db, ctx: RequestContext, ids: readonly string[]): Promise<Person[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.organizationId, ctx.organizationId)));
  const byId = new Map(rows.map((u) => [u.id, u]));
  for (const id of wanted) {
    const user = byId.get(id);
    if (!user) throw cannotJoin(`No staff member ${id} in your organization`, [id]);
    if (user.role === "client" || user.status !== ClinicianStatus.Active)
      throw cannotJoin(`${fullnameOf(user)} is not an active staff member`, [id]);
  }
  const locs = await db.select().from(userLocations).where(inArray(userLocations.userId, wanted));
  return wanted.map((id) => ({
    user: byId.get(id)!,
    locationIds: locs.filter((l) => l.userId === id).map((l) => l.locationId),
  }));
}

/** 422 naming everyone who may not see the client the conversation is about: they cannot join it. */
function requireMaySeeClient(people: Person[], clientLocationId: string): void {
  const refused = people.filter((p) => !staffMaySeeClient(p.user, p.locationIds, { locationId: clientLocationId }));
  if (refused.length === 0) return;
  const names = refused.map((p) => fullnameOf(p.user)).join(", ");
  throw cannotJoin(
    `${names} may not see this client's record, so cannot join a conversation about them`,
    refused.map((p) => p.user.id),
  );
}

/** Tells the members as they now are (the gateway refreshes their conversation lists live). */
async function announceMembers(tx: Db, conversationId: string): Promise<void> {
  const members = await tx
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), isNull(conversationMembers.leftAt)));
  await enqueueEvent(tx, "conversation.members_changed", { conversationId, memberIds: members.map((m) => m.userId) });
}

/** Adds people as members (again, if they had left) of a conversation; announced when anyone is new. */
async function addMemberRows(tx: Db, conversationId: string, ids: readonly string[]): Promise<void> {
  // One row per person: an id named twice would have the upsert touch a row twice (a PostgreSQL error, a 500).
  const userIds = [...new Set(ids)];
  if (userIds.length === 0) return;
  const joined = await tx
    .insert(conversationMembers)
    .values(userIds.map((userId) => ({ conversationId, userId })))
    .onConflictDoUpdate({
      target: [conversationMembers.conversationId, conversationMembers.userId],
      set: { leftAt: null, joinedAt: sql`now()` },
      setWhere: isNotNull(conversationMembers.leftAt),
    })
    .returning({ userId: conversationMembers.userId });
  if (joined.length > 0) await announceMembers(tx, conversationId);
}

/** The direct conversation between the caller and another staff member: found again if it exists, else started. */
export async function startDirect(
  deps: Deps,
  ctx: RequestContext,
  userId: string,
): Promise<{ conversation: Conversation; created: boolean }> {
  if (userId === ctx.user.id) throw validationFailed("userId: choose someone other than yourself");
  await activeStaff(deps.db, ctx, [userId]);
  const directKey = [ctx.user.id, userId].sort().join(":");
  const { id, created } = await transact(deps, async (tx) => {
    // The unique index on direct_key makes a race of two starts end in one conversation.
    const [inserted] = await tx
      .insert(conversations)
      .values({ organizationId: ctx.organizationId, kind: "direct", directKey, createdBy: ctx.user.id })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    const [row] = inserted
      ? [inserted]
      : await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.organizationId, ctx.organizationId), eq(conversations.directKey, directKey)));
    await addMemberRows(tx, row!.id, [ctx.user.id, userId]);
    return { id: row!.id, created: Boolean(inserted) };
  });
  return { conversation: await loadConversation(deps.db, ctx, id), created };
}

/** A group conversation with a title, the caller and `memberIds`, optionally about a client. */
export async function createGroup(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof CreateConversationBody>,
): Promise<Conversation> {
  let client: { id: string; mrNo: string; locationId: string } | null = null;
  if (body.clientMrNo) {
    const [row] = await deps.db
      .select()
      .from(clients)
      .where(and(eq(clients.mrNo, body.clientMrNo), eq(clients.organizationId, ctx.organizationId)));
    if (!row || !canClient(ctx, "client:read", row)) throw notFound("Client");
    client = row;
  }
  const people = await activeStaff(deps.db, ctx, [ctx.user.id, ...body.memberIds]);
  if (client) requireMaySeeClient(people, client.locationId);
  const id = await transact(deps, async (tx) => {
    const [row] = await tx
      .insert(conversations)
      .values({
        organizationId: ctx.organizationId,
        kind: "group",
        title: body.title,
        clientId: client?.id ?? null,
        createdBy: ctx.user.id,
      })
      .returning({ id: conversations.id });
    await addMemberRows(
      tx,
      row!.id,
      people.map((p) => p.user.id),
    );
    if (client) {
      await recordActivity(tx, {
        actor: ctx,
        action: "conversation:create",
        outcome: "success",
        subjectType: "client",
        subjectId: client.mrNo,
        details: { conversationId: row!.id, members: people.map((p) => p.user.id) },
      });
    }
    return row!.id;
  });
  return loadConversation(deps.db, ctx, id);
}

/** Adds staff to a group conversation; for one about a client, every one of them must be allowed to see that client. */
export async function addMembers(
  deps: Deps,
  ctx: RequestContext,
  conversationId: string,
  userIds: string[],
): Promise<Conversation> {
  const membership = await requireMembership(deps.db, ctx, conversationId);
  if (membership.conversation.kind === "direct")
    throw conflict("A direct conversation stays between two people; start a group conversation to include others");
  const people = await activeStaff(deps.db, ctx, userIds);
  if (membership.clientLocationId) requireMaySeeClient(people, membership.clientLocationId);
  await transact(deps, async (tx) => {
    await addMemberRows(tx, conversationId, userIds);
    if (membership.client) {
      await recordActivity(tx, {
        actor: ctx,
        action: "conversation:add_members",
        outcome: "success",
        subjectType: "client",
        subjectId: membership.client.mrNo,
        details: { conversationId, added: userIds },
      });
    }
  });
  return loadConversation(deps.db, ctx, conversationId);
}

/** The caller leaves; they no longer see it (starting the same direct conversation again brings them back). */
export async function leave(deps: Deps, ctx: RequestContext, conversationId: string): Promise<boolean> {
  await requireMembership(deps.db, ctx, conversationId);
  await transact(deps, async (tx) => {
    await tx
      .update(conversationMembers)
      .set({ leftAt: sql`now()` })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, ctx.user.id)));
    await announceMembers(tx, conversationId);
  });
  return true;
}
