/** /collab/documents/:name/* — access checks for users, persistence for the collab server. */
import { z } from "zod";
import { AppendUpdatesBody, MAX_UPDATE_BASE64, SnapshotBody } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { accessFor, appendUpdates, compact, decodeUpdates, loadState } from "./service";
import { requireServiceKey } from "./serviceKey";

const tags = ["collab"];
const NameParams = z.object({ name: z.string().regex(/^[a-zA-Z]+\.[A-Za-z0-9_-]{1,64}$/, { message: "must read <kind>.<id>" }) });
/** Room for a batch of large updates; one update is at most MAX_UPDATE_BASE64. */
const BODY_LIMIT = 8 * MAX_UPDATE_BASE64;

export function collabDocumentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const service = { preHandler: requireServiceKey(deps.options.serviceKey) };

    app.get("/collab/documents/:name/access", { preHandler: deps.authenticate, schema: { tags, summary: "The caller's access to a document (404 when none)", params: NameParams } }, async (request) => ({
      results: await accessFor(deps, ctxOf(request), request.params.name, request.ip),
    }));

    app.get("/collab/documents/:name/state", { ...service, schema: { tags, summary: "Stored state (service key)", params: NameParams } }, async (request) => ({
      results: await loadState(deps.db, request.params.name),
    }));

    app.post("/collab/documents/:name/updates", { ...service, bodyLimit: BODY_LIMIT, schema: { tags, summary: "Append updates (service key)", params: NameParams, body: AppendUpdatesBody } }, async (request) => ({
      results: await appendUpdates(deps.db, request.params.name, decodeUpdates(request.body.updates, "updates")),
    }));

    app.put("/collab/documents/:name/snapshot", { ...service, bodyLimit: BODY_LIMIT, schema: { tags, summary: "Compact updates into one state (service key)", params: NameParams, body: SnapshotBody } }, async (request) => {
      const [state] = decodeUpdates([request.body.state], "state");
      return { results: await compact(deps.db, request.params.name, state!, request.body.throughUpdateId) };
    });
  };
}
