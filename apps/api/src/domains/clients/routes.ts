/**
 * /auth/clients: the EMR list and its CSV export, one client by MR number, several reads of one chart at
 * once, and the client's group schedule.
 */
import { z } from "zod";
import { ChartReadsQuery, ClientExportQuery, ClientListQuery } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callerOf, ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { clientGroupSchedule, getClient } from "./service";
import { exportClients, listClients } from "./list";
import { readChartParts } from "./chartReads";
import { scope, staffAccess } from "../../authz/routeAccess";

const tags = ["clients"];
const MrNoParams = z.object({ mrNo: z.string().trim().min(1).max(40) });

export function clientRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/clients",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary:
            "The EMR list: clients of the caller's locations by search (name, MR number, phone), status, admission date, level of care, location and labels; sorted and paged",
          querystring: ClientListQuery,
        },
      },
      async (request) => listClients(deps, ctxOf(request), request.query),
    );

    app.get(
      "/auth/clients/export",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary:
            "Every client the list's filter shows, as CSV headed by the 42 CFR Part 2 redisclosure notice; the export is logged with the clients it holds",
          querystring: ClientExportQuery,
        },
      },
      async (request, reply) => {
        const csv = await exportClients(deps, ctxOf(request), request.query);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", 'attachment; filename="clients.csv"')
          .send(csv);
      },
    );

    app.get(
      "/auth/clients/:mrNo",
      {
        config: staffAccess(scope.location(404), 404),
        ...auth,
        schema: { tags, summary: "One client by MR number", params: MrNoParams },
      },
      async (request) => ({
        results: await getClient(deps, ctxOf(request), request.params.mrNo),
      }),
    );

    app.get(
      "/auth/clients/:mrNo/chart",
      {
        config: staffAccess(scope.location(404), 404),
        // Authenticated by the chart's own first statement (chartReads.ts), which also finds the client.
        schema: {
          tags,
          summary:
            "Several reads of one chart at once (its header and the Admission tab's episodes, level-of-care and location history, referrals), each decided and logged as its own route does",
          params: MrNoParams,
          querystring: ChartReadsQuery,
        },
      },
      async (request) => ({
        results: await readChartParts(
          deps,
          await callerOf(deps.tokens, request),
          request.params.mrNo,
          request.query.parts ?? [],
        ),
      }),
    );

    app.get(
      "/auth/clients/:mrNo/group-schedule",
      {
        config: staffAccess(scope.location(404), 404),
        ...auth,
        schema: { tags, summary: "The client's groups and upcoming group sessions (next 14 days)", params: MrNoParams },
      },
      async (request) => ({
        results: await clientGroupSchedule(deps, ctxOf(request), request.params.mrNo),
      }),
    );
  };
}
