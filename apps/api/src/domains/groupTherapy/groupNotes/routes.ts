/** /auth/group-notes/* and a client's group-note history: thin routes over the group-note services. */
import { z } from "zod";
import {
  AREA_ROLES,
  ApprovalQueueQuery,
  ApproveGroupNotesBody,
  CLINICAL_RECORD_ROLES,
  ClientGroupNotesQuery,
  GroupNoteAddendumBody,
  GroupNoteClientCopyQuery,
  GroupNoteContentQuery,
  GroupNotePrintQuery,
  GroupNoteSigneesBody,
  KickBackGroupNotesBody,
  PortalInviteParams,
  SignGroupNoteBody,
  SubmitGroupNoteBody,
  id,
} from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { Deps } from "../../../deps";
import { groupNoteClientCopy } from "./clientCopy";
import { approvalQueue, clientGroupNotes, printGroupNotes } from "./queries";
import { approveGroupNotes, kickBackGroupNotes } from "./review";
import { getGroupNote, getGroupNoteContent } from "./service";
import { addAddendum, addSignees, removeSignee } from "./signees";
import { signGroupNote, submitGroupNote } from "./submit";
import { rolesAccess, scope } from "../../../authz/routeAccess";

const tags = ["group notes"];
const IdParams = z.object({ id });
const SigneeParams = z.object({ id, userId: id });
const MrNoParams = PortalInviteParams;

export function groupNoteRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/group-notes/approvals",
      {
        config: rolesAccess(AREA_ROLES.approvals, 403),
        ...auth,
        schema: {
          tags,
          summary:
            "Submitted notes of the caller's locations: ready to approve first, then those waiting for co-signers, then the caller's own; oldest submission first within each",
          querystring: ApprovalQueueQuery,
        },
      },
      async (request) => approvalQueue(deps, ctxOf(request), request.query),
    );

    app.get(
      "/auth/group-notes/print",
      {
        config: rolesAccess(CLINICAL_RECORD_ROLES, 403),
        ...auth,
        schema: {
          tags,
          summary: "Signed notes of a session or a date range, with their stored text",
          querystring: GroupNotePrintQuery,
        },
      },
      async (request) => ({
        results: await printGroupNotes(deps, ctxOf(request), request.query),
      }),
    );

    app.post(
      "/auth/group-notes/approve",
      {
        config: rolesAccess(["supervisor"], 403),
        ...auth,
        schema: {
          tags,
          summary: "Approve submitted notes, signing with password or PIN (per-note results)",
          body: ApproveGroupNotesBody,
        },
      },
      async (request) => ({
        results: await approveGroupNotes(deps, ctxOf(request), request.body),
      }),
    );

    app.post(
      "/auth/group-notes/kick-back",
      {
        config: rolesAccess(["supervisor"], 403),
        ...auth,
        schema: {
          tags,
          summary: "Return submitted notes for revision with a comment (per-note results)",
          body: KickBackGroupNotesBody,
        },
      },
      async (request) => ({
        results: await kickBackGroupNotes(deps, ctxOf(request), request.body),
      }),
    );

    app.get(
      "/auth/group-notes/:id",
      {
        config: rolesAccess(CLINICAL_RECORD_ROLES, 404, scope.location(404)),
        ...auth,
        schema: {
          tags,
          summary: "One group note: session, attendance, signatures, history, permissions",
          params: IdParams,
        },
      },
      async (request) => ({
        results: await getGroupNote(deps, ctxOf(request), request.params.id),
      }),
    );

    app.get(
      "/auth/group-notes/:id/content",
      {
        config: rolesAccess(CLINICAL_RECORD_ROLES, 404, scope.location(404)),
        ...auth,
        schema: {
          tags,
          summary: "The note's text: the signed snapshot once submitted, else rendered from the stored document",
          params: IdParams,
          querystring: GroupNoteContentQuery,
        },
      },
      async (request) => ({
        results: await getGroupNoteContent(deps, ctxOf(request), request.params.id, request.query.clientId),
      }),
    );

    app.get(
      "/auth/group-notes/:id/client-copy",
      {
        config: rolesAccess(CLINICAL_RECORD_ROLES, 404, scope.location(404)),
        ...auth,
        schema: {
          tags,
          summary:
            "One client's copy of a signed note for print or export: their section, the narrative per the organization's setting, the Part 2 notice (audited as a print)",
          params: IdParams,
          querystring: GroupNoteClientCopyQuery,
        },
      },
      async (request) => ({
        results: await groupNoteClientCopy(deps, ctxOf(request), request.params.id, request.query.clientId),
      }),
    );

    app.post(
      "/auth/group-notes/:id/submit",
      {
        config: rolesAccess([], 403, scope.location(404), { readers: CLINICAL_RECORD_ROLES, orOwner: true }),
        ...auth,
        schema: {
          tags,
          summary: "Submit and sign (facilitator): seals the document and stores the rendered text with its hash",
          params: IdParams,
          body: SubmitGroupNoteBody,
        },
      },
      async (request) => ({
        results: await submitGroupNote(deps, ctxOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      "/auth/group-notes/:id/sign",
      {
        config: rolesAccess([], 403, scope.location(404), { readers: CLINICAL_RECORD_ROLES, orOwner: true }),
        ...auth,
        schema: {
          tags,
          summary: "Co-sign the current revision (co-facilitator or additional signee)",
          params: IdParams,
          body: SignGroupNoteBody,
        },
      },
      async (request) => ({
        results: await signGroupNote(deps, ctxOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      "/auth/group-notes/:id/additional-signees",
      {
        config: rolesAccess(["supervisor"], 403, scope.location(404), {
          readers: CLINICAL_RECORD_ROLES,
          orOwner: true,
        }),
        ...auth,
        schema: {
          tags,
          summary: "Ask more clinical staff of the location to sign",
          params: IdParams,
          body: GroupNoteSigneesBody,
        },
      },
      async (request) => ({
        results: await addSignees(deps, ctxOf(request), request.params.id, request.body.userIds),
      }),
    );

    app.delete(
      "/auth/group-notes/:id/additional-signees/:userId",
      {
        config: rolesAccess(["supervisor"], 403, scope.location(404), {
          readers: CLINICAL_RECORD_ROLES,
          orOwner: true,
        }),
        ...auth,
        schema: { tags, summary: "Remove a signee who has not signed this revision", params: SigneeParams },
      },
      async (request) => ({
        results: await removeSignee(deps, ctxOf(request), request.params.id, request.params.userId),
      }),
    );

    app.post(
      "/auth/group-notes/:id/addendums",
      {
        config: rolesAccess(["supervisor"], 403, scope.location(404), {
          readers: CLINICAL_RECORD_ROLES,
          orOwner: true,
        }),
        ...auth,
        schema: {
          tags,
          summary: "Add a signed addendum to an approved note",
          params: IdParams,
          body: GroupNoteAddendumBody,
        },
      },
      async (request) => ({
        results: await addAddendum(deps, ctxOf(request), request.params.id, request.body),
      }),
    );

    app.get(
      "/auth/clients/:mrNo/group-notes",
      {
        config: rolesAccess(CLINICAL_RECORD_ROLES, 403, scope.location(404)),
        ...auth,
        schema: {
          tags,
          summary: "A client's group sessions and their notes, newest first",
          params: MrNoParams,
          querystring: ClientGroupNotesQuery,
        },
      },
      async (request) => clientGroupNotes(deps, ctxOf(request), request.params.mrNo, request.query),
    );
  };
}
