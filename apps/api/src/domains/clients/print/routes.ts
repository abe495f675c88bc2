/** /auth/clients/:mrNo/face-sheet: what the client's print pages (§2) put on paper, logged as a disclosure. */
import { z } from "zod";
import { ClientFaceSheetQuery } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { Deps } from "../../../deps";
import { chartRouteAccess } from "../chartRouteAccess";
import { clientFaceSheet } from "./service";

const tags = ["clients"];
const MrNoParams = z.object({ mrNo: z.string().trim().min(1).max(40) });

export function printRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/auth/clients/:mrNo/face-sheet",
      {
        config: chartRouteAccess("client:print"),
        preHandler: deps.authenticate,
        schema: {
          tags,
          summary:
            "What a print page shows of the client (the admission face sheet unless `page` says otherwise), with the print header and the 42 CFR Part 2 redisclosure notice; logged as a disclosure",
          params: MrNoParams,
          querystring: ClientFaceSheetQuery,
        },
      },
      async (request) => ({
        results: await clientFaceSheet(deps, ctxOf(request), request.params.mrNo, request.query.page),
      }),
    );
  };
}
