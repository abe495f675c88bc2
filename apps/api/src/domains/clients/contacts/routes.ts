/** /auth/clients/:mrNo/family-members and add-member (§7): a client's family members and other contacts. */
import { z } from "zod";
import { ClientContactBody, ClientContactListQuery, ClientContactParams } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { Deps } from "../../../deps";
import { chartRouteAccess } from "../chartRouteAccess";
import { addContact, listContacts, removeContact, updateContact } from "./service";

const tags = ["clients"];
const MrNoParams = z.object({ mrNo: z.string().trim().min(1).max(40) });

export function contactRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/clients/:mrNo/family-members",
      {
        config: chartRouteAccess("client:contacts_read"),
        ...auth,
        schema: {
          tags,
          summary: "The client's family members and other contacts (with `includeRemoved`, the removed ones too)",
          params: MrNoParams,
          querystring: ClientContactListQuery,
        },
      },
      async (request) => ({
        results: await listContacts(deps, ctxOf(request), request.params.mrNo, request.query),
      }),
    );

    app.post(
      "/auth/clients/:mrNo/add-member",
      {
        config: chartRouteAccess("client:contacts_update"),
        ...auth,
        schema: {
          tags,
          summary: "Add a family member or other contact (may be contacted: off unless said)",
          params: MrNoParams,
          body: ClientContactBody,
        },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await addContact(deps, ctxOf(request), request.params.mrNo, request.body) }),
    );

    app.put(
      "/auth/clients/:mrNo/family-members/:contactId",
      {
        config: chartRouteAccess("client:contacts_update"),
        ...auth,
        schema: {
          tags,
          summary: "Change a contact (the whole contact)",
          params: ClientContactParams,
          body: ClientContactBody,
        },
      },
      async (request) => ({
        results: await updateContact(deps, ctxOf(request), request.params.mrNo, request.params.contactId, request.body),
      }),
    );

    app.delete(
      "/auth/clients/:mrNo/family-members/:contactId",
      {
        config: chartRouteAccess("client:contacts_update"),
        ...auth,
        schema: {
          tags,
          summary: "Remove a contact: it stays in the history with who removed it and when",
          params: ClientContactParams,
        },
      },
      async (request) => ({
        results: await removeContact(deps, ctxOf(request), request.params.mrNo, request.params.contactId),
      }),
    );
  };
}
