/**
 * Emergency ("break-glass") access: POST /auth/clients/:mrNo/break-glass asks for it (202 whatever the
 * MR number names); /auth/break-glass/requests lists the requests of a reviewer's locations, where a
 * supervisor or administrator approves, refuses or ends them.
 */
import { z } from "zod";
import {
  BreakGlassRequestBody,
  ChartAccessDecisionBody,
  ChartAccessListQuery,
  ChartAccessParams,
  ChartAccessRefusalBody,
  CLIENT_CHART_ROLES,
} from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { Deps } from "../../../deps";
import { rolesAccess, scope, staffAccess } from "../../../authz/routeAccess";
import { decideRequest, listRequests, requestBreakGlass } from "./service";

const tags = ["clients"];
const MrNoParams = z.object({ mrNo: z.string().trim().min(1).max(40) });
const REVIEWERS = CLIENT_CHART_ROLES["client:break_glass_review"];

export function breakGlassRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };
    // A reviewer of the client's location decides; other roles 403, reviewers of other locations 404.
    const decision = rolesAccess(REVIEWERS, 403, scope.location(404));

    app.post(
      "/auth/clients/:mrNo/break-glass",
      {
        // The MR number decides nothing a caller can see: every staff member gets the same 202.
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary:
            "Ask for emergency access to a chart outside your locations, with a written reason; the same 202 whether or not the MR number exists",
          params: MrNoParams,
          body: BreakGlassRequestBody,
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send({ results: await requestBreakGlass(deps, ctxOf(request), request.params.mrNo, request.body) }),
    );

    app.get(
      "/auth/break-glass/requests",
      {
        config: rolesAccess(REVIEWERS, 403),
        ...auth,
        schema: {
          tags,
          summary: "Emergency-access requests about clients of your locations (waiting and open ones by default)",
          querystring: ChartAccessListQuery,
        },
      },
      async (request) => ({ results: await listRequests(deps, ctxOf(request), request.query) }),
    );

    app.post(
      "/auth/break-glass/requests/:id/approve",
      {
        config: decision,
        ...auth,
        schema: {
          tags,
          summary: "Approve a request: the chart opens to the requester, for reading, for a limited time",
          params: ChartAccessParams,
          body: ChartAccessDecisionBody,
        },
      },
      async (request) => ({
        results: await decideRequest(deps, ctxOf(request), request.params.id, "approved", request.body.note),
      }),
    );

    app.post(
      "/auth/break-glass/requests/:id/refuse",
      {
        config: decision,
        ...auth,
        schema: {
          tags,
          summary: "Refuse a request, saying why",
          params: ChartAccessParams,
          body: ChartAccessRefusalBody,
        },
      },
      async (request) => ({
        results: await decideRequest(deps, ctxOf(request), request.params.id, "refused", request.body.note),
      }),
    );

    app.post(
      "/auth/break-glass/requests/:id/revoke",
      {
        config: decision,
        ...auth,
        schema: {
          tags,
          summary: "End an approved emergency access before its time: open charts of it close",
          params: ChartAccessParams,
          body: ChartAccessDecisionBody,
        },
      },
      async (request) => ({
        results: await decideRequest(deps, ctxOf(request), request.params.id, "revoked", request.body.note),
      }),
    );
  };
}
