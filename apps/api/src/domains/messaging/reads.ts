/**
 * Reads of messaging as the routes answer them. Messages about a client are part of what staff read
 * about that client, so every read that shows a conversation about a client writes one activity
 * line naming the client(s); staff talking among themselves about nothing on record is not logged.
 */
import type { ClientRef, Conversation, ConversationListQuery, ConversationPage } from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { recordActivity, shownClientIds } from "../activityLog/service";
import { loadConversation, loadConversationPage } from "./access";

/** One conversation (or a message of it) read: logged when it is about a client, as the message history is. */
export async function logConversationRead(
  deps: Deps,
  ctx: RequestContext,
  conversationId: string,
  client: ClientRef | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  if (!client) return;
  await recordActivity(deps.db, {
    actor: ctx,
    action: "conversation:read_client_linked",
    outcome: "success",
    subjectType: "client",
    subjectId: client.mrNo,
    details: { conversationId, clientIds: [client.id], ...details },
  });
}

/** A list read (conversations, search hits): one line for the request, naming every client shown. */
export async function logConversationsShown(
  deps: Deps,
  ctx: RequestContext,
  action: "conversation:list" | "conversation:search",
  shown: readonly Conversation[],
  details: Record<string, unknown>,
): Promise<void> {
  const aboutClients = shown.filter((c) => c.client !== null);
  if (aboutClients.length === 0) return;
  const clientIds = shownClientIds(aboutClients.map((c) => c.client!.id));
  await recordActivity(deps.db, {
    actor: ctx,
    action,
    outcome: "success",
    subjectType: "conversation",
    details: { ...details, conversationIds: aboutClients.map((c) => c.id), clientIds },
  });
}

export async function listConversations(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof ConversationListQuery>,
): Promise<ConversationPage> {
  const page = await loadConversationPage(deps.db, ctx, q);
  await logConversationsShown(deps, ctx, "conversation:list", page.results, { filter: q });
  return page;
}

export async function readConversation(deps: Deps, ctx: RequestContext, id: string): Promise<Conversation> {
  const conversation = await loadConversation(deps.db, ctx, id);
  await logConversationRead(deps, ctx, id, conversation.client);
  return conversation;
}
