/**
 * /auth/clients/:mrNo/consents and …/disclosures: Part 2 consents, their revocation or the event that ended
 * them, the accounting of disclosures, and each disclosure's release packet (a PDF, so REST only).
 */
import { z } from "zod";
import {
  ClientConsentBody,
  ClientDisclosureBody,
  ConsentEventBody,
  ConsentParams,
  ConsentRevocationBody,
  DisclosureParams,
} from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { Deps } from "../../../deps";
import { chartRouteAccess } from "../chartRouteAccess";
import { attachmentDisposition } from "../documents/upload";
import { listDisclosures, recordDisclosure } from "./disclosures";
import { recordConsentEvent } from "./expiry";
import { disclosurePacket } from "./packet";
import { addConsent, listConsents, revokeConsent } from "./service";

const tags = ["clients"];
const MrNoParams = z.object({ mrNo: z.string().trim().min(1).max(40) });

export function consentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/clients/:mrNo/consents",
      {
        config: chartRouteAccess("client:consents_read"),
        ...auth,
        schema: {
          tags,
          summary: "The client's Part 2 consents to disclose, the latest signed first, each active, expired or revoked",
          params: MrNoParams,
        },
      },
      async (request) => ({ results: await listConsents(deps, ctxOf(request), request.params.mrNo) }),
    );

    app.post(
      "/auth/clients/:mrNo/consents",
      {
        config: chartRouteAccess("client:consents_update"),
        ...auth,
        schema: {
          tags,
          summary: "Record a consent as signed: recipient, purpose, what may be disclosed, expiry date or event",
          params: MrNoParams,
          body: ClientConsentBody,
        },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await addConsent(deps, ctxOf(request), request.params.mrNo, request.body) }),
    );

    app.post(
      "/auth/clients/:mrNo/consents/:consentId/revoke",
      {
        config: chartRouteAccess("client:consents_update"),
        ...auth,
        schema: {
          tags,
          summary:
            "Record the client's written revocation of a consent (409 when already revoked, or expired by its event)",
          params: ConsentParams,
          body: ConsentRevocationBody,
        },
      },
      async (request) => ({
        results: await revokeConsent(deps, ctxOf(request), request.params.mrNo, request.params.consentId, request.body),
      }),
    );

    app.post(
      "/auth/clients/:mrNo/consents/:consentId/event-occurred",
      {
        config: chartRouteAccess("client:consents_update"),
        ...auth,
        schema: {
          tags,
          summary:
            "Record that the event a consent ends with (another event than discharge) happened: the consent expired that day (409 when it is not in force or ends otherwise)",
          params: ConsentParams,
          body: ConsentEventBody,
        },
      },
      async (request) => ({
        results: await recordConsentEvent(
          deps,
          ctxOf(request),
          request.params.mrNo,
          request.params.consentId,
          request.body,
        ),
      }),
    );

    app.get(
      "/auth/clients/:mrNo/disclosures",
      {
        config: chartRouteAccess("client:consents_read"),
        ...auth,
        schema: {
          tags,
          summary: "The accounting of disclosures: each with its recipient, what, when, how, by whom and its notice",
          params: MrNoParams,
        },
      },
      async (request) => ({ results: await listDisclosures(deps, ctxOf(request), request.params.mrNo) }),
    );

    app.post(
      "/auth/clients/:mrNo/disclosures",
      {
        config: chartRouteAccess("client:disclose"),
        ...auth,
        schema: {
          tags,
          summary:
            "Record a disclosure under a consent in force on its date that covers it (409 or 400 otherwise); stored with the Part 2 notice",
          params: MrNoParams,
          body: ClientDisclosureBody,
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ results: await recordDisclosure(deps, ctxOf(request), request.params.mrNo, request.body) }),
    );

    app.get(
      "/auth/clients/:mrNo/disclosures/:disclosureId/packet",
      {
        config: chartRouteAccess("client:disclosure_packet"),
        ...auth,
        schema: {
          tags,
          summary:
            "The disclosure's release packet (PDF): a cover page with the Part 2 notice, then the released documents, each page stamped with the notice's short form (logged)",
          params: DisclosureParams,
        },
      },
      async (request, reply) => {
        const packet = await disclosurePacket(deps, ctxOf(request), request.params.mrNo, request.params.disclosureId);
        return reply
          .headers({
            "content-type": "application/pdf",
            "content-disposition": attachmentDisposition(packet.fileName),
            "cache-control": "no-store",
            "x-content-type-options": "nosniff",
            "cross-origin-resource-policy": "same-origin",
          })
          .send(Buffer.from(packet.bytes));
      },
    );
  };
}
