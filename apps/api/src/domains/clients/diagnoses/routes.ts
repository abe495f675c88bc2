/**
 * /auth/clients/:mrNo/diagnoses and update-diagnoses (§7): a client's ICD-10-CM diagnoses, and marking one
 * entered in error; and /auth/diagnosis-codes, the code search behind the form. The code set is filled,
 * when empty, as the API starts.
 */
import { z } from "zod";
import { DiagnosisCodeQuery, DiagnosisEnteredInErrorBody, DiagnosisParams, UpdateDiagnosesBody } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { Deps } from "../../../deps";
import { staffAccess } from "../../../authz/routeAccess";
import { chartRouteAccess } from "../chartRouteAccess";
import { ensureCodeSet } from "./codeSet";
import { changeDiagnoses, listDiagnoses, markDiagnosisEnteredInError, searchDiagnosisCodes } from "./service";

const tags = ["clients"];
const MrNoParams = z.object({ mrNo: z.string().trim().min(1).max(40) });

export function diagnosisRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.addHook("onReady", async () => {
      const loaded = await ensureCodeSet(deps.db);
      if (loaded) deps.log.info(`Loaded ${loaded} ICD-10-CM codes into the empty code set`);
    });

    app.get(
      "/auth/clients/:mrNo/diagnoses",
      {
        config: chartRouteAccess("client:diagnoses_read"),
        ...auth,
        schema: {
          tags,
          summary:
            "The client's diagnoses: active ones (primary first), then resolved ones, then those entered in error (with who marked them, when and why)",
          params: MrNoParams,
        },
      },
      async (request) => ({ results: await listDiagnoses(deps, ctxOf(request), request.params.mrNo) }),
    );

    app.post(
      "/auth/clients/:mrNo/update-diagnoses",
      {
        config: chartRouteAccess("client:diagnoses_update"),
        ...auth,
        schema: {
          tags,
          summary:
            'Add a diagnosis (`action: "add"`) or change one (`action: "update"`: rank, onset, notes, resolve); a new primary makes the old one secondary',
          description: "A diagnosis entered in error can no longer be changed (409).",
          params: MrNoParams,
          body: UpdateDiagnosesBody,
        },
      },
      async (request) => ({
        results: await changeDiagnoses(deps, ctxOf(request), request.params.mrNo, request.body),
      }),
    );

    app.post(
      "/auth/clients/:mrNo/diagnoses/:diagnosisId/entered-in-error",
      {
        config: chartRouteAccess("client:diagnoses_update"),
        ...auth,
        schema: {
          tags,
          summary:
            "Mark a diagnosis entered in error, with a reason: it stays on the chart, struck through, and is never primary",
          description:
            "Nothing clinical is deleted: the diagnosis keeps its code and history, with who marked it, when and why. " +
            "Marking is final: the diagnosis can no longer be changed or made primary, and marking it again answers 409. " +
            "A primary diagnosis marked in error leaves the client with none until one is chosen.",
          params: DiagnosisParams,
          body: DiagnosisEnteredInErrorBody,
        },
      },
      async (request) => ({
        results: await markDiagnosisEnteredInError(
          deps,
          ctxOf(request),
          request.params.mrNo,
          request.params.diagnosisId,
          request.body.reason,
        ),
      }),
    );

    app.get(
      "/auth/diagnosis-codes",
      {
        config: staffAccess(),
        ...auth,
        schema: {
          tags,
          summary: "Search ICD-10-CM codes by code prefix or by words of the description",
          querystring: DiagnosisCodeQuery,
        },
      },
      async (request) => ({ results: await searchDiagnosisCodes(deps, ctxOf(request), request.query) }),
    );
  };
}
