/** /auth/clients/:mrNo/demographics and latest-demographic (§7): a client's demographics, versioned. */
import { z } from "zod";
import { ClientDemographicsUpdateBody } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { Deps } from "../../../deps";
import { chartRouteAccess } from "../chartRouteAccess";
import { latestDemographic, listDemographics, updateDemographics } from "./service";

const tags = ["clients"];
const MrNoParams = z.object({ mrNo: z.string().trim().min(1).max(40) });

export function demographicsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/clients/:mrNo/demographics",
      {
        config: chartRouteAccess("client:demographics_read"),
        ...auth,
        schema: {
          tags,
          summary: "Every version of the client's demographics, newest first, with who saved it, when and what changed",
          params: MrNoParams,
        },
      },
      async (request) => ({
        results: await listDemographics(deps, ctxOf(request), request.params.mrNo),
      }),
    );

    app.get(
      "/auth/clients/:mrNo/latest-demographic",
      {
        config: chartRouteAccess("client:demographics_read"),
        ...auth,
        schema: { tags, summary: "The client's current demographics (their latest version)", params: MrNoParams },
      },
      async (request) => ({
        results: await latestDemographic(deps, ctxOf(request), request.params.mrNo),
      }),
    );

    app.put(
      "/auth/clients/:mrNo/demographics",
      {
        config: chartRouteAccess("client:demographics_update"),
        ...auth,
        schema: {
          tags,
          summary:
            "Save the client's demographics as a new version; with expectedVersion, 409 when someone saved a newer one meanwhile",
          params: MrNoParams,
          body: ClientDemographicsUpdateBody,
        },
      },
      async (request) => ({
        results: await updateDemographics(deps, ctxOf(request), request.params.mrNo, request.body),
      }),
    );
  };
}
