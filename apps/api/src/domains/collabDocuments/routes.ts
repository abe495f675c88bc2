/** /collab/documents/:name/* — access checks for users, persistence for the collab server; /collab/updates — its group commit. */
import { z } from "zod";
import {
  AppendBatchBody,
  AppendBatchResults,
  AppendUpdatesBody,
  CLINICAL_RECORD_ROLES,
  CollabDocumentName,
  MAX_BATCH_BASE64,
  MAX_UPDATE_BASE64,
  SnapshotBody,
  safeParseInput,
} from "@hearth/schema";
import type { AppendBatchInProcess } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { validationError } from "../../errors";
import { accessFor, appendBatch, appendUpdates, compact, decodeUpdates, loadState } from "./service";
import { requireServiceKey } from "./serviceKey";
import { rolesAccess, scope, serviceKeyAccess } from "../../authz/routeAccess";

const tags = ["collab"];
const NameParams = z.object({ name: CollabDocumentName });
/** Room for a batch of large updates; one update is at most MAX_UPDATE_BASE64. */
const BODY_LIMIT = 8 * MAX_UPDATE_BASE64;
/** The batch's base64 plus its JSON around it (names, quotes, commas): far less than 1 MiB at the bounds. */
const BATCH_BODY_LIMIT = MAX_BATCH_BASE64 + 1024 * 1024;

/**
 * The group commit's route as a function (see `AppendBatchInProcess`). In one process the collab server
 * calls it dozens of times a second on the event loop that relays keystrokes; the HTTP emulation
 * (request and response objects, hooks, serializing the body twice) was half of each call's work. The
 * service key guards a network boundary there is not here.
 */
export function appendBatchInProcess(deps: Deps): AppendBatchInProcess {
  return async (body) => {
    // Judged as the route judges it (validation.ts), so both say the same.
    const parsed = safeParseInput(AppendBatchBody, body);
    if (!parsed.success) throw validationError(parsed.issues, "body");
    return appendBatch(deps, parsed.data.documents);
  };
}

export function collabDocumentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const service = { preHandler: requireServiceKey(deps.options.serviceKey) };

    app.get(
      "/collab/documents/:name/access",
      {
        config: rolesAccess(CLINICAL_RECORD_ROLES, 404, scope.location(404)),
        preHandler: deps.authenticate,
        schema: { tags, summary: "The caller's access to a document (404 when none)", params: NameParams },
      },
      async (request) => ({
        results: await accessFor(deps, ctxOf(request), request.params.name),
      }),
    );

    app.get(
      "/collab/documents/:name/state",
      {
        config: serviceKeyAccess(),
        ...service,
        schema: { tags, summary: "Stored state (service key)", params: NameParams },
      },
      async (request) => ({
        results: await loadState(deps.db, request.params.name),
      }),
    );

    app.post(
      "/collab/documents/:name/updates",
      {
        config: serviceKeyAccess(),
        ...service,
        bodyLimit: BODY_LIMIT,
        schema: { tags, summary: "Append updates (service key)", params: NameParams, body: AppendUpdatesBody },
      },
      async (request) => ({
        results: await appendUpdates(deps.db, request.params.name, decodeUpdates(request.body.updates, "updates")),
      }),
    );

    app.post(
      "/collab/updates",
      {
        config: serviceKeyAccess(),
        ...service,
        bodyLimit: BATCH_BODY_LIMIT,
        schema: {
          tags,
          summary: "Append the updates of several documents in one transaction, answered per document (service key)",
          body: AppendBatchBody,
          response: { 200: AppendBatchResults },
        },
      },
      async (request) => ({ results: await appendBatch(deps, request.body.documents) }),
    );

    app.put(
      "/collab/documents/:name/snapshot",
      {
        config: serviceKeyAccess(),
        ...service,
        bodyLimit: BODY_LIMIT,
        schema: {
          tags,
          summary: "Compact updates into one state (service key)",
          params: NameParams,
          body: SnapshotBody,
        },
      },
      async (request) => {
        const [state] = decodeUpdates([request.body.state], "state");
        return { results: await compact(deps.db, request.params.name, state!, request.body.throughUpdateId) };
      },
    );
  };
}
