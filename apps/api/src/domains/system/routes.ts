/** /version and /error-config. */
import { z } from "zod";
import { AREA_ROLES, CrashReportBody, paging } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf, resolveContext } from "../../context";
import type { Deps } from "../../deps";
import { listCrashReports, storeCrashReport } from "./service";
import { publicAccess, rolesAccess } from "../../authz/routeAccess";

const tags = ["system"];

export function systemRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/version",
      {
        config: publicAccess(),
        schema: { tags, summary: "The running version", response: { 200: z.object({ version: z.string() }) } },
      },
      async () => ({ version: deps.options.version }),
    );

    app.post(
      "/error-config",
      {
        config: publicAccess(),
        schema: {
          tags,
          summary: "Store a crash report from the web app (anyone, rate-limited)",
          body: CrashReportBody,
        },
      },
      async (request, reply) => {
        // The sender is recorded when signed in; a crash before sign-in is still worth keeping.
        const ctx = await resolveContext(deps.db, deps.tokens, request).catch(() => null);
        return reply.status(201).send({ results: await storeCrashReport(deps, ctx, request.body, request.ip) });
      },
    );

    app.get(
      "/error-config",
      {
        config: rolesAccess(AREA_ROLES.crashReports, 403),
        preHandler: deps.authenticate,
        schema: { tags, summary: "Crash reports (admin)", querystring: z.object(paging(25)) },
      },
      async (request) => listCrashReports(deps, ctxOf(request), request.query.page, request.query.pageSize),
    );
  };
}
