/** /auth/conversations and /auth/messages routes: staff messaging (portal clients get 403). */
import { z } from "zod";
import {
  AddMembersBody,
  ConversationListQuery,
  CreateConversationBody,
  EditMessageBody,
  MarkConversationReadBody,
  MessageHistoryQuery,
  MessageSearchQuery,
  SendMessageBody,
  StartDirectBody,
  id,
} from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffCtxOf } from "../../context";
import type { Deps } from "../../deps";
import { addMembers, createGroup, leave, startDirect } from "./conversations";
import { edit, getMessage, history, markRead, remove, search, send, typing } from "./messages";
import { listConversations, readConversation } from "./reads";
import { scope, staffAccess } from "../../authz/routeAccess";

const tags = ["messaging"];
const params = z.object({ id });

export function messagingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/conversations",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary:
            "The caller's conversations, most recent activity first, with unread counts and the last message: 200 a page, `hasOlder` when more remain",
          querystring: ConversationListQuery,
        },
      },
      async (request) => listConversations(deps, staffCtxOf(request), request.query),
    );

    app.post(
      "/auth/conversations",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary: "Create a group conversation (optionally about a client: every member must be allowed to see them)",
          body: CreateConversationBody,
        },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await createGroup(deps, staffCtxOf(request), request.body) }),
    );

    app.post(
      "/auth/conversations/direct",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary: "The direct conversation with a staff member: found again, or started (201)",
          body: StartDirectBody,
        },
      },
      async (request, reply) => {
        const { conversation, created } = await startDirect(deps, staffCtxOf(request), request.body.userId);
        return reply.status(created ? 201 : 200).send({ results: conversation });
      },
    );

    app.get(
      "/auth/conversations/:id",
      {
        config: staffAccess(scope.own(404)),
        ...auth,
        schema: { tags, summary: "One of the caller's conversations", params },
      },
      async (request) => ({
        results: await readConversation(deps, staffCtxOf(request), request.params.id),
      }),
    );

    app.post(
      "/auth/conversations/:id/members",
      {
        config: staffAccess(scope.own(404)),
        ...auth,
        schema: { tags, summary: "Add staff to a group conversation", params, body: AddMembersBody },
      },
      async (request) => ({
        results: await addMembers(deps, staffCtxOf(request), request.params.id, request.body.userIds),
      }),
    );

    app.post(
      "/auth/conversations/:id/leave",
      {
        config: staffAccess(scope.own(404)),
        ...auth,
        schema: { tags, summary: "The caller leaves the conversation", params },
      },
      async (request) => ({
        results: await leave(deps, staffCtxOf(request), request.params.id),
      }),
    );

    app.get(
      "/auth/conversations/:id/messages",
      {
        config: staffAccess(scope.own(404)),
        ...auth,
        schema: {
          tags,
          summary: "History, oldest first: the newest 30, or the 30 before the message `before`",
          params,
          querystring: MessageHistoryQuery,
        },
      },
      async (request) => history(deps, staffCtxOf(request), request.params.id, request.query),
    );

    app.post(
      "/auth/conversations/:id/messages",
      {
        config: staffAccess(scope.own(404)),
        ...auth,
        schema: {
          tags,
          summary:
            "Send a message; @handles of members (and mentionIds) notify them, @handles of the sender's locations put it on their live boards",
          params,
          body: SendMessageBody,
        },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await send(deps, staffCtxOf(request), request.params.id, request.body) }),
    );

    // A body is optional: none marks everything read.
    app.post(
      "/auth/conversations/:id/read",
      {
        config: staffAccess(scope.own(404)),
        ...auth,
        schema: {
          tags,
          summary: "Mark read up to a message (the newest when absent); answers the conversation",
          params,
          body: MarkConversationReadBody.nullish(),
        },
      },
      async (request) => ({
        results: await markRead(deps, staffCtxOf(request), request.params.id, request.body?.messageId),
      }),
    );

    app.post(
      "/auth/conversations/:id/typing",
      {
        config: staffAccess(scope.own(404)),
        ...auth,
        schema: { tags, summary: "Tell the other members the caller is typing (at most once per 2 s)", params },
      },
      async (request) => ({
        results: await typing(deps, staffCtxOf(request), request.params.id),
      }),
    );

    app.get(
      "/auth/messages/search",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary: "Messages of the caller's conversations containing q, newest first",
          querystring: MessageSearchQuery,
        },
      },
      async (request) => search(deps, staffCtxOf(request), request.query),
    );

    app.get(
      "/auth/messages/:id",
      {
        config: staffAccess(scope.own(404)),
        ...auth,
        schema: { tags, summary: "One message of a conversation the caller belongs to", params },
      },
      async (request) => ({
        results: await getMessage(deps, staffCtxOf(request), request.params.id),
      }),
    );

    app.patch(
      "/auth/messages/:id",
      {
        config: staffAccess(scope.own(404, 403)),
        ...auth,
        schema: { tags, summary: "Edit one's own message within the edit window", params, body: EditMessageBody },
      },
      async (request) => ({
        results: await edit(deps, staffCtxOf(request), request.params.id, request.body.body),
      }),
    );

    app.delete(
      "/auth/messages/:id",
      {
        config: staffAccess(scope.own(404, 403)),
        ...auth,
        schema: { tags, summary: "Delete one's own message within the edit window", params },
      },
      async (request) => ({
        results: await remove(deps, staffCtxOf(request), request.params.id),
      }),
    );
  };
}
