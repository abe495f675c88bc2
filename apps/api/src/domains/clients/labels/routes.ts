/** /auth/labels (the organization's labels) and /auth/clients/:mrNo/labels (the labels a client carries). */
import { z } from "zod";
import { CLIENT_CHART_ROLES, ClientLabelsUpdate, LabelCreate, LabelListQuery, LabelUpdate } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { Deps } from "../../../deps";
import { rolesAccess, scope, staffAccess } from "../../../authz/routeAccess";
import { createLabel, getClientLabels, listLabels, setClientLabels, updateLabel } from "./service";

const tags = ["labels"];
const LabelParams = z.object({ id: z.uuid({ message: "must be an id" }) });
const MrNoParams = z.object({ mrNo: z.string().trim().min(1).max(40) });
const MANAGERS = CLIENT_CHART_ROLES["label:manage"];

export function labelRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/labels",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary: "The organization's labels by name (archived ones with includeArchived)",
          querystring: LabelListQuery,
        },
      },
      async (request) => ({ results: await listLabels(deps, ctxOf(request), request.query) }),
    );

    app.post(
      "/auth/labels",
      {
        config: rolesAccess(MANAGERS, 403),
        ...auth,
        schema: {
          tags,
          summary: "Create a label: a name unique in the organization and a colour of the palette (admin)",
          body: LabelCreate,
        },
      },
      async (request) => ({ results: await createLabel(deps, ctxOf(request), request.body) }),
    );

    app.put(
      "/auth/labels/:id",
      {
        config: rolesAccess(MANAGERS, 403, scope.organization),
        ...auth,
        schema: {
          tags,
          summary: "Rename, recolour, archive or restore a label (admin)",
          params: LabelParams,
          body: LabelUpdate,
        },
      },
      async (request) => ({ results: await updateLabel(deps, ctxOf(request), request.params.id, request.body) }),
    );

    app.get(
      "/auth/clients/:mrNo/labels",
      {
        config: staffAccess(scope.location(404), 404),
        ...auth,
        schema: { tags, summary: "The client's active labels", params: MrNoParams },
      },
      async (request) => ({ results: await getClientLabels(deps, ctxOf(request), request.params.mrNo) }),
    );

    app.put(
      "/auth/clients/:mrNo/labels",
      {
        config: rolesAccess(CLIENT_CHART_ROLES["client:labels_update"], 403, scope.location(404), { client: 404 }),
        ...auth,
        schema: {
          tags,
          summary: "Set the client's labels: the active labels they carry from now on (archived ones stay as they are)",
          params: MrNoParams,
          body: ClientLabelsUpdate,
        },
      },
      async (request) => ({
        results: await setClientLabels(deps, ctxOf(request), request.params.mrNo, request.body),
      }),
    );
  };
}
